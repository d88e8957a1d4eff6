/** Server messages of photos and stored files (fr; en and es in the i18n catalogues). */
export const MSG_STORAGE = {
  photoType: "Photo refusée : JPEG, PNG ou WebP attendu (type lu dans le contenu du fichier)",
  photoTooBig: "Photo trop volumineuse : {max} Mo au plus",
  photoTooLarge: "Photo trop grande : {max} pixels au plus de côté (l'application la réduit avant l'envoi)",
  photoTooManyPixels: "Photo trop grande : {max} millions de pixels au plus",
  photoUnreadable: "Photo illisible : fichier abîmé ou incomplet",
  photoEncoding: "Photo illisible : contenu base64 attendu",
  quotaExceeded:
    "Espace de stockage de la société plein : {used} Mo utilisés sur {quota} Mo. Supprimez des fichiers ou augmentez le quota.",
  noCurrentShift: "Aucun service en cours : une photo se prend pendant votre service",
  notAnAgent: "Ce compte n'est lié à aucun agent",
} as const;
