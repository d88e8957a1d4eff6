/** Texts the push module's server writes (French; en/es in the catalogues). */
export const MSG_PUSH = {
  endpointInvalid: "Adresse d'abonnement push invalide",
  endpointInsecure: "L'adresse d'abonnement push doit être en https",
  endpointRefused: "Cette adresse d'abonnement push désigne un réseau interne : refusée",
  keysInvalid: "Clés d'abonnement push invalides (p256dh : point P-256 non compressé, auth : 16 octets)",
  subscriptionNotFound: "Abonnement push introuvable",
  // Notifications sent to phones (issue 22), in the receiver's language.
  checkDueTitle: "Tout va bien ?",
  checkDueBody: "Confirmez dans l'application agent (délai : {grace} min)",
  shiftChangedTitle: "Planning modifié",
  shiftChangedBody: "Votre vacation du {date} ({site}) a changé",
  shiftRemovedBody: "Votre vacation du {date} ({site}) a été supprimée",
  postOrdersTitle: "Nouvelles consignes",
  postOrdersBody: "{site} : {title} (version {version}), à lire avant la prochaine prise de service",
} as const;
