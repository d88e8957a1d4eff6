// Server texts of AI insights (decision 014): French templates, translated in catalog-en/es.

export const MSG_AI = {
  questionRequired: "Veuillez poser une question",
  questionTooLong: "Question trop longue (500 caractères au plus)",
  engineBuiltin: "Moteur intégré",
  period: "du {from} au {to}",
  periodDay: "le {day}",
  alarmsAnswer: "Alarmes {period}{filters} : {n}, dont {critical} critiques et {open} encore actives.",
  periodNow: "en ce moment",
  alarmsNowAnswer: "Alarmes encore actives en ce moment{filters} : {n}, dont {critical} critiques.",
  alarmsBySite: "Alarmes {period}{filters}, par site : {list}.",
  alarmsByType: "Alarmes {period}{filters}, par type : {list}.",
  hoursByAgent: "Heures de travail {period} par agent (gardes planifiées, pauses déduites) : {list}.",
  agentHoursPeriod:
    "{agent} : {hours} h de travail {period} ({n} gardes, pauses déduites, gardes annulées exclues).",
  countSites: "Sites surveillés : {n}.",
  countAgents: "Agents de la société : {n}.",
  countCameras: "Caméras{site} : {n}, dont {online} en ligne.",
  countRadios: "Radios en service : {n}, dont {online} en ligne.",
  countShifts: "Gardes {period}{site} : {n} (gardes annulées exclues).",
  countReports: "Rapports de sécurité{site} : {n}, dont {drafts} en brouillon.",
  filterSite: " sur le site {site}",
  filterSeverity: ", gravité {severity}",
  filterActive: ", encore actives",
  filterResolved: ", résolues",
  onShiftNone: "Personne n'est de garde le {at}{site}.",
  onShiftAnswer: "Agents de garde le {at}{site} : {n} — {list}.",
  camerasNone: "Aucune caméra hors ligne{site} ({total} caméras au total).",
  camerasAnswer: "Caméras hors ligne{site} : {n} sur {total} — {list}.",
  conflictsAnswer: "Conflits de planning {period} : {n}, dont {critical} critiques.{list}",
  agentHoursAnswer:
    "{agent} : {hours} h de travail en {month} ({n} gardes, pauses déduites, gardes annulées exclues).",
  agentNotFound:
    "Je ne trouve pas cet agent dans votre société. Donnez son nom tel qu'il figure dans la liste des agents.",
  reportsAnswer: "Rapports de sécurité ouverts (brouillons){site} : {n}.{list}",
  refusalsAnswer: "Accès refusés {period}{site} : {n}.{top}",
  refusalsTop: " Point le plus concerné : {point} ({n}).",
  siteNotFound:
    "Je ne trouve aucun site « {name} » dans votre société : je ne réponds que sur les données de vos propres sites.",
  unknown:
    "Je ne sais pas répondre à cette question avec les données de la société. Voici des questions auxquelles je sais répondre :",
  suggestAlarms: "Combien d'alarmes critiques cette semaine ?",
  suggestShift: "Qui est de garde maintenant ?",
  suggestCameras: "Quelles caméras sont hors ligne ?",
  suggestConflicts: "Y a-t-il des conflits de planning la semaine prochaine ?",
  suggestHours: "Combien d'heures a fait {agent} ce mois-ci ?",
  suggestReports: "Combien de rapports de sécurité sont ouverts ?",
  suggestRefusals: "Combien d'accès refusés ces 7 derniers jours ?",
  suggestRanking: "Quel site a eu le plus d'alarmes ce mois-ci ?",
  suggestCount: "Combien de sites surveillons-nous ?",
  trendExplanation:
    "{recent} incidents sur les 15 derniers jours contre {previous} sur les 15 précédents ; comparaison de taux de Poisson, p = {p} (seuil 0,05).",
  anomalyDay:
    "{site} : {n} incidents le {day}, contre {expected} par jour en moyenne sur les 28 jours précédents (p = {p}).",
  anomalySite:
    "{site} : {n} incidents sur les 7 derniers jours, contre {expected} attendus d'après les 28 jours précédents (p = {p}).",
  recurring: "{site} : {n} alarmes de type {type} en 30 jours.",
  recCameraOffline: "Caméra {camera} ({site}) hors ligne depuis le {since}.",
  recCriticalOpen: "Alarme critique « {title} » ({site}) non résolue depuis {hours} h.",
  recCardExpiring: "Carte professionnelle de {agent} : expire le {date}.",
  recCardExpired: "Carte professionnelle de {agent} : expirée depuis le {date}.",
  recConflicts: "{n} {n|conflit|conflits} de planning {period}.",
  recRefusals: "Point d'accès {point} ({site}) : {n} accès refusés sur les 7 derniers jours.",
  recRadioBattery: "Radio {radio} ({agent}) : batterie à {battery} % au dernier relevé.",
  recRadioNoAgent: "non attribuée",
  recUncoveredHours:
    "{site} : {n} incidents sur 30 jours dans les tranches {hours}, où aucun agent n'est planifié les 7 prochains jours.",
} as const;

/** Severity and type words inside answers, translated like any other text. */
export const MSG_AI_WORDS = {
  critique: "critique",
  important: "importante",
  moyen: "moyenne",
  faible: "faible",
  intrusion: "intrusion",
  incendie: "incendie",
  technique: "technique",
  medical: "urgence médicale",
  sabotage: "sabotage",
  acces: "contrôle d'accès",
  autre: "autre",
} as const;
