// The built-in French emergency detector for radio transcripts (decision 033). A transcript is
// normalised (lower case, no accents, apostrophes and hyphens as spaces), split into clauses, and
// searched for phrases by category. A match is dropped when a negation governs it ('pas de blessé',
// 'aucune fumée', 'personne n'est blessé'), when a word after it settles it ('renfort annulé', 'feu
// maîtrisé', 'intrusion : négatif'), or when the message is a drill, a test or a false alarm — unless
// that cue is itself negated ('ce n'est pas un exercice'). Pure and synchronous: it runs on every
// transcript and is the fallback of any model.

export const EMERGENCY_CATEGORIES = [
  "sos",
  "agression",
  "incendie",
  "blesse",
  "intrusion",
  "renfort",
] as const;
export type TEmergencyCategory = (typeof EMERGENCY_CATEGORIES)[number];

export const RADIO_SEVERITIES = ["low", "medium", "high", "critical"] as const;
export type TRadioSeverity = (typeof RADIO_SEVERITIES)[number];

const SEVERITY_OF: Record<TEmergencyCategory, TRadioSeverity> = {
  sos: "critical",
  agression: "critical",
  incendie: "critical",
  blesse: "high",
  intrusion: "high",
  renfort: "medium",
};
const SEVERITY_RANK: Record<TRadioSeverity, number> = { low: 0, medium: 1, high: 2, critical: 3 };

export type TEmergencyAnalysis = {
  emergency: boolean;
  categories: TEmergencyCategory[];
  /** The phrases found, as written in the normalised transcript. */
  keywords: string[];
  severity: TRadioSeverity | null;
};

/** Lower case, accents removed, apostrophes, hyphens and dots between letters as spaces. */
export function normalizeTranscript(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/œ/g, "oe")
    .replace(/[’'`´\-_/]/g, " ")
    .replace(/\b([a-z])\.(?=[a-z]\.)/g, "$1 ")
    .replace(/\s+/g, " ")
    .trim();
}

type TPattern = { category: TEmergencyCategory; re: RegExp };

const P = (category: TEmergencyCategory, ...sources: string[]): TPattern[] =>
  sources.map((source) => ({ category, re: new RegExp(`\\b(?:${source})\\b`, "g") }));

// Words before "d'urgence" / "de secours" that make a thing, not a call ('sortie de secours').
const EQUIPMENT =
  "sortie|sorties|issue|issues|porte|portes|numero|numeros|eclairage|bouton|arret|plan|kit|trousse|escalier|voie|frein|vehicule|poste|exercice|cellule|reunion|procedure|consignes?";

// Words before "incendie" / "de fumée" that name equipment, a trade or a document, not a fire.
const FIRE_EQUIPMENT =
  "securite|detecteur|detecteurs|detection|systeme|centrale|porte|portes|consigne|consignes|registre|plan|reglementation|prevention|service|agent|agents|chef|equipier|equipiers|ssiap|risque|extincteur|extincteurs|bouche|bouches|poteau|alarme incendie de|desenfumage|conduit|trappe|trappes|exutoire|exutoires|clapet|clapets|volet|volets|evacuation des|extraction des|extracteur|extracteurs";

const PATTERNS: TPattern[] = [
  ...P(
    "sos",
    "s ?o ?s",
    "esse o esse",
    "au secours",
    "a l aide",
    "mayday",
    "menace de se (?:jeter|suicider|tuer|pendre)|tentative de suicide|suicidaire|veut se (?:jeter|suicider|tuer)|se jeter (?:du|d un|de la|par)",
    "code rouge",
    "urgence absolue",
    "c est (?:une )?urgen(?:t|ce)",
    "(?:appelez|appeler|appelle|composez|faites) (?:le )?(?:15|17|18|112)",
    `(?<!(?:${EQUIPMENT}) d )urgence`,
    "(?:appelez|appeler|appelle|prevenez|prevenir|alertez|faites venir|besoin des?|envoyez) (?:les )?secours",
  ),
  ...P(
    "agression",
    "agress(?:e|ee|es|ees|er|ion|ions|eur|eurs|ent)",
    "(?:m|t|l|nous|vous|les|se fait|se font|s est fait|a ete|ont ete|me|te|on) (?:a |ont |en train de )?(?:frappe|frappee|frappes|frapper|tape|tabasse|tabasser|cogne)",
    "coups? de (?:poing|pied|couteau|feu|tete|boule)",
    "bagarre|bagarres|rixe|rixes|baston|castagne",
    "violences?|violent|violente|violents",
    "(?:me|te|nous|vous|l|les|il|elle|ils) (?:a |ont )?menace(?:e|s|nt)?",
    "menaces? (?:avec|de mort|physique)",
    "(?:une|avec|des|sous la menace d une) (?:arme|armes)",
    "(?:individu|homme|femme|personne|type|gars|mec|individus|hommes) armee?s?",
    "arme (?:blanche|a feu)",
    "couteau|couteaux|pistolet|flingue|machette|cutter",
    "(?:il|elle|on) (?:a |l a |s est fait )?(?:planter|plante|poignarde|poignardee)",
    "attaque|attaquee|attaques|attaquees|attaquer|attaquent|braquage|braque|prise d otages?",
    "caillass\\w*|jets? de pierres?",
    "vol a l arrache",
  ),
  ...P(
    "incendie",
    // 'sécurité incendie' is the trade, 'détecteur de fumée' a device: not a fire.
    `(?<!(?:${FIRE_EQUIPMENT}) (?:d )?)incendies?`,
    "(?<!(?:coupe|pare|cessez le|porte|portes|mise a|mettez|mets|coupe le|couper le|coupez le|eteins le|eteindre le|eteint le|baisse le|baisser le|allume le|allumer le|allumez le) )feu(?! (?:vert|verts|rouge|rouges|orange|tricolore|de signalisation|d artifice|de camp|arriere|de position|de croisement|de route|clignotant|de cuisson|doux|vif|de la plaque|de la gaziniere|du barbecue))",
    "(?:a |ont |avait )?pris feu|prend feu|prennent feu|en feu|commence a bruler|commencent a bruler|ca brule",
    `(?<!(?:${FIRE_EQUIPMENT}) (?:de |d )?)fumees?`,
    "flammes?",
    "(?:ca|il|elle|le \\w+|la \\w+|les \\w+) (?:brule|brulent|crame|flambe)",
    "en flammes|ca crame|ca flambe",
    "odeur de (?:brule|gaz|fumee)|(?:ca )?sent (?:le brule|le gaz|la fumee|le cramer)",
    "explosion|fuite de gaz",
    "(?:appelez|appeler|prevenez|prevenir|alertez|faites venir|besoin des?) (?:les )?pompiers",
  ),
  ...P(
    "blesse",
    "blesse|blessee|blesses|blessees|blessure|blessures|brulure|brulures",
    "malaises?",
    "inconscient|inconsciente|evanoui|evanouie|s est evanoui|perd connaissance|perdu connaissance",
    "ne respire (?:plus|pas|presque plus)|respire mal|respire difficilement|etouffe",
    "(?:ne )?se sent (?:pas bien|mal)",
    "saigne|saignent|saignement|hemorragie|pisse le sang|(?:du|plein de|beaucoup de) sang",
    "(?:arret|crise) cardiaque|crise d epilepsie|convulse|convulsions?|avc",
    "fait une chute|(?:tombe|tombee|tombes) (?:par terre|au sol|dans l escalier|de l echelle|d un escabeau)",
    "(?:personne|homme|femme|agent|individu|quelqu un|victime|collegue|il est|elle est) au sol",
    "ne bouge plus|ne repond plus|ne reagit (?:plus|pas)|inanime|inanimee|sans connaissance|retrouvee? (?:au sol|par terre)",
    "renverse (?:un|une|le|la|l) (?:pieton|pietonne|cariste|agent|personne|salarie|salariee|ouvrier|enfant|client|cliente|collegue|cycliste)|(?:ecrase|ecrasee|coince|coincee) sous",
    "(?:casse|cassee|fracture|fracturee|foule|fouler|tordu|tordue) (?:la |le |l |sa |son |ses |les |une |un )?(?:jambe|bras|poignet|cheville|cheville|main|pied|genou|epaule|cou|dos|nez|cote|cotes)",
    "fractures?|entorse|hurle de douleur|crie de douleur|tres mal|(?:du |de )mal a respirer|peine a respirer|manque d air",
    "(?:coince|coincee|coinces|bloque|bloquee|enferme|enfermee) dans (?:l |la |le |un |une )?(?:ascenseur|chambre froide|monte charge|machine|presse)",
    "(?:appelez|appeler|appelle|prevenez|prevenir|faites venir|besoin d un|besoin d une|besoin du|il faut un|il faut une) (?:le |un |une )?(?:samu|medecin|ambulance)",
    "ambulance|samu|s effondr\\w*|s est effondree?|effondree? (?:au sol|par terre)",
  ),
  ...P(
    "intrusion",
    "intrus|intruse|intrusion|intrusions",
    "effraction|effractions|cambriol\\w*|casse en cours",
    "(?:porte|portail|grille|fenetre|vitre|serrure|cadenas) (?:forcee?|fracturee?|brisee?|cassee?|defoncee?)",
    "(?:force|fracture|casse|brise|defonce) (?:la|le|une|un) (?:porte|portail|grille|fenetre|vitre|serrure|cadenas)",
    "(?:escalade|escaladent|passe par dessus|franchi|franchit|saute) (?:la |le )?(?:cloture|grillage|mur|portail|grille)",
    "(?:quelqu un|des gens|des individus|un individu|une personne|personnes?) (?:dans|sur) (?:le|la|l) (?:batiment|entrepot|toit|local|zone|parking|site) (?:ferme|fermee|interdite?)?",
    "bris de (?:glace|vitre|vitrine)|bruits? de (?:verre|vitre) (?:casse|brise)e?|verre brise",
    "(?:force|forcent|forcer|defonce|defoncent|enfonce|enfoncent) (?:la |le |l |une |un )?(?:barriere|portail|passage|portique|acces|grille|rideau|rideau metallique|entree)",
    "encagoules?|cagoules?|(?:cassent|casse|brisent|degradent|taguent|fracturent) (?:les |des |la |le |une |un )?(?:vitres?|voitures?|vehicules?|portes?|fenetres?|cameras?|rideaux?)",
    "degradations? en cours|vandalisme|vandales?",
    "personnes? non autorisees?|individus? suspects?|individu louche|vol en cours|voleurs?|squatteurs?",
    "(?:essaie|essaient|essayent|tente|tentent|en train) d (?:entrer|penetrer|forcer|ouvrir|escalader)|s introdui\\w*|introduit dans",
    "(?:a|ont) ete (?:forcee?s?|fracturee?s?|defoncee?s?|brisee?s?)",
  ),
  ...P(
    "renfort",
    "(?:besoin|demande|demandons|demande de|besoin de|besoin d un|il faut|il me faut|envoyez|envoie|envoyer) (?:du |des |un |une |de )?(?:renforts?|monde|patrouille|equipe|quelqu un|aide)",
    "renforts? (?:urgent|urgents|immediat|immediatement|rapidement|vite|svp|s il vous plait|demande|demandes|necessaires?)",
    "besoin d aide|venez vite|venez m aider|j ai besoin de vous|je suis seul face|on est debordes?|debordee?s?",
    "appelez (?:la police|les flics|les gendarmes|la gendarmerie)",
    "besoin urgent|situation (?:tendue|critique|dangereuse|qui degenere)|ca degenere|ca part en vrille|ca s envenime",
  ),
];

// A negation in the few words before a phrase, inside its clause.
const NEGATIONS = new Set([
  "pas",
  "aucun",
  "aucune",
  "aucuns",
  "aucunes",
  "sans",
  "ni",
  "rien",
  "jamais",
  "zero",
  "non",
  "n",
  "ne",
  "nul",
  "nulle",
  "personne",
]);
// Words right after a phrase that settle it.
const SETTLED =
  /^(?:(?:etait|est|c etait) en fait\b|(?:(?:est|a ete|sont|ont ete|etait) )?(?:negatif|negatifs|negative|negatives|ecarte|ecartee|ecartes|annule|annulee|annules|inutiles?|pas necessaires?|plus necessaires?|maitrise|maitrisee|maitrises|eteint|eteinte|eteints|leve|levee|ras|termine|terminee|ok|r a s|nul|neant|a signaler)\b)/;
// A message that is a drill, a test or a false alarm reports no emergency (unless negated).
const NOT_REAL =
  /\b(?:exercices?|simulation|simule|simulee|test|tests|teste|testee|essai|essais|fausse alerte|fausses alertes|faux positif|fausse manip|formation|sensibilisation|entrainement|verification|controle periodique|levee de doute negative|fin d alerte|retour au calme|tout est rentre dans l ordre|rentre dans l ordre)\b/g;

const CLAUSE_BREAK = /[.;!?,()\n]|\b(?:mais|par contre|cependant|pourtant)\b/g;

function precedingWords(clause: string, index: number, count: number): string[] {
  return clause.slice(0, index).trim().split(" ").filter(Boolean).slice(-count);
}

function isNegated(clause: string, index: number): boolean {
  const before = precedingWords(clause, index, 5);
  for (let i = 0; i < before.length; i++) {
    const word = before[i] as string;
    // 'pas mal de fumée' is a lot of smoke; 'personne' is a person unless 'n'/'ne' follows.
    if (word === "pas" && before[i + 1] === "mal") continue;
    if (word === "personne" && !["n", "ne", "de", "d"].includes(before[i + 1] ?? "")) continue;
    if (word === "non" && before[i + 1] === "autorise") continue;
    if (NEGATIONS.has(word)) return true;
    // 'plus de fumée' (no more smoke), not 'de plus en plus de fumée'.
    if (word === "plus" && ["de", "d"].includes(before[i + 1] ?? "") && before[i - 1] !== "en") return true;
  }
  return false;
}

function notReal(text: string): boolean {
  for (const clause of text.split(CLAUSE_BREAK)) {
    for (const m of clause.matchAll(NOT_REAL)) {
      if (!isNegated(clause, m.index ?? 0)) return true;
    }
  }
  return false;
}

/** Finds the emergencies a French radio transcript reports. */
export function detectEmergency(transcript: string): TEmergencyAnalysis {
  const text = normalizeTranscript(transcript);
  const categories = new Set<TEmergencyCategory>();
  const keywords: string[] = [];
  if (!notReal(text)) {
    for (const rawClause of text.split(CLAUSE_BREAK)) {
      const clause = rawClause.trim();
      if (!clause) continue;
      for (const { category, re } of PATTERNS) {
        re.lastIndex = 0;
        for (const m of clause.matchAll(re)) {
          const index = m.index ?? 0;
          const after = clause.slice(index + m[0].length).replace(/^[\s:=]+/, "");
          if (isNegated(clause, index) || SETTLED.test(after)) continue;
          categories.add(category);
          if (!keywords.includes(m[0])) keywords.push(m[0]);
        }
      }
    }
  }
  const found = EMERGENCY_CATEGORIES.filter((c) => categories.has(c));
  const severity = found.reduce<TRadioSeverity | null>((worst, c) => {
    const s = SEVERITY_OF[c];
    return worst === null || SEVERITY_RANK[s] > SEVERITY_RANK[worst] ? s : worst;
  }, null);
  return { emergency: found.length > 0, categories: found, keywords, severity };
}
