/** Texts the recording of cameras writes (French; en/es in the catalogues). Issue 30. */
export const MSG_RECORDING = {
  stalledTitle: "Enregistrement interrompu : {camera}",
  stalledDescription:
    "La caméra {camera} ({site}) devrait enregistrer mais n'écrit plus depuis {minutes} min",
  stalledTriggeredBy: "Surveillance des enregistrements",
  stalledRaised: "Aucun segment écrit depuis {minutes} min",
  segmentNotFound: "Segment d'enregistrement introuvable",
} as const;
