// Texts the clients module sends (issue 25), French first; catalog-en.ts and catalog-es.ts translate.
export const MSG_CLIENTS = {
  sirenInvalid: "SIREN invalide : 9 chiffres dont la clé de contrôle (algorithme de Luhn) est juste",
  siretInvalid: "SIRET invalide : 14 chiffres dont la clé de contrôle (algorithme de Luhn) est juste",
  siretMismatch: "Le SIRET ne commence pas par le SIREN du client",
  clientNotFound: "Client introuvable",
  clientArchived: "Ce client est archivé : restaurez-le pour le modifier",
  clientNotArchived: "Ce client n'est pas archivé",
  siteOfAnotherClient: "Ce site appartient déjà à un autre client : détachez-le d'abord",
  siteArchived: "Ce site est archivé",
  clientRoleFromClientPage:
    "Un utilisateur client s'invite depuis la fiche de son client, et reste un utilisateur client",
  siteNotOfClient: "Ce site n'appartient pas à ce client",
} as const;
