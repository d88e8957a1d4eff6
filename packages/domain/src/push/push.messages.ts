/** Texts the push module's server writes (French; en/es in the catalogues). */
export const MSG_PUSH = {
  endpointInvalid: "Adresse d'abonnement push invalide",
  endpointInsecure: "L'adresse d'abonnement push doit être en https",
  endpointRefused: "Cette adresse d'abonnement push désigne un réseau interne : refusée",
  keysInvalid: "Clés d'abonnement push invalides (p256dh : point P-256 non compressé, auth : 16 octets)",
  subscriptionNotFound: "Abonnement push introuvable",
} as const;
