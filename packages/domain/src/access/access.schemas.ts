import { z } from "zod";
import { zDay, zInstant, zOptionalText, zSearch, zString, zText } from "../common/common.schemas.ts";
import { MSG } from "../common/messages.ts";
import {
  ACCESS_DECISIONS,
  ACCESS_DIRECTIONS,
  ACCESS_POINT_STATUSES,
  ACCESS_REASONS,
  BADGE_STATUSES,
  BADGE_TYPES,
  HOLDER_KINDS,
  normalizeNfcUid,
} from "./access.rules.ts";

/** Texts the access module's server writes (French; en/es in the catalogues). */
export const MSG_ACCESS = {
  badgeTaken: "Un badge porte déjà ce numéro dans la société",
  nfcUidTaken: "Cette carte NFC est déjà enregistrée pour un autre badge",
  nfcUidRequired: "L'identifiant (UID) de la carte NFC est obligatoire pour un badge NFC",
  nfcUidInvalid: "UID NFC invalide : 4, 7 ou 10 octets en hexadécimal attendus",
  holderNotFound: "Titulaire introuvable dans la société",
  notQrBadge: "Ce badge n'est pas un badge QR code",
  readerKeyMissing: "Clé de lecteur manquante ou invalide",
  presentationRequired: "Présentez un QR code (token) ou une carte NFC (nfcUid)",
  readerThrottled: "Trop de lectures pour ce lecteur. Patientez quelques secondes.",
  alarmTitle: "Tentatives d'accès refusées : {point}",
  alarmDescription: "{n} tentatives refusées en {minutes} min au point d'accès {point}",
  notificationAlarm: "Alarme contrôle d'accès : {point}",
  alarmTriggeredBy: "Lecteur {point}",
  alarmRaised: "Alarme levée par le contrôle d'accès",
  unknownHolder: "Inconnu",
  timeInvalid: "Heure invalide : HH:MM attendu",
  ruleHoursIncomplete: "Indiquez l'heure de début et l'heure de fin, ou aucune des deux",
  noBadgeOfMine:
    "Aucun badge QR code actif n'est associé à votre compte : demandez-en un au poste de contrôle",
} as const;

export const ZBadgeType = z.enum(BADGE_TYPES);
export const ZBadgeStatus = z.enum(BADGE_STATUSES);
export const ZHolderKind = z.enum(HOLDER_KINDS);
export const ZAccessPointStatus = z.enum(ACCESS_POINT_STATUSES);
export const ZAccessDirection = z.enum(ACCESS_DIRECTIONS);
export const ZAccessDecision = z.enum(ACCESS_DECISIONS);
export const ZAccessReasonCode = z.enum(Object.keys(ACCESS_REASONS) as [keyof typeof ACCESS_REASONS]);

const zNfcUid = zString()
  .trim()
  .max(64)
  .nullish()
  .transform((v, ctx) => {
    if (!v) return null;
    const uid = normalizeNfcUid(v);
    if (!uid) ctx.addIssue({ code: "custom", message: MSG_ACCESS.nfcUidInvalid });
    return uid;
  });

/** A badge card (spec: id, holder, department, expires, status) with the form's fields. */
export const ZBadge = z.object({
  id: z.string(),
  badgeId: z.string(),
  holder: z.string(),
  holderName: z.string(),
  holderKind: ZHolderKind,
  agentId: z.string().nullable(),
  userId: z.string().nullable(),
  department: z.string().nullable(),
  badgeType: ZBadgeType,
  expiryDate: z.string().nullable(),
  expires: z.string().nullable(),
  status: ZBadgeStatus,
  /** Issue version, raised by every re-issue: older printed codes are refused. */
  version: z.number(),
  nfcUid: z.string().nullable(),
  /** Only the rotating QR code of the holder's phone opens (decision 082). */
  dynamicQrOnly: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TBadge = z.infer<typeof ZBadge>;

const badgeFields = {
  badgeId: zText(64),
  holderName: zText(120),
  department: zOptionalText(120),
  badgeType: ZBadgeType.default("qrcode"),
  // The form's empty date field sends "".
  expiryDate: z
    .union([z.literal(""), zDay()])
    .nullish()
    .transform((v) => v || null),
  holderKind: ZHolderKind.default("employee"),
  agentId: z
    .uuid()
    .nullish()
    .transform((v) => v ?? null),
  userId: z
    .uuid()
    .nullish()
    .transform((v) => v ?? null),
  nfcUid: zNfcUid,
  dynamicQrOnly: z.boolean().default(false),
};

/** The spec's badge form: badge number and holder name required, the rest optional, type qrcode. */
export const ZBadgeCreate = z
  .object(badgeFields)
  .strict()
  .superRefine((b, ctx) => {
    if (b.badgeType === "nfc" && !b.nfcUid)
      ctx.addIssue({ code: "custom", path: ["nfcUid"], message: MSG_ACCESS.nfcUidRequired });
  });
export type TBadgeCreate = z.infer<typeof ZBadgeCreate>;

export const ZBadgePatch = z
  .object({
    badgeId: badgeFields.badgeId.optional(),
    holderName: badgeFields.holderName.optional(),
    department: zOptionalText(120).optional(),
    badgeType: ZBadgeType.optional(),
    expiryDate: z
      .union([z.literal(""), zDay()])
      .nullish()
      .transform((v) => (v === "" ? null : v)),
    holderKind: ZHolderKind.optional(),
    agentId: z.uuid().nullish(),
    userId: z.uuid().nullish(),
    nfcUid: zNfcUid.optional(),
    status: ZBadgeStatus.optional(),
    dynamicQrOnly: z.boolean().optional(),
  })
  .strict();
export type TBadgePatch = z.infer<typeof ZBadgePatch>;

export const ZBadgesQuery = z.object({
  q: zSearch(),
  status: ZBadgeStatus.optional(),
  badgeType: ZBadgeType.optional(),
});

/** The QR code of a badge: the signed token and a ready-to-show image. */
export const ZBadgeQr = z.object({ token: z.string(), svg: z.string(), version: z.number() });

const zHhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: MSG_ACCESS.timeInvalid });

export const ZAccessRule = z
  .object({
    departments: z.array(zText(120)).max(50).default([]),
    badgeIds: z.array(z.uuid()).max(500).default([]),
    days: z
      .array(z.number().int().min(1).max(7))
      .max(7)
      .default([1, 2, 3, 4, 5, 6, 7])
      .transform((d) => [...new Set(d)].sort()),
    from: zHhmm.nullish().transform((v) => v ?? null),
    to: zHhmm.nullish().transform((v) => v ?? null),
  })
  .strict()
  .superRefine((r, ctx) => {
    if ((r.from === null) !== (r.to === null))
      ctx.addIssue({ code: "custom", path: ["to"], message: MSG_ACCESS.ruleHoursIncomplete });
  });
export type TAccessRuleInput = z.infer<typeof ZAccessRule>;

/** Access point (spec: id, name, site, status, lastActivity) with location, direction and rule. */
export const ZAccessPoint = z.object({
  id: z.string(),
  name: z.string(),
  siteId: z.string(),
  site: z.string(),
  location: z.string(),
  direction: ZAccessDirection,
  /** The zone the point opens onto within its site ("" = the whole site): anti-passback's unit. */
  zone: z.string(),
  status: ZAccessPointStatus,
  lastActivity: z.string().nullable(),
  rule: z.object({
    departments: z.array(z.string()),
    badgeIds: z.array(z.string()),
    days: z.array(z.number()),
    from: z.string().nullable(),
    to: z.string().nullable(),
  }),
  /** When the reader key was last (re)generated. */
  keyCreatedAt: z.string(),
  createdAt: z.string(),
});
export type TAccessPoint = z.infer<typeof ZAccessPoint>;

export const ZAccessPointCreate = z
  .object({
    name: zText(120),
    siteId: z.uuid({ error: MSG.required }),
    location: zText(200),
    direction: ZAccessDirection.default("entrée"),
    zone: zString().trim().max(80).default(""),
    status: ZAccessPointStatus.default("Actif"),
    rule: ZAccessRule.optional(),
  })
  .strict();
export type TAccessPointCreate = z.infer<typeof ZAccessPointCreate>;

export const ZAccessPointPatch = z
  .object({
    name: zText(120).optional(),
    siteId: z.uuid().optional(),
    location: zText(200).optional(),
    direction: ZAccessDirection.optional(),
    zone: zString().trim().max(80).optional(),
    status: ZAccessPointStatus.optional(),
    rule: ZAccessRule.optional(),
  })
  .strict();
export type TAccessPointPatch = z.infer<typeof ZAccessPointPatch>;

/** A point with its reader key, shown once at creation and at each regeneration. */
export const ZAccessPointWithKey = ZAccessPoint.extend({ readerKey: z.string() });

/** Access log entry, with every field of the spec. */
export const ZAccessLog = z.object({
  id: z.string(),
  personName: z.string(),
  badgeId: z.string(),
  department: z.string().nullable(),
  status: ZAccessDecision,
  siteId: z.string().nullable(),
  siteName: z.string(),
  timestamp: z.string(),
  location: z.string(),
  accessType: z.string(),
  reason: z.string(),
  reasonCode: ZAccessReasonCode,
  accessPointId: z.string().nullable(),
  method: ZBadgeType,
});
export type TAccessLog = z.infer<typeof ZAccessLog>;

const ZDecisionFilter = z
  .enum(["Autorisé", "Refusé", "autorisé", "refusé", "autorise", "refuse"])
  .transform((v) => (v.toLowerCase().startsWith("autoris") ? "Autorisé" : "Refusé") as "Autorisé" | "Refusé");

export const ZAccessLogsQuery = z.object({
  /** Name, badge or department. */
  q: zSearch(),
  status: ZDecisionFilter.optional(),
  siteId: z.uuid().optional(),
  accessPointId: z.uuid().optional(),
  /** ISO date or date-time; `from` inclusive, `to` exclusive. */
  from: zInstant().optional(),
  to: zInstant().optional(),
});
export type TAccessLogsQuery = z.infer<typeof ZAccessLogsQuery>;

/** What a reader sends: the QR code's text, or the NFC card's uid. */
export const ZAccessCheck = z
  .object({
    token: zString().trim().min(1).max(512).optional(),
    nfcUid: zString().trim().min(1).max(64).optional(),
    /** A reader at a door used both ways says which way this presentation goes (decision 082). */
    direction: ZAccessDirection.optional(),
  })
  .strict()
  .refine((b) => Boolean(b.token) !== Boolean(b.nfcUid), { error: MSG_ACCESS.presentationRequired });
export type TAccessCheck = z.infer<typeof ZAccessCheck>;

export const ZAccessCheckResult = z.object({
  decision: ZAccessDecision,
  reason: z.string(),
  reasonCode: ZAccessReasonCode,
  holder: z.object({ name: z.string(), department: z.string().nullable(), badgeId: z.string() }).nullable(),
  accessPoint: z.object({
    name: z.string(),
    location: z.string(),
    direction: ZAccessDirection,
    site: z.string(),
  }),
  timestamp: z.string(),
});
export type TAccessCheckResult = z.infer<typeof ZAccessCheckResult>;

/** What the reader page shows before scanning: the point the key opens. */
export const ZReaderInfo = ZAccessCheckResult.shape.accessPoint.extend({ status: ZAccessPointStatus });

export const ZAccessSettings = z.object({
  refusalAlarmCount: z.number().int().min(1).max(100),
  refusalAlarmMinutes: z.number().int().min(1).max(1440),
  logRetentionDays: z.number().int().min(1).max(3650),
  /** A badge that entered a zone must exit before entering again (decision 082). */
  antiPassback: z.boolean(),
  /** False: printed QR codes are refused, only the rotating code of the phone opens. */
  staticQrAllowed: z.boolean(),
});
export type TAccessSettings = z.infer<typeof ZAccessSettings>;
export const ZAccessSettingsPatch = ZAccessSettings.partial().strict();

/** Holders to link a badge to: the company's agents and users. */
export const ZHolderChoice = z.object({ kind: z.enum(["agent", "user"]), id: z.string(), name: z.string() });

export const ZAccessStats = z.object({
  accessPoints: z.number(),
  activeBadges: z.number(),
  attemptsToday: z.number(),
  refusedToday: z.number(),
});

/** A badge inside a zone (anti-passback): what the control room sees and may reset. */
export const ZBadgePresence = z.object({
  badgeRef: z.string(),
  badgeId: z.string(),
  holderName: z.string(),
  siteId: z.string(),
  site: z.string(),
  zone: z.string(),
  accessPoint: z.string().nullable(),
  since: z.string(),
});
export type TBadgePresence = z.infer<typeof ZBadgePresence>;

/** The rotating QR code of the caller's own badge, valid until `expiresAt` (then the next one). */
export const ZMyBadgeCode = z.object({
  badgeRef: z.string(),
  badgeId: z.string(),
  holderName: z.string(),
  department: z.string().nullable(),
  token: z.string(),
  /** The token drawn as a QR code (SVG), so a phone needs no QR library. */
  svg: z.string(),
  step: z.number(),
  stepSeconds: z.number(),
  expiresAt: z.string(),
});
export type TMyBadgeCode = z.infer<typeof ZMyBadgeCode>;
