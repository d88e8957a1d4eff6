// Server texts of the authentication budgets (issue 28, decision 079) and of the account request
// sent to an address that already has an account (decision 078). `{name}` placeholders are filled
// per reader (renderServerText).
export const MSG_AUTH_LIMITS = {
  passwordChecksLimited:
    "Trop de tentatives de vérification du mot de passe. Réessayez dans quelques minutes.",
  twoFactorLocked:
    "Double authentification bloquée pour 24 heures après {max} codes erronés. Un e-mail a été envoyé au titulaire du compte.",
  twoFactorLockedSubject: "Votre double authentification HTS est bloquée",
  twoFactorLockedBody:
    "Bonjour {name},\n\n{max} codes de double authentification erronés ont été saisis pour votre compte HTS en 24 heures : la vérification par code est bloquée pour 24 heures.\n\nSi ce n'était pas vous, quelqu'un connaît votre mot de passe : changez-le dès que possible (« Mot de passe oublié » sur la page de connexion) et prévenez votre administrateur.\n",
  newPasswordSameAsCurrent: "Le nouveau mot de passe doit être différent du mot de passe actuel",
  passwordTooSimple: "Mot de passe trop simple : utilisez des caractères variés",
  accountRequestedSubject: "Demande de compte HTS pour votre adresse e-mail",
  accountRequestedBody:
    "Bonjour,\n\n{inviter} (société {company}) a demandé la création d'un compte HTS pour l'adresse {email}. Cette adresse est déjà celle d'un compte HTS, et une adresse n'appartient qu'à un seul compte : aucun compte n'a été créé et le vôtre n'a pas changé.\n\nSi vous devez rejoindre {company}, donnez-lui une autre adresse e-mail. Sinon, ignorez ce message.\n",
} as const;
