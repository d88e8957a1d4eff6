// French texts of the platform operator's console on the server (translated in catalog-en/es).
export const MSG_PLATFORM = {
  companySuspended:
    "L'accès de votre société est suspendu. Contactez l'exploitant de la plateforme pour le rétablir.",
  operatorOnly: "Réservé à l'exploitant de la plateforme",
  noBusinessData: "Un compte d'exploitant de la plateforme n'a pas accès aux données des sociétés",
} as const;
