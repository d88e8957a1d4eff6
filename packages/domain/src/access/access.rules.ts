// Access control decisions: which presentation of a badge at an access point is let through, and why
// not. Pure: the API loads the badge, the point and its rule, then asks `decideAccess`. Hours and days
// are read on the wall clock of Europe/Paris (the company's sites are in France).

import { DAY_MS, isoWeekday, MINUTE_MS, zoneClock } from "../planning/zone-clock.ts";

export const BADGE_TYPES = ["qrcode", "nfc"] as const;
export type TBadgeType = (typeof BADGE_TYPES)[number];

/** The card's status as the spec shows it ('Actif' or other). */
export const BADGE_STATUSES = ["Actif", "Désactivé"] as const;
export type TBadgeStatus = (typeof BADGE_STATUSES)[number];

/** Who holds a badge: an agent or a user of the company, or a free-text employee or visitor. */
export const HOLDER_KINDS = ["employee", "visitor", "agent", "user"] as const;
export type THolderKind = (typeof HOLDER_KINDS)[number];

export const ACCESS_POINT_STATUSES = ["Actif", "Maintenance"] as const;
export type TAccessPointStatus = (typeof ACCESS_POINT_STATUSES)[number];

export const ACCESS_DIRECTIONS = ["entrée", "sortie"] as const;
export type TAccessDirection = (typeof ACCESS_DIRECTIONS)[number];

export const ACCESS_DECISIONS = ["Autorisé", "Refusé"] as const;
export type TAccessDecision = (typeof ACCESS_DECISIONS)[number];

/** Why a presentation was decided so; the French label is stored with the log entry. */
export const ACCESS_REASONS = {
  granted: "Accès autorisé",
  maintenance: "Point d'accès en maintenance",
  unknown: "Badge inconnu ou falsifié",
  disabled: "Badge désactivé",
  expired: "Badge expiré",
  notAllowed: "Badge non autorisé sur ce point d'accès",
  outsideHours: "Hors plage horaire",
  wrongType: "Type de badge non accepté",
  /** Decision 082: an entry into a zone the badge has not left. */
  antiPassback: "Anti-passback : badge déjà entré",
  /** A printed (static) QR code where only the rotating code of the phone is accepted. */
  staticQrDisabled: "QR code imprimé refusé : présentez le QR code dynamique",
  /** A rotating code older than the previous 30-second step: a photo or a replay. */
  codeExpired: "QR code dynamique expiré",
} as const;
export type TAccessReason = keyof typeof ACCESS_REASONS;

export const ACCESS_TIME_ZONE = "Europe/Paris";

/** Who may pass at a point, and when. Empty `departments` and `badgeIds` mean every valid badge. */
export type TAccessRule = {
  departments: readonly string[];
  /** Badge record ids (uuid). */
  badgeIds: readonly string[];
  /** ISO weekdays 1 (Monday) to 7 (Sunday); the day a slot starts on. */
  days: readonly number[];
  /** "HH:MM"; both null means all day. A `to` before `from` runs across midnight. */
  from: string | null;
  to: string | null;
};

export const OPEN_RULE: TAccessRule = {
  departments: [],
  badgeIds: [],
  days: [1, 2, 3, 4, 5, 6, 7],
  from: null,
  to: null,
};

export type TBadgeForDecision = {
  id: string;
  department: string | null;
  status: TBadgeStatus;
  badgeType: TBadgeType;
  /** "YYYY-MM-DD", valid up to and including that day (Paris time); null never expires. */
  expiryDate: string | null;
};

export type TAccessOutcome = { decision: TAccessDecision; reason: TAccessReason };

const minutesOf = (hhmm: string): number => {
  const [h, m] = hhmm.split(":");
  return Number(h) * 60 + Number(m);
};

/** The Paris calendar day ("YYYY-MM-DD"), ISO weekday and minute of the day of an instant. */
export function parisWallClock(instant: Date): { day: string; weekday: number; minute: number } {
  const clock = zoneClock({ timeZone: ACCESS_TIME_ZONE });
  const t = instant.getTime();
  const wall = t + clock.offsetAt(t);
  const dayNumber = Math.floor(wall / DAY_MS);
  return {
    day: new Date(dayNumber * DAY_MS).toISOString().slice(0, 10),
    weekday: isoWeekday({ day: dayNumber }) + 1,
    minute: Math.floor((wall - dayNumber * DAY_MS) / MINUTE_MS),
  };
}

/**
 * True when the instant falls in an allowed slot. A night slot (22:00 to 06:00) belongs to the day it
 * starts on: Monday's slot still lets in at 05:00 on Tuesday, not at 05:00 on Monday.
 */
export function withinSchedule({ rule, at }: { rule: TAccessRule; at: Date }): boolean {
  const { weekday, minute } = parisWallClock(at);
  const days = new Set(rule.days);
  const previous = weekday === 1 ? 7 : weekday - 1;
  if (rule.from === null || rule.to === null) return days.has(weekday);
  const from = minutesOf(rule.from);
  const to = minutesOf(rule.to);
  if (from === to) return days.has(weekday);
  if (from < to) return days.has(weekday) && minute >= from && minute < to;
  // Across midnight: the evening part belongs to today, the early morning to yesterday's slot.
  if (minute >= from) return days.has(weekday);
  if (minute < to) return days.has(previous);
  return false;
}

/**
 * The decision for one presentation. Order matters and is the order a guard would explain it: the point
 * first (in maintenance nothing passes), then the badge itself (unknown or forged, disabled, expired),
 * then the point's rule (who, then when).
 */
export function decideAccess({
  point,
  badge,
  rule,
  at,
  presentedAs,
  proof = "valid",
}: {
  point: { status: TAccessPointStatus };
  /** Null when the token's signature or version is wrong, or no badge has that NFC uid. */
  badge: TBadgeForDecision | null;
  rule: TAccessRule | null;
  at: Date;
  presentedAs: TBadgeType;
  /**
   * What the presentation proves about the badge it names (decision 082): a valid code, a printed
   * code where only the rotating one is accepted, or a rotating code past its step.
   */
  proof?: "valid" | "staticRefused" | "expired";
}): TAccessOutcome {
  const refuse = (reason: TAccessReason): TAccessOutcome => ({ decision: "Refusé", reason });
  if (point.status === "Maintenance") return refuse("maintenance");
  if (!badge) return refuse("unknown");
  if (badge.badgeType !== presentedAs) return refuse("wrongType");
  if (badge.status !== "Actif") return refuse("disabled");
  if (badge.expiryDate !== null && parisWallClock(at).day > badge.expiryDate) return refuse("expired");
  if (proof === "staticRefused") return refuse("staticQrDisabled");
  if (proof === "expired") return refuse("codeExpired");
  const effective = rule ?? OPEN_RULE;
  const restricted = effective.departments.length > 0 || effective.badgeIds.length > 0;
  if (restricted) {
    const byDepartment =
      badge.department !== null &&
      effective.departments.some(
        (d) => d.toLocaleLowerCase("fr") === badge.department?.toLocaleLowerCase("fr"),
      );
    if (!byDepartment && !effective.badgeIds.includes(badge.id)) return refuse("notAllowed");
  }
  if (!withinSchedule({ rule: effective, at })) return refuse("outsideHours");
  return { decision: "Autorisé", reason: "granted" };
}

// ---- QR tokens ----
// A QR badge carries `HTS1.<badge record id>.<issue version>.<signature>`; the API signs with the
// company's secret (HMAC-SHA256, base64url). Re-issuing raises the version, so older prints are refused.

export const QR_TOKEN_PREFIX = "HTS1";

export type TQrTokenParts = { badgeRef: string; version: number; signature: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** What the signature covers: the badge and its version, nothing the holder could change. */
export const qrSigningInput = ({ badgeRef, version }: { badgeRef: string; version: number }) =>
  `${QR_TOKEN_PREFIX}.${badgeRef}.${version}`;

export const formatQrToken = (parts: TQrTokenParts) => `${qrSigningInput(parts)}.${parts.signature}`;

/** The parts of a token, or null when it is not one of ours (never throws). */
export function parseQrToken(token: string): TQrTokenParts | null {
  const parts = token.trim().split(".");
  if (parts.length !== 4 || parts[0] !== QR_TOKEN_PREFIX) return null;
  const [, badgeRef = "", versionText = "", signature = ""] = parts;
  if (
    !UUID.test(badgeRef) ||
    !/^[1-9]\d{0,8}$/.test(versionText) ||
    !/^[A-Za-z0-9_-]{16,100}$/.test(signature)
  )
    return null;
  return { badgeRef, version: Number(versionText), signature };
}

/** An NFC card uid as readers print it ("04:A2:2B:..." or "04a22b..."), normalised to upper hex. */
export function normalizeNfcUid(uid: string): string | null {
  const hex = uid.replace(/[\s:-]/g, "").toUpperCase();
  if (!/^[0-9A-F]{8,20}$/.test(hex) || hex.length % 2 !== 0) return null;
  return hex;
}

/** Refusals at one point within the window that raise an alarm (company settings). */
export const DEFAULT_ACCESS_SETTINGS = {
  refusalAlarmCount: 3,
  refusalAlarmMinutes: 5,
  /** CNIL's recommendation for badge logs: three months. */
  logRetentionDays: 90,
  /** Off: a site with entry readers only would lock everyone out after the first entry (decision 082). */
  antiPassback: false,
  staticQrAllowed: true,
} as const;

/** True once `refusals` (in the window, this one included) reach the threshold. */
export const refusalsRaiseAlarm = ({ refusals, threshold }: { refusals: number; threshold: number }) =>
  refusals >= threshold;
