import {
  ACCESS_REASONS,
  alarmStep,
  decideAccess,
  dynamicStepFresh,
  MSG_ACCESS,
  normalizeNfcUid,
  passbackStep,
  refusalsRaiseAlarm,
  renderServerText,
  type TAccessCheck,
  type TAccessDirection,
  type TAccessPointStatus,
  type TBadgeStatus,
  type TBadgeType,
} from "@hts/domain";
import { and, count, eq, gte, isNull, lt, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { accessLogs, accessPoints, badgePresence, badges, sites } from "../../db/schema.ts";
import { unauthorized } from "../../lib/errors.ts";
import type { EventBus } from "../../lib/events/event-bus.ts";
import type { Tx } from "../../lib/tenancy.ts";
import { raiseAlarm } from "../alarms/index.ts";
import {
  accessSettingsOf,
  hashReaderKey,
  READER_KEY_PREFIX,
  verifyDynamicQrToken,
  verifyQrToken,
} from "./access-keys.ts";
import { ruleOf } from "./access-points.service.ts";

type PointRow = typeof accessPoints.$inferSelect;
type BadgeRow = typeof badges.$inferSelect;

/** The access point a reader key opens, with its site; 401 for a missing, malformed or replaced key. */
export async function readerPoint(db: Db, key: string | undefined) {
  if (key === undefined || !key.startsWith(READER_KEY_PREFIX) || key.length > 200)
    throw unauthorized(MSG_ACCESS.readerKeyMissing);
  const [found] = await db
    .select({ point: accessPoints, siteName: sites.name })
    .from(accessPoints)
    .innerJoin(sites, eq(sites.id, accessPoints.siteId))
    .where(eq(accessPoints.readerKeyHash, hashReaderKey(key)))
    .limit(1);
  if (!found) throw unauthorized(MSG_ACCESS.readerKeyMissing);
  return found;
}

export const readerInfo = ({ point, siteName }: { point: PointRow; siteName: string }) => ({
  name: point.name,
  location: point.location,
  direction: point.direction as TAccessDirection,
  site: siteName,
  status: point.status as TAccessPointStatus,
});

/**
 * The badge a presentation names within the point's company, and whether it may count as that badge:
 * a QR token must carry the company's signature and the badge's current version; an NFC uid must be
 * registered. `named` is the badge even when the proof fails, so the refusal is logged against it.
 */
async function findBadge(
  db: Db,
  companyId: string,
  input: TAccessCheck,
  settings: { qrSecret: string; staticQrAllowed: boolean },
  now: Date,
) {
  const valid = "valid" as Proof;
  if (input.nfcUid !== undefined) {
    const uid = normalizeNfcUid(input.nfcUid);
    if (!uid) return { named: null, proven: null, method: "nfc" as const, proof: valid };
    const [badge] = await db
      .select()
      .from(badges)
      .where(and(eq(badges.companyId, companyId), eq(badges.nfcUid, uid), eq(badges.badgeType, "nfc")));
    return { named: badge ?? null, proven: badge ?? null, method: "nfc" as const, proof: valid };
  }
  const token = input.token ?? "";
  // A rotating code (HTS2, decision 082) or a printed one (HTS1, decision 030).
  const dynamic = verifyDynamicQrToken({ secret: settings.qrSecret, token });
  const { parts, valid: signed } = dynamic.parts
    ? dynamic
    : verifyQrToken({ secret: settings.qrSecret, token });
  if (!parts) return { named: null, proven: null, method: "qrcode" as const, proof: valid };
  const [badge] = await db
    .select()
    .from(badges)
    .where(and(eq(badges.companyId, companyId), eq(badges.id, parts.badgeRef)));
  const proven = badge && signed && badge.version === parts.version ? badge : null;
  let proof: Proof = "valid";
  if (dynamic.parts) {
    if (!dynamicStepFresh({ step: dynamic.parts.step, at: now })) proof = "expired";
  } else if (!settings.staticQrAllowed || badge?.dynamicQrOnly) proof = "staticRefused";
  return { named: badge ?? null, proven, method: "qrcode" as const, proof };
}

type Proof = "valid" | "staticRefused" | "expired";

export type CheckOutcome = Awaited<ReturnType<typeof checkAccess>>;

/**
 * One presentation at a reader: decides, logs the attempt with every field of the spec, and raises
 * an alarm of type 'acces' when refusals at the point reach the company's threshold. The log entry,
 * the point's last activity and any alarm commit together; live events follow the commit.
 */
export async function checkAccess({
  db,
  events,
  point,
  siteName,
  input,
  malformed = false,
  now = new Date(),
}: {
  db: Db;
  events: EventBus;
  point: PointRow;
  siteName: string;
  input: TAccessCheck;
  /** The request failed the schema but names a badge: logged as refused, never granted. */
  malformed?: boolean;
  now?: Date;
}) {
  const companyId = point.companyId;
  const settings = await accessSettingsOf(db, companyId);
  const found = await findBadge(db, companyId, input, settings, now);
  const { named, method } = found;
  const proven = malformed ? null : found.proven;
  // A reader at a door used both ways sends the way; otherwise the point's own direction.
  const direction = (input.direction ?? point.direction) as TAccessDirection;
  const decided = decideAccess({
    point: { status: point.status as TAccessPointStatus },
    badge: proven
      ? {
          id: proven.id,
          department: proven.department,
          status: proven.status as TBadgeStatus,
          badgeType: proven.badgeType as TBadgeType,
          expiryDate: proven.expiryDate,
        }
      : null,
    rule: ruleOf(point.rule),
    at: now,
    presentedAs: method,
    proof: found.proof,
  });
  const { entry, alarmId, outcome } = await db.transaction(async (tx) => {
    // Anti-passback decides last, in the entry's transaction: the presence row's unique key makes two
    // entries presented at once one entry and one refusal.
    const outcome =
      decided.decision === "Autorisé" && proven && settings.antiPassback
        ? await applyPassback({ tx, point, badgeRef: proven.id, direction, now })
        : decided;
    const [entry] = await tx
      .insert(accessLogs)
      .values({
        companyId,
        accessPointId: point.id,
        badgeRef: named?.id ?? null,
        personName: named?.holderName ?? MSG_ACCESS.unknownHolder,
        badgeId: named?.badgeId ?? (input.nfcUid ? `NFC ${normalizeNfcUid(input.nfcUid) ?? "?"}` : "—"),
        department: named?.department ?? null,
        status: outcome.decision,
        reason: ACCESS_REASONS[outcome.reason],
        reasonCode: outcome.reason,
        siteId: point.siteId,
        siteName,
        location: point.location,
        accessType: direction,
        method,
        at: now,
      })
      .returning();
    const alarmId =
      outcome.decision === "Refusé" ? await maybeRaiseAlarm({ tx, point, siteName, settings, now }) : null;
    return { entry, alarmId, outcome };
  });
  // Outside the transaction and at most every few seconds: at shift change every check of a turnstile
  // would otherwise queue on this one row's lock. The card shows minutes, not milliseconds.
  await db
    .update(accessPoints)
    .set({ lastActivityAt: now })
    .where(
      and(
        eq(accessPoints.id, point.id),
        or(
          isNull(accessPoints.lastActivityAt),
          lt(accessPoints.lastActivityAt, new Date(now.getTime() - 5_000)),
        ),
      ),
    );
  if (entry) await events.publishSafely({ companyId, type: "access.logged", id: entry.id });
  if (alarmId) await events.publishSafely({ companyId, type: "alarm.created", id: alarmId });
  return {
    outcome,
    holder:
      named && proven
        ? { name: named.holderName, department: named.department, badgeId: named.badgeId }
        : null,
    named: named as BadgeRow | null,
    timestamp: now.toISOString(),
  };
}

/**
 * Anti-passback at a granted presentation (decision 082): an entry records the badge inside the point's
 * zone, or is refused when it is already there; an exit clears it (an exit without a recorded entry is
 * let through: refusing it would keep someone inside).
 */
async function applyPassback({
  tx,
  point,
  badgeRef,
  direction,
  now,
}: {
  tx: Tx;
  point: PointRow;
  badgeRef: string;
  direction: TAccessDirection;
  now: Date;
}) {
  const granted = { decision: "Autorisé", reason: "granted" } as const;
  const zone = and(
    eq(badgePresence.badgeRef, badgeRef),
    eq(badgePresence.siteId, point.siteId),
    eq(badgePresence.zone, point.zone),
  );
  if (passbackStep({ direction, inside: false }) === "exit") {
    await tx.delete(badgePresence).where(zone);
    return granted;
  }
  const inserted = await tx
    .insert(badgePresence)
    .values({
      companyId: point.companyId,
      badgeRef,
      siteId: point.siteId,
      zone: point.zone,
      accessPointId: point.id,
      since: now,
    })
    .onConflictDoNothing()
    .returning({ id: badgePresence.id });
  const step = passbackStep({ direction, inside: inserted.length === 0 });
  return step === "refuse" ? ({ decision: "Refusé", reason: "antiPassback" } as const) : granted;
}

/**
 * N refusals at one point within M minutes raise one alarm. The point's `last_alarm_at` is claimed with
 * a conditional update, so concurrent refusals (or two servers) raise it once per window.
 */
async function maybeRaiseAlarm({
  tx,
  point,
  siteName,
  settings,
  now,
}: {
  tx: Tx;
  point: PointRow;
  siteName: string;
  settings: { refusalAlarmCount: number; refusalAlarmMinutes: number };
  now: Date;
}): Promise<string | null> {
  const since = new Date(now.getTime() - settings.refusalAlarmMinutes * 60_000);
  const [refused] = await tx
    .select({ n: count() })
    .from(accessLogs)
    .where(
      and(eq(accessLogs.accessPointId, point.id), eq(accessLogs.status, "Refusé"), gte(accessLogs.at, since)),
    );
  if (!refusalsRaiseAlarm({ refusals: refused?.n ?? 0, threshold: settings.refusalAlarmCount })) return null;
  const claimed = await tx
    .update(accessPoints)
    .set({ lastAlarmAt: now })
    .where(
      and(
        eq(accessPoints.id, point.id),
        or(isNull(accessPoints.lastAlarmAt), lt(accessPoints.lastAlarmAt, since)),
      ),
    )
    .returning({ id: accessPoints.id });
  if (claimed.length === 0) return null;
  const n = refused?.n ?? 0;
  // Stored as templates so each reader reads them in their own language (decision 014); the text
  // columns keep the French rendering for search.
  const message = {
    title: { text: MSG_ACCESS.alarmTitle, params: { point: point.name } },
    description: {
      text: MSG_ACCESS.alarmDescription,
      params: { n, minutes: settings.refusalAlarmMinutes, point: point.name },
    },
    triggeredBy: { text: MSG_ACCESS.alarmTriggeredBy, params: { point: point.name } },
  };
  const alarm = await raiseAlarm({
    tx,
    companyId: point.companyId,
    site: { id: point.siteId, name: siteName },
    alarm: {
      type: "acces",
      severity: "important",
      title: renderServerText(message.title, "fr"),
      description: renderServerText(message.description, "fr"),
      location: point.location,
      triggeredBy: renderServerText(message.triggeredBy, "fr"),
      message,
      actions: [alarmStep(MSG_ACCESS.alarmRaised, {}, now)],
    },
    by: { userId: null, details: { source: "access", accessPointId: point.id, refusals: n } },
    // Refusals ring everyone concerned, not only critical alarms.
    bellTitle: { text: MSG_ACCESS.notificationAlarm, params: { point: point.name } },
  });
  return alarm.id;
}
