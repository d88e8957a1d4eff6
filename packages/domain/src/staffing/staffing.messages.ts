/** Texts the coverage module's server writes (French; en/es in the catalogues). */
export const MSG_COVERAGE = {
  postNotFound: "Poste à couvrir introuvable",
  siteNotFound: "Site introuvable",
  nameRequired: "Veuillez entrer un nom de poste",
  validityOrder: "La fin de validité doit suivre son début",
  nameTaken: "Un poste de ce nom existe déjà sur ce site",
  periodTooLong: "La période à planifier va d'un jour à un mois (31 jours au plus)",
  runNotFound: "Calcul de planification introuvable",
  runBusy: "Un calcul de planification est déjà en cours pour votre société : attendez-le ou annulez-le",
} as const;
