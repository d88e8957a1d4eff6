// Texts of the e-mail summary (issue 25), French first; catalog-en.ts and catalog-es.ts translate.
export const MSG_CLIENT_SUMMARY = {
  subject: "Résumé du service sur vos sites — {client}, du {from} au {to}",
  intro: "Bonjour {name},\n\nVoici le service rendu sur vos sites du {from} au {to}.",
  figures:
    "Heures prévues : {planned}\nHeures pointées : {worked}\nTaux de réalisation : {fulfilment}\nPrises de poste en retard : {late}\nPostes non couverts : {uncovered}",
  incidents: "Incidents publiés : {count}",
  outro:
    "Le détail, les rapports et vos demandes sont sur votre portail : {url}\n\nVous recevez ce résumé parce que vous l'avez demandé sur votre portail ; vous pouvez l'y arrêter.",
} as const;
