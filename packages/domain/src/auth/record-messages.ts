// Messages of the record-level rights and of deleting sites, cameras and report drafts (issue 16,
// decisions 015 to 017). French here; English and Spanish in catalog-en.ts and catalog-es.ts.

export const MSG_RECORDS = {
  siteArchived: "Ce site est archivé : il est en lecture seule. Restaurez-le pour le modifier.",
  siteArchivedRef: "Ce site est archivé : choisissez un site en service",
  siteNotArchived: "Ce site n'est pas archivé",
  siteFutureShifts:
    "Gardes à venir sur ce site : {n}. Supprimez-les ou déplacez-les sur un autre site avant de supprimer le site.",
  reportDeleteFinalized: "Ce rapport est finalisé : il ne peut pas être supprimé",
} as const;
