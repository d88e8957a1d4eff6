import {
  alarmStep,
  fieldSettingsOf,
  MSG_ATTENDANCE,
  missedClockInDue,
  renderServerText,
  responseSeconds,
} from "@hts/domain";
import { and, eq, gt, lte, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import { agents, alarms, companies, shiftAttendanceAlerts, shifts, sites } from "../../db/schema.ts";
import { audit } from "../../lib/audit.ts";
import type { EventBus } from "../../lib/events/event-bus.ts";
import { LoopedJob } from "../../lib/job-loop.ts";
import type { Tx } from "../../lib/tenancy.ts";
import { raiseAlarm } from "../alarms/index.ts";

const MINUTE = 60_000;
/** Shifts that started longer ago than this are not escalated any more (a job down for a day). */
const LOOK_BACK_MS = 24 * 60 * MINUTE;
const BATCH = 500;

const hhmm = (at: Date) =>
  new Intl.DateTimeFormat("fr-FR", { hour: "2-digit", minute: "2-digit", timeZone: "Europe/Paris" }).format(
    at,
  );

/**
 * 'Prise de service non effectuée' (issue 22): every minute, each planned shift whose start passed by
 * the company's N minutes with no clock-in raises ONE important alarm on its site. The alert row is
 * inserted first with `on conflict do nothing`: two instances, or two cycles, raise it once.
 */
export class MissedClockInJob extends LoopedJob {
  constructor(
    private readonly options: {
      db: Db;
      events: Pick<EventBus, "publishSafely">;
      log: Pick<FastifyBaseLogger, "error">;
      intervalMs?: number;
    },
  ) {
    super({
      name: "prises de service non effectuées",
      intervalMs: options.intervalMs ?? MINUTE,
      log: options.log,
    });
  }

  /** The ids of the alarms raised. */
  async runOnce(now = new Date()): Promise<string[]> {
    const { db, events } = this.options;
    const candidates = await db
      .select({
        shift: shifts,
        settings: companies.settings,
        agentName: agents.name,
        siteName: sites.name,
        siteAddress: sites.address,
      })
      .from(shifts)
      .innerJoin(companies, eq(companies.id, shifts.companyId))
      .innerJoin(agents, eq(agents.id, shifts.agentId))
      .innerJoin(sites, eq(sites.id, shifts.siteId))
      .where(
        and(
          eq(shifts.status, "scheduled"),
          lte(shifts.startsAt, new Date(now.getTime() - MINUTE)),
          gt(shifts.startsAt, new Date(now.getTime() - LOOK_BACK_MS)),
          gt(shifts.endsAt, now),
          sql`not exists (select 1 from attendance_events e where e.shift_id = ${shifts.id} and e.kind = 'clock_in')`,
          sql`not exists (select 1 from shift_attendance_alerts a where a.shift_id = ${shifts.id})`,
        ),
      )
      .limit(BATCH);
    const raised: string[] = [];
    for (const c of candidates) {
      const afterMin = fieldSettingsOf(c.settings).missed_clock_in_after_min;
      if (!missedClockInDue({ ...c.shift, afterMin, now, clockedIn: false })) continue;
      const alarmId = await db.transaction(async (tx) => {
        const [claimed] = await tx
          .insert(shiftAttendanceAlerts)
          .values({ shiftId: c.shift.id, companyId: c.shift.companyId })
          .onConflictDoNothing()
          .returning();
        if (!claimed) return null;
        const message = {
          title: { text: MSG_ATTENDANCE.missedTitle, params: { agent: c.agentName } },
          description: {
            text: MSG_ATTENDANCE.missedDescription,
            params: {
              agent: c.agentName,
              start: { dateTime: c.shift.startsAt.toISOString() },
              site: c.siteName,
            },
          },
          triggeredBy: { text: MSG_ATTENDANCE.missedTriggeredBy },
        };
        const alarm = await raiseAlarm({
          tx,
          companyId: c.shift.companyId,
          site: { id: c.shift.siteId, name: c.siteName },
          alarm: {
            type: "autre",
            severity: "important",
            title: renderServerText(message.title, "fr"),
            description: renderServerText(message.description, "fr"),
            location: c.shift.post ?? c.siteAddress,
            triggeredBy: renderServerText(message.triggeredBy, "fr"),
            message,
            actions: [alarmStep(MSG_ATTENDANCE.missedRaised, { minutes: String(afterMin) }, now)],
          },
          by: {
            userId: null,
            details: { source: "attendance", shiftId: c.shift.id, agentId: c.shift.agentId },
          },
          bellTitle: message.title,
        });
        await tx
          .update(shiftAttendanceAlerts)
          .set({ alarmId: alarm.id })
          .where(eq(shiftAttendanceAlerts.shiftId, c.shift.id));
        return alarm.id;
      });
      if (alarmId) {
        raised.push(alarmId);
        await events.publishSafely({ companyId: c.shift.companyId, type: "alarm.created", id: alarmId });
      }
    }
    return raised;
  }
}

/**
 * The late clock-in resolves the shift's 'Prise de service non effectuée' alarm, if still active, with a
 * step in its history; an operator may have resolved it already. Returns the resolved alarm's id.
 */
export async function resolveMissedClockInAlarm({
  tx,
  shiftId,
  agentName,
  at,
}: {
  tx: Tx;
  shiftId: string;
  agentName: string;
  at: Date;
}): Promise<string | null> {
  const [found] = await tx
    .select({ alarm: alarms })
    .from(shiftAttendanceAlerts)
    .innerJoin(alarms, eq(alarms.id, shiftAttendanceAlerts.alarmId))
    .where(and(eq(shiftAttendanceAlerts.shiftId, shiftId), eq(alarms.status, "active")));
  if (!found) return null;
  const resolvedAt = new Date();
  const step = alarmStep(MSG_ATTENDANCE.missedResolved, { agent: agentName, at: hhmm(at) }, resolvedAt);
  const changed = await tx
    .update(alarms)
    .set({
      status: "resolved",
      resolvedAt,
      resolvedByName: agentName,
      responseSeconds: responseSeconds({ createdAt: found.alarm.createdAt, resolvedAt }),
      takenAt: found.alarm.takenAt ?? resolvedAt,
      takenByName: found.alarm.takenAt ? found.alarm.takenByName : agentName,
      actions: sql`${alarms.actions} || ${JSON.stringify([step])}::jsonb`,
    })
    .where(and(eq(alarms.id, found.alarm.id), eq(alarms.status, "active")))
    .returning({ id: alarms.id });
  if (changed.length === 0) return null;
  await audit(tx, {
    companyId: found.alarm.companyId,
    userId: null,
    action: "resolve",
    entity: "alarm",
    entityId: found.alarm.id,
    details: { source: "attendance", shiftId, clockInAt: at.toISOString() },
  });
  return found.alarm.id;
}
