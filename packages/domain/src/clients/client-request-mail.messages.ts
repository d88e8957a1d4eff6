// The e-mails a client user receives about a request he filed (issue 25, decision 125), at each step:
// received, taken in hand, answered, closed. French first; catalog-en.ts and catalog-es.ts translate.
export const MSG_CLIENT_REQUEST_MAIL = {
  receivedSubject: "Demande reçue : {subject}",
  receivedBody:
    "Bonjour {name},\n\n{company} a bien reçu votre demande « {subject} » ({kind}) pour le site {site}. Vous serez prévenu par e-mail à chaque étape.",
  inProgressSubject: "Demande prise en charge : {subject}",
  inProgressBody:
    "Bonjour {name},\n\n{company} a pris en charge votre demande « {subject} » pour le site {site}.",
  answeredSubject: "Réponse à votre demande : {subject}",
  answeredBody:
    "Bonjour {name},\n\n{company} a répondu à votre demande « {subject} » pour le site {site} :\n\n{answer}",
  closedSubject: "Demande close : {subject}",
  closedBody:
    "Bonjour {name},\n\n{company} a clos votre demande « {subject} » pour le site {site}, avec cette réponse :\n\n{answer}",
  reopenedSubject: "Demande rouverte : {subject}",
  reopenedBody: "Bonjour {name},\n\n{company} a rouvert votre demande « {subject} » pour le site {site}.",
  outro: "Suivez vos demandes sur votre portail : {url}",
} as const;
