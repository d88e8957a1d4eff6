// French texts of settings, accounts, sign-in security and backups (issue 10). Quoted spec strings are
// kept exactly; `{name}` placeholders are filled per reader (decision 014).
export const MSG_SETTINGS = {
  passwordTooShort12: "Le mot de passe doit contenir au moins 12 caractères",
  passwordTooCommon: "Ce mot de passe fait partie des plus courants : choisissez-en un autre",
  passwordMismatch: "Les mots de passe ne correspondent pas.",
  currentPasswordWrong: "Mot de passe actuel incorrect",
  currentPasswordRequired: "Le mot de passe actuel est requis pour changer d'adresse e-mail",
  passwordChanged: "Mot de passe modifié",
  passwordExpired: "Votre mot de passe a expiré : changez-le dans Paramètres > Sécurité avant de continuer",
  passwordChangeRequired:
    "Vous devez choisir un nouveau mot de passe (Paramètres > Sécurité) avant de continuer",
  twoFactorEnrolmentRequired:
    "La société exige la double authentification : activez-la dans Paramètres > Sécurité avant de continuer",
  twoFactorCodeInvalid: "Code de vérification incorrect ou expiré",
  twoFactorChallengeInvalid:
    "Étape de connexion expirée : saisissez à nouveau votre e-mail et votre mot de passe",
  twoFactorAlreadyEnabled: "La double authentification est déjà activée",
  twoFactorNotPending: "Commencez par générer un nouveau secret",
  twoFactorNotEnabled: "La double authentification n'est pas activée",
  twoFactorRequiredByCompany:
    "La société exige la double authentification : elle ne peut pas être désactivée",
  ipNotAllowed:
    "Accès refusé depuis cette adresse IP ({ip}) : elle ne figure pas dans la liste autorisée de la société",
  ipEntryInvalid: "Entrée invalide dans la liste d'adresses IP : « {entry} »",
  ipSelfExcluded:
    "Votre adresse actuelle ({ip}) ne figure pas dans cette liste : vous perdriez l'accès. Confirmez pour enregistrer quand même.",
  maintenance: "Maintenance en cours : le système est temporairement indisponible. Réessayez plus tard.",
  resetLinkSent:
    "Si un compte existe avec cette adresse, un e-mail contenant un lien de réinitialisation vient d'être envoyé.",
  resetLinkInvalid: "Ce lien n'est plus valide : il a expiré ou a déjà été utilisé",
  invitationInvalid: "Cette invitation n'est plus valide : elle a expiré ou a déjà été utilisée",
  sessionNotFound: "Session introuvable",
  agentNotFound: "Fiche agent introuvable",
  agentAlreadyLinked: "Cette fiche agent est déjà liée à un autre compte",
  backupNotFound: "Sauvegarde introuvable",
  backupMalformed: "Ce fichier n'est pas une sauvegarde de société HTS lisible : rien n'a été modifié.",
  backupForeign: "Cette sauvegarde appartient à une autre société : elle ne peut pas être restaurée ici.",
  restoreConfirmationRequired:
    "Pour remplacer les données actuelles, saisissez exactement le nom de la société.",
  restoreConflict:
    "Restauration impossible : une donnée de la sauvegarde est déjà utilisée ailleurs (par exemple une adresse e-mail). Rien n'a été modifié.",
  invitationSubject: "Invitation à rejoindre {company} sur HTS",
  invitationBody:
    "Bonjour {name},\n\n{inviter} vous invite à rejoindre {company} sur HTS.\nChoisissez votre mot de passe en ouvrant ce lien (valable {hours} heures) :\n{link}\n\nSi vous n'attendiez pas cette invitation, ignorez ce message.",
  resetSubject: "Réinitialisation de votre mot de passe HTS",
  resetBody:
    "Bonjour {name},\n\nUne réinitialisation du mot de passe de votre compte HTS a été demandée.\nOuvrez ce lien (valable 30 minutes, utilisable une seule fois) pour choisir un nouveau mot de passe :\n{link}\n\nSi vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe ne change pas.",
  alarmSubject: "Alarme critique : {title}",
  alarmSubjectOther: "Alarme {severity} : {title}",
  alarmBody:
    "Alarme {severity} sur le site {site} ({location}).\n{description}\n\nDéclenchée le {at}.\nVoir l'alarme : {link}",
  retentionPurge: "Purge de rétention",
  maintenanceOnSubject: "{company} : maintenance en cours",
  maintenanceOnBody:
    "Bonjour {name},\n\nHTS est en maintenance pour {company} depuis {at} : seuls les administrateurs peuvent l'utiliser. Un nouvel e-mail vous préviendra de la fin de la maintenance.",
  maintenanceOffSubject: "{company} : fin de la maintenance",
  maintenanceOffBody:
    "Bonjour {name},\n\nLa maintenance de HTS pour {company} est terminée ({at}) : vous pouvez de nouveau vous connecter.",
} as const;
