// French messages shared by the API and the web app. Strings quoted by the specification are kept
// exactly as written there.
export const MSG = {
  passwordTooShort: "Le mot de passe doit contenir au moins 6 caractères",
  passwordMismatch: "Les mots de passe ne correspondent pas",
  emailInvalid: "Adresse e-mail invalide",
  required: "Ce champ est obligatoire",
  emailTaken: "Un compte existe déjà avec cette adresse e-mail",
  badCredentials: "Identifiants incorrects : vérifiez l'adresse e-mail et le mot de passe",
  tooManyAttempts: "Trop de tentatives de connexion. Réessayez dans quelques minutes.",
  tooManyRequests: "Trop de requêtes. Réessayez dans quelques minutes.",
  unauthenticated: "Authentification requise",
  sessionExpired: "Session expirée ou invalide : veuillez vous reconnecter",
  accountDisabled: "Ce compte est désactivé",
  forbidden: "Vous n'avez pas les droits nécessaires pour cette action",
  notFound: "Ressource introuvable",
  routeNotFound: "Route introuvable",
  invalidJson: "Le corps de la requête n'est pas un JSON valide",
  bodyTooLarge: "Le corps de la requête est trop volumineux",
  unsupportedMediaType: "Type de contenu non pris en charge",
  badRequest: "Requête invalide",
  urlTooLong: "Adresse de la requête trop longue",
  generic: "Une erreur est survenue",
  lastAdmin: "Impossible : la société doit garder au moins un administrateur actif",
  selfDisable: "Vous ne pouvez pas désactiver votre propre compte",
  textInvalid: "Ce texte contient un caractère non autorisé (caractère nul ou encodage invalide)",
  dateOutOfRange: "Date hors de la plage acceptée (années 1900 à 2999)",
  numberOutOfRange: "Nombre hors de la plage acceptée",
  serverBusy: "Serveur momentanément surchargé. Réessayez dans quelques secondes.",
  documentsBusy: "Trop de documents sont en cours de génération. Réessayez dans quelques secondes.",
  documentTooLarge:
    "Document trop volumineux pour être généré : {max} caractères au plus. Réduisez la période ou le nombre d'éléments.",
  planNotSelfService:
    "L'offre {plan} est accordée par l'exploitant de la plateforme : inscrivez-vous avec l'offre {allowed}, puis contactez-le pour changer d'offre.",
} as const;

// Operations (sites, cameras, alarms). `{name}` placeholders are filled by `fillMessage`.
export const MSG_OPS = {
  siteLimit:
    "Limite de sites atteinte pour l'abonnement {plan} ({n} sites). Passez à l'offre supérieure pour en ajouter.",
  siteNotFound: "Site introuvable",
  ipInvalid: "Adresse IP invalide (IPv4 ou IPv6 attendue)",
  cameraUrlInvalid: "URL invalide : rtsp://, rtsps://, http:// ou https:// attendu",
  alarmAlreadyResolved: "Cette alarme est déjà résolue",
  dateRangeInvalid: "La date de début doit précéder la date de fin",
  notificationCriticalAlarm: "Alarme critique : {title}",
} as const;

/** Replaces `{key}` in a message template. */
export function fillMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
