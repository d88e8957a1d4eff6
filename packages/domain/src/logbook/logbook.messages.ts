/** Server messages of the logbook (main courante); en and es in the i18n catalogues. */
export const MSG_LOGBOOK = {
  notAnAgent: "Ce compte n'est lié à aucun agent",
  shiftNotFound: "Service introuvable",
  notOnShift: "Main courante refusée : l'heure de l'entrée tombe hors de ce service",
  categoryUnknown: "Catégorie inconnue : choisissez-en une de la liste de la société",
  photoNotFound: "Photo introuvable : reprenez la photo",
  futureTime: "L'heure du téléphone est en avance sur le serveur : vérifiez l'heure du téléphone",
  alarmTitle: "Main courante : {category} — {agent}",
  alarmTriggeredBy: "Main courante de l'application agent",
  alarmRaised: "Alarme levée depuis la main courante",
  reportObservations:
    "Rapport d'activité généré à la fin du service de {agent} ({start} – {end}) : {entries} entrée(s) de main courante, {incidents} incident(s), {photos} photo(s), {tours} ronde(s).",
} as const;
