import type { TLang } from "../i18n/languages.ts";

// The audit log read as sentences (issue 29): 'Marie Dupont a modifié le site Entrepôt Nord : adresse',
// in the reader's language, instead of raw codes and JSON. Unknown codes still give a readable sentence.

type Words = {
  system: string;
  actions: Record<string, string>;
  /** Generic verb for an action without its own words: `{action}` is its code. */
  otherAction: string;
  entities: Record<string, string>;
  otherEntity: string;
  fields: Record<string, string>;
};

const FR: Words = {
  system: "Le système",
  actions: {
    create: "a créé",
    update: "a modifié",
    delete: "a supprimé",
    read: "a consulté",
    export: "a exporté",
    restore: "a restauré",
    resolve: "a résolu",
    purge: "a purgé",
    cancel: "a annulé",
    archive: "a archivé",
    acknowledge: "a pris en compte",
    assign: "a assigné",
    validate: "a validé",
    login: "s'est connecté(e) :",
    logout: "s'est déconnecté(e) :",
    register: "a inscrit",
    enable: "a activé",
    disable: "a désactivé",
    download: "a téléchargé",
    comment: "a commenté",
    override_conflicts: "a passé outre les conflits de",
    platform_plan_change: "(exploitant de la plateforme) a changé l'offre de",
    platform_suspend: "(exploitant de la plateforme) a suspendu",
    platform_reinstate: "(exploitant de la plateforme) a rétabli",
  },
  otherAction: "a effectué « {action} » sur",
  entities: {
    site: "le site",
    agent: "l'agent",
    shift: "la garde",
    alarm: "l'alarme",
    user: "l'utilisateur",
    camera: "la caméra",
    company: "la société",
    session: "session",
    badge: "le badge",
    backup: "la sauvegarde",
    radio: "la radio",
    security_report: "le rapport de sécurité",
    "access-point": "le point d'accès",
    "post-order": "la consigne",
    shift_template: "le gabarit de garde",
    agent_unavailability: "l'indisponibilité",
    timesheet: "la feuille d'heures",
    payslip: "le bulletin de paie",
  },
  otherEntity: "l'élément « {entity} »",
  fields: {
    name: "nom",
    address: "adresse",
    status: "statut",
    phone: "téléphone",
    email: "e-mail",
    role: "rôle",
    type: "type",
    notes: "notes",
    subscription: "offre",
    active: "actif",
  },
};

const EN: Words = {
  system: "The system",
  actions: {
    create: "created",
    update: "changed",
    delete: "deleted",
    read: "viewed",
    export: "exported",
    restore: "restored",
    resolve: "resolved",
    purge: "purged",
    cancel: "cancelled",
    archive: "archived",
    acknowledge: "acknowledged",
    assign: "assigned",
    validate: "validated",
    login: "signed in:",
    logout: "signed out:",
    register: "registered",
    enable: "enabled",
    disable: "disabled",
    download: "downloaded",
    comment: "commented on",
    override_conflicts: "overrode the conflicts of",
    platform_plan_change: "(platform operator) changed the plan of",
    platform_suspend: "(platform operator) suspended",
    platform_reinstate: "(platform operator) reinstated",
  },
  otherAction: "did “{action}” on",
  entities: {
    site: "the site",
    agent: "the agent",
    shift: "the shift",
    alarm: "the alarm",
    user: "the user",
    camera: "the camera",
    company: "the company",
    session: "session",
    badge: "the badge",
    backup: "the backup",
    radio: "the radio",
    security_report: "the security report",
    "access-point": "the access point",
    "post-order": "the post order",
    shift_template: "the shift template",
    agent_unavailability: "the unavailability",
    timesheet: "the timesheet",
    payslip: "the payslip",
  },
  otherEntity: "the item “{entity}”",
  fields: {
    name: "name",
    address: "address",
    status: "status",
    phone: "phone",
    email: "e-mail",
    role: "role",
    type: "type",
    notes: "notes",
    subscription: "plan",
    active: "active",
  },
};

const ES: Words = {
  system: "El sistema",
  actions: {
    create: "ha creado",
    update: "ha modificado",
    delete: "ha eliminado",
    read: "ha consultado",
    export: "ha exportado",
    restore: "ha restaurado",
    resolve: "ha resuelto",
    purge: "ha purgado",
    cancel: "ha anulado",
    archive: "ha archivado",
    acknowledge: "ha atendido",
    assign: "ha asignado",
    validate: "ha validado",
    login: "ha iniciado sesión:",
    logout: "ha cerrado sesión:",
    register: "ha registrado",
    enable: "ha activado",
    disable: "ha desactivado",
    download: "ha descargado",
    comment: "ha comentado",
    override_conflicts: "ha pasado por alto los conflictos de",
    platform_plan_change: "(operador de la plataforma) ha cambiado el plan de",
    platform_suspend: "(operador de la plataforma) ha suspendido",
    platform_reinstate: "(operador de la plataforma) ha restablecido",
  },
  otherAction: "ha realizado «{action}» en",
  entities: {
    site: "el sitio",
    agent: "el agente",
    shift: "el turno",
    alarm: "la alarma",
    user: "el usuario",
    camera: "la cámara",
    company: "la empresa",
    session: "sesión",
    badge: "la tarjeta",
    backup: "la copia de seguridad",
    radio: "la radio",
    security_report: "el informe de seguridad",
    "access-point": "el punto de acceso",
    "post-order": "la consigna",
    shift_template: "la plantilla de turno",
    agent_unavailability: "la indisponibilidad",
    timesheet: "la hoja de horas",
    payslip: "la nómina",
  },
  otherEntity: "el elemento «{entity}»",
  fields: {
    name: "nombre",
    address: "dirección",
    status: "estado",
    phone: "teléfono",
    email: "correo",
    role: "rol",
    type: "tipo",
    notes: "notas",
    subscription: "plan",
    active: "activo",
  },
};

const WORDS: Record<TLang, Words> = { fr: FR, en: EN, es: ES };

/** A code as words when it has none of its own: 'lone-worker-check' → 'lone worker check'. */
const spaced = (code: string) => code.replace(/[-_]+/g, " ");

/** The action's words alone, for the filter's options. */
export function auditActionLabel(action: string, lang: TLang): string {
  const w = WORDS[lang];
  return w.actions[action] ?? w.otherAction.replace("{action}", spaced(action));
}

/** The entity's words alone, for the filter's options. */
export function auditEntityLabel(entity: string, lang: TLang): string {
  const w = WORDS[lang];
  return w.entities[entity] ?? w.otherEntity.replace("{entity}", spaced(entity));
}

/**
 * One audit row as a sentence. `entityName` is the record's name when known (a site, an agent); the
 * changed fields of an update are listed after a colon.
 */
export function auditSentence(
  entry: {
    userName: string | null;
    action: string;
    entity: string;
    entityName?: string | null;
    details: unknown;
  },
  lang: TLang,
): string {
  const w = WORDS[lang];
  const details =
    entry.details && typeof entry.details === "object" ? (entry.details as Record<string, unknown>) : {};
  const name = entry.entityName ?? (typeof details.name === "string" ? details.name : null);
  const parts = [
    entry.userName ?? w.system,
    auditActionLabel(entry.action, lang),
    auditEntityLabel(entry.entity, lang),
  ];
  if (name) parts.push(name);
  let sentence = parts.join(" ");
  if (entry.action === "update") {
    const fields = Object.keys(details)
      .filter((key) => key !== "updatedAt" && key !== "updated_at")
      .map((key) => w.fields[key] ?? spaced(key));
    if (fields.length > 0) sentence += `${lang === "fr" ? " : " : ": "}${fields.join(", ")}`;
  }
  return sentence;
}
