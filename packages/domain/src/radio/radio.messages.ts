import type { TEmergencyCategory } from "./emergency-detector.ts";

/** Texts the radio module's server writes (French; en/es in the catalogues). */
export const MSG_RADIO = {
  imeiInvalid: "IMEI invalide : 15 chiffres dont le dernier est la clé de contrôle (algorithme de Luhn)",
  radioIdTaken: "Une radio de la société porte déjà cet IMEI",
  radioNotFound: "Radio introuvable",
  radioRetired: "Cette radio est retirée du service",
  agentNotFound: "Agent introuvable dans la société",
  channelNotFound: "Canal introuvable",
  channelNameTaken: "Un canal de la société porte déjà ce nom",
  channelEmergencyKept: "Le canal d'urgence de la société ne peut pas être supprimé",
  priorityInvalid: "Priorité invalide : 0, 1 ou 2 attendu",
  radioKeyMissing: "Clé de radio manquante ou invalide",
  alertNotFound: "Alerte radio introuvable",
  alertResolved: "Cette alerte est déjà résolue",
  agentNotAvailable: "Cet agent n'est pas disponible (pas de garde en cours)",
  latitudeInvalid: "Latitude invalide : entre -90 et 90",
  longitudeInvalid: "Longitude invalide : entre -180 et 180",
  emergencyChannelName: "Urgence",
  emergencyChannelDescription: "Canal d'urgence de la société",
  summaryAlerts: "{n} alerte(s) active(s), intervention recommandée",
  summaryCoverage:
    "Attention : seulement {x} {x|radio active|radios actives} sur {y}, vérifiez la couverture",
  summaryOptimal: "Système optimal : toutes les radios fonctionnent normalement",
  sosDescription: "SOS déclenché depuis la radio {radio}",
  sosAlarmTitle: "SOS radio : {agent}",
  sosAlarmTriggeredBy: "Radio {radio}",
  emergencyAlarmTitle: "Urgence radio détectée : {agent}",
  unknownAgent: "Agent non assigné",
  detectedDescription: "« {transcript} »",
  lowBatteryDescription: "Batterie faible : {battery} %",
  signalLostDescription: "Signal perdu ou radio hors ligne",
  recoBattery: "Remplacer ou recharger la batterie de la radio",
  recoSignal: "Vérifier la couverture 4G et contacter l'agent par un autre moyen",
  recoRoutine: "Aucune action requise",
  dispatched: "Agent dépêché : {agent}",
  engineBuiltin: "Détecteur intégré",
  clipInvalid:
    "Enregistrement audio invalide : un clip Opus (audio/webm ou audio/ogg) de 2 Mo au plus est attendu",
  clipNotFound: "Aucun enregistrement audio pour cette communication",
  clipUserQuota:
    "Quota de messages vocaux atteint : {limit} Mo par personne sur 24 heures. Réessayez plus tard ou passez par la radio",
  clipCompanyQuota:
    "Espace des messages vocaux de la société plein ({limit} Mo) : les plus anciens seront effacés par la durée de conservation",
} as const;

/** What the control room should do, by category of emergency. */
export const RADIO_RECOMMENDATIONS = {
  sos: "Dépêcher immédiatement l'agent disponible le plus proche et joindre l'agent en détresse",
  agression: "Envoyer des renforts, sécuriser l'agent et prévenir la police (17)",
  incendie: "Déclencher l'évacuation, prévenir les pompiers (18) et envoyer l'agent SSIAP le plus proche",
  blesse: "Envoyer un secouriste et prévenir le SAMU (15) si l'état le justifie",
  intrusion: "Envoyer une patrouille pour la levée de doute et prévenir la police si confirmée",
  renfort: "Dépêcher un agent disponible en renfort",
} as const satisfies Record<TEmergencyCategory, string>;
