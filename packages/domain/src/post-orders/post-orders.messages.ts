/** Texts the post-orders module's server writes (French; en/es in the catalogues). */
export const MSG_POST_ORDERS = {
  alreadyExists: "Des consignes existent déjà pour ce site et ce poste : publiez-en une nouvelle version",
  siteNotFound: "Site introuvable",
  attachmentType:
    "Pièce jointe refusée : PDF, JPEG, PNG ou WebP attendu (type lu dans le contenu du fichier)",
  attachmentTooBig: "Pièce jointe trop volumineuse : {max} Mo au plus par fichier",
  attachmentEncoding: "Pièce jointe illisible : contenu base64 attendu",
  attachmentsTooMany: "Trop de pièces jointes : {max} au plus par version",
  notAnAgent: "Ce compte n'est lié à aucun agent",
} as const;
