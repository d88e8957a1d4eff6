// The words of the files the server writes (security reports, generated reports, payslips), in
// French, the source language. A file is written in the language of whoever asks for it (issue 29):
// the builders render these through the catalogs, like any other text of the server (decision 014).

/** Shared by every document. */
export const MSG_DOC = {
  /** "13/11/2026 à 14:05". */
  dateTime: "{day} à {time}",
  generatedOn: "Généré le {at}",
  generatedOnLabel: "Généré le",
  page: "Page {n} / {count}",
  pageLower: "page",
  none: "Néant",
  yes: "Oui",
  no: "Non",
} as const;

export const MSG_DOC_SECURITY = {
  title: "Rapport de sécurité",
  heading: "RAPPORT DE SÉCURITÉ",
  creator: "HTS - Rapports de sécurité",
  period: "Du {from} au {to}",
  site: "Site",
  periodLabel: "Période",
  geolocation: "Géolocalisation",
  notGiven: "Non renseignée",
  incidentCount: "Nombre d'incidents",
  interventionCount: "Nombre d'interventions",
  photos: "Photos",
  responsible: "Responsable",
  writtenBy: "Rédigé par",
  createdOn: "Créé le",
  status: "Statut",
  finalizedOn: "Finalisé le",
  finalizedAtBy: "{at} par {name}",
  repairs: "Réparations",
  improvements: "Améliorations",
  observations: "Observations",
  comments: "Commentaires",
  incidents: "Incidents ({n})",
  interventions: "Interventions ({n})",
  photosCount: "Photos ({n})",
  incidentsSheet: "Incidents",
  interventionsSheet: "Interventions",
  reportSheet: "Rapport",
  number: "N°",
  type: "Type",
  description: "Description",
  measures: "Mesures prises",
  agent: "Agent",
  time: "Heure",
  noIncident: "Aucun incident signalé sur la période.",
  noIntervention: "Aucune intervention sur la période.",
  information: "Informations",
  field: "Champ",
  value: "Valeur",
  signatureHeading: "Signature du responsable",
  signature: "Signature",
  signatureOf: "Signature de {name}",
  unsigned: "Non signé",
  unsignedName: "{name} (non signé)",
  hash: "Empreinte SHA-256 du contenu : {hash}",
  hashLabel: "Empreinte SHA-256",
  draft: "Brouillon non finalisé",
  photo: "Photo {n} — {at}",
  photoNotEmbeddable: "Photo non intégrable au PDF (voir l'application)",
  photoNotEmbeddableOffice: "Photo non intégrable dans ce format (voir l'application)",
  photosSheet: "Photos",
  /** ASCII start of the file name: "rapport-securite-entrepot-nord-2026-03-01.pdf". */
  filename: "rapport-securite",
} as const;

export const MSG_DOC_REPORT = {
  title: "Rapport {type}",
  creator: "HTS - Rapports",
  summarySheet: "Synthèse",
  periodLabel: "Période",
  site: "Site",
  incidents: "Incidents",
  resolved: "Incidents résolus",
  avgResponse: "Temps de réponse moyen",
  change: "Évolution vs période précédente",
  previousIncidents: "— ({n} incident(s))",
  sitesMonitored: "Sites surveillés",
  camerasOnline: "Caméras en ligne",
  agentsOnDuty: "Agents en service",
  shiftsPlanned: "Gardes planifiées",
  shiftsCompleted: "Gardes terminées",
  completionRate: "Taux de réalisation",
  accessAttempts: "Tentatives d'accès",
  accessRefused: "Accès refusés",
  securityReports: "Rapports de sécurité",
  bySeverity: "Incidents par gravité",
  bySite: "Incidents par site",
  byType: "Incidents par type",
  severity: "Gravité",
  type: "Type",
  reportsOfPeriod: "Rapports de sécurité de la période",
  status: "Statut",
  interventions: "Interventions",
  responsible: "Responsable",
  alarmsOfPeriod: "Alarmes de la période",
  date: "Date",
  titleColumn: "Titre",
  response: "Réponse",
  cameras: "Caméras",
  camera: "Caméra",
  location: "Emplacement",
  state: "État",
  lastContact: "Dernier contact",
  recording: "Enregistrement",
  camerasNote: "Disponibilité mesurée par la supervision des caméras : état au moment de la génération.",
  attendanceTitle: "Présence par agent (gardes commençant dans la période)",
  agent: "Agent",
  badge: "Matricule",
  planned: "Planifiées",
  completed: "Terminées",
  cancelled: "Annulées",
  plannedHours: "Heures prévues",
  truncated: "{shown} lignes affichées sur {total} (les plus récentes).",
  overTime: "Incidents dans le temps",
  overTimeBySeverity: "Incidents dans le temps, par gravité",
  start: "Début",
  total: "Total",
  noIncident: "Aucun incident sur la période.",
  noData: "Aucune donnée sur la période.",
  /** ASCII start of the file name: "rapport-security-2026-11-01-2026-11-30.pdf". */
  filename: "rapport",
} as const;

export const MSG_DOC_PAYSLIP = {
  title: "Simulation de bulletin de paie",
  heading: "SIMULATION DE BULLETIN DE PAIE",
  period: "Période : {period}",
  agreement: "Convention collective 1351 (prévention et sécurité)",
  disclaimer:
    "Estimation à titre indicatif : ce document n'est pas un bulletin de paie au sens de l'article R3243-1 du Code du travail (cotisations à taux forfaitaire, sans cotisations patronales, congés ni prélèvement à la source).",
  employee: "Salarié",
  badge: "Matricule",
  job: "Poste",
  coefficient: "Coefficient",
  hourlyRate: "Taux horaire",
  label: "Libellé",
  base: "Base",
  rate: "Taux",
  amount: "Montant",
  footnote:
    "Montants calculés par CALCUL-SECU aux taux de la société ; chaque montant est arrondi une fois au centime.",
  generatedOn: "Document généré le {at}",
  baseSalary: "Salaire de base",
  dressing: "Prime d'habillage",
  ssiap: "Prime SSIAP",
  supervision: "Prime d'encadrement",
  risk: "Prime de risque",
  dogHandler: "Prime cynophile",
  dog: "{n} chien",
  dogs: "{n} chiens",
  totalBonuses: "Total des primes",
  night: "Majoration heures de nuit",
  sunday: "Majoration dimanche",
  holiday: "Majoration jours fériés",
  totalPremiums: "Total des majorations",
  gross: "SALAIRE BRUT",
  contributions: "Cotisations salariales",
  dailyAllowance: "Indemnités journalières",
  days: "{n} j",
  transport: "Indemnité transport (pass Navigo)",
  uniform: "Indemnité d'entretien de la tenue",
  totalAllowances: "Total des indemnités",
  net: "NET À PAYER",
  /** ASCII start of the file name. */
  filename: "simulation-bulletin",
} as const;

/** A camera's state in a report's table (the stored code's French label). */
export const DOC_CAMERA_STATUS = { online: "En ligne", offline: "Hors ligne" } as const;

/**
 * The month's payroll as Excel, for the accountant (decision 122). The French words are the columns
 * the file had before it followed its requester's language: a French export is unchanged.
 */
export const MSG_DOC_PAYROLL_MONTH = {
  agent: "Agent",
  badge: "Matricule",
  job: "Poste",
  coefficient: "Coefficient",
  hourlyRate: "Taux horaire",
  hours: "Heures",
  nightHours: "Heures de nuit",
  sundayHours: "Heures dimanche",
  holidayHours: "Heures fériées",
  daysWorked: "Jours travaillés",
  shifts: "Gardes",
  completed: "Terminées",
  planned: "Planifiées",
  baseSalary: "Salaire de base",
  bonuses: "Primes",
  premiums: "Majorations",
  gross: "Salaire brut",
  contributions: "Cotisations",
  allowances: "Indemnités",
  net: "Net à payer",
  /** "Total (2 agents)"; "Total (1 agent)" by the plural rules (decision 118). */
  totals: "Total ({n} {n|agent|agents})",
  footer: "{company} - paie de {period}",
  sheet: "Paie {period}",
  /** ASCII start of the file name: "paie-2026-11.xlsx". */
  filename: "paie",
} as const;

/**
 * The payroll variables' titles (the row under the stable codes, decision 051) and file name
 * (decision 122). The codes are never translated: a payroll package maps them.
 */
export const MSG_DOC_PAYROLL_VARIABLES = {
  badge: "Matricule",
  name: "Nom",
  job: "Poste",
  coefficient: "Coefficient",
  hourlyRate: "Taux horaire",
  hours: "Heures travaillées",
  nightHours: "Dont heures de nuit",
  sundayHours: "Dont heures du dimanche",
  holidayHours: "Dont heures fériées",
  daysWorked: "Jours travaillés",
  dressing: "Prime d'habillage",
  ssiap: "Prime SSIAP",
  supervision: "Prime d'encadrement",
  risk: "Prime de risque",
  dogHandler: "Prime cynophile",
  night: "Majoration de nuit",
  sunday: "Majoration du dimanche",
  holiday: "Majoration jours fériés",
  dailyAllowance: "Indemnités journalières",
  transport: "Indemnité transport",
  uniform: "Indemnité d'entretien",
  leaveDays: "Jours de congé",
  unavailableDays: "Jours d'indisponibilité",
  grossEstimate: "Brut estimé",
  sheet: "Variables {period}",
  /** ASCII start of the file name: "variables-paie-2026-11.csv". */
  filename: "variables-paie",
} as const;

/** The access log's CSV and Excel exports: column titles, sheet, and the stored French codes' words. */
export const MSG_DOC_ACCESS_LOG = {
  date: "Date",
  name: "Nom",
  badge: "Badge",
  department: "Département",
  status: "Statut",
  site: "Site",
  location: "Emplacement",
  accessType: "Type d'accès",
  reason: "Motif",
  sheet: "Journal des accès",
  granted: "Autorisé",
  refused: "Refusé",
  entry: "entrée",
  exit: "sortie",
} as const;

/** The audit journal's CSV export: column titles. */
export const MSG_DOC_AUDIT_LOG = {
  date: "date",
  user: "utilisateur",
  action: "action",
  entity: "entité",
  entityId: "identifiant",
  details: "détails",
} as const;

/**
 * ASCII words of the other downloads' file names (decision 123): a download is named in its
 * requester's language, like the documents of decision 118 ("ronde-2026-11-13-…" / "tour-report-…").
 */
export const MSG_DOC_FILES = {
  /** "extrait-<id>.mp4": a recording clip. */
  clip: "extrait",
  /** "capture-<camera>-<time>.jpg". */
  snapshot: "capture",
  /** "ronde-<day>-<id>.pdf": the report of one tour run. */
  tourReport: "ronde",
  /** "etiquettes-rondes.pdf": a site's checkpoint labels. */
  checkpointLabels: "etiquettes-rondes",
  /** "rapport-mensuel-<client>-<month>.pdf". */
  monthlyReport: "rapport-mensuel",
  accessLog: "journal-acces",
  auditLog: "journal-audit",
} as const;
