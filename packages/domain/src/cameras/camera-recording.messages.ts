/** Texts the recording of cameras writes (French; en/es in the catalogues). Issue 30. */
export const MSG_RECORDING = {
  stalledTitle: "Enregistrement interrompu : {camera}",
  stalledDescription:
    "La caméra {camera} ({site}) devrait enregistrer mais n'écrit plus depuis {minutes} min",
  stalledTriggeredBy: "Surveillance des enregistrements",
  stalledRaised: "Aucun segment écrit depuis {minutes} min",
  segmentNotFound: "Segment d'enregistrement introuvable",
  evidenceSpan: "La fin de l'extrait doit suivre son début, d'une heure au plus",
  evidenceNothing: "Aucun enregistrement de cette caméra sur cette période",
  evidenceFailed: "L'extrait n'a pas pu être produit à partir des segments enregistrés",
  diskLowTitle: "Espace disque des enregistrements insuffisant",
  diskLowDescription:
    "Disque des enregistrements : {free} Go libres sur {total} Go (seuil : {min} Go) ; les caméras s'arrêteront d'enregistrer quand il sera plein",
  diskLowTriggeredBy: "Surveillance de l'espace disque",
  diskLowLocation: "Serveur d'enregistrement",
  diskLowRaised: "Espace libre : {free} Go",
} as const;
