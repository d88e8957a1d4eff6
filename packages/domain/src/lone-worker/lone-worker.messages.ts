/** Texts the lone-worker module's server writes (French; en/es in the catalogues). */
export const MSG_LONE_WORKER = {
  checkNotFound: "Contrôle « Tout va bien ? » introuvable",
  notAnAgent: "Ce compte n'est lié à aucun agent",
  noSite: "Aucun site connu pour cet agent : l'alerte ne peut pas être rattachée à un site",
  missedTitle: "PTI : pas de réponse à « Tout va bien ? » — {agent}",
  missedDescription:
    "{agent} n'a pas répondu au contrôle de {due} (délai de grâce {grace} min). Dernière position : {position}",
  missedTriggeredBy: "Travailleur isolé (PTI)",
  sosTitle: "SOS agent : {agent}",
  sosDescription: "SOS déclenché depuis l'application de {agent} à {at}. Position : {position}",
  sosTriggeredBy: "Application agent (SOS)",
  positionUnknown: "inconnue",
  positionText: "{lat}, {lng} (± {accuracy} m, relevée {at})",
  stepMissed: "Contrôle « Tout va bien ? » sans réponse",
  stepSos: "SOS reçu de l'application agent",
} as const;
