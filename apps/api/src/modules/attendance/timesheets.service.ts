import {
  fieldSettingsOf,
  MSG_ATTENDANCE,
  PLANNING_TIME_ZONE,
  type TAttendanceKind,
  type TTimesheetWeek,
  timesheetWeek,
} from "@hts/domain";
import { dayToIso, isoToDay, isoWeekday, zoneClock } from "@hts/domain/planning/zone-clock";
import { asc, between, eq, gte, inArray, lt, ne, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { agents, attendanceEvents, shifts, timesheetDays } from "../../db/schema.ts";
import { audit } from "../../lib/audit.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import { conflict, validation } from "../../lib/errors.ts";
import { requireScope } from "../../lib/record-access.ts";
import { type TenantDb, tenantDb } from "../../lib/tenancy.ts";

const clock = () => zoneClock({ timeZone: PLANNING_TIME_ZONE });
const MINUTE = 60_000;

/** The week's seven local days and its instants, or a 422 when `week` is not a Monday. */
export function weekOf(week: string) {
  const day = isoToDay({ date: week });
  if (day === null || isoWeekday({ day }) !== 0)
    throw validation([{ loc: ["query", "week"], msg: MSG_ATTENDANCE.notMonday, type: "monday" }]);
  const days = Array.from({ length: 7 }, (_, i) => dayToIso({ day: day + i }));
  return { days, from: new Date(clock().startOfDay(day)), to: new Date(clock().startOfDay(day + 7)) };
}

const localDay = (at: Date) => dayToIso({ day: clock().dayOf(at.getTime()) });

/** Every agent's week (or one agent's), computed from shifts and clock events, with what was validated. */
export async function computeWeek({
  auth,
  tenant = auth.tenant,
  week,
  agentId,
}: {
  auth: AuthContext;
  tenant?: TenantDb;
  week: string;
  agentId?: string;
}): Promise<TTimesheetWeek> {
  const { days, from, to } = weekOf(week);
  const { db, scope } = tenant;
  const onlyAgent = (col: AnyPgColumn) => (agentId ? eq(col, agentId) : undefined);
  const [shiftRows, eventRows, validatedRows] = await Promise.all([
    db
      .select()
      .from(shifts)
      .where(
        scope(
          shifts,
          between(shifts.shiftDate, days[0] as string, days[6] as string),
          ne(shifts.status, "cancelled"),
          onlyAgent(shifts.agentId),
        ),
      ),
    db
      .select()
      .from(attendanceEvents)
      // A duty that began on Sunday night ends on Monday: read a day more on both sides.
      .where(
        scope(
          attendanceEvents,
          gte(attendanceEvents.occurredAt, new Date(from.getTime() - 1440 * MINUTE)),
          lt(attendanceEvents.occurredAt, new Date(to.getTime() + 1440 * MINUTE)),
          onlyAgent(attendanceEvents.agentId),
        ),
      )
      .orderBy(asc(attendanceEvents.occurredAt), asc(attendanceEvents.receivedAt)),
    db
      .select()
      .from(timesheetDays)
      .where(
        scope(
          timesheetDays,
          between(timesheetDays.workDate, days[0] as string, days[6] as string),
          onlyAgent(timesheetDays.agentId),
        ),
      ),
  ]);
  const agentIds = [...new Set([...shiftRows, ...eventRows, ...validatedRows].map((r) => r.agentId))];
  if (agentId && !agentIds.includes(agentId)) agentIds.push(agentId);
  const names = agentIds.length
    ? await db
        .select({ id: agents.id, name: agents.name })
        .from(agents)
        .where(scope(agents, inArray(agents.id, agentIds)))
    : [];
  const settings = fieldSettingsOf(auth.company.settings);
  const now = new Date();
  const result = names
    .sort((a, b) => a.name.localeCompare(b.name, "fr"))
    .map((agent) => {
      const sheet = timesheetWeek({
        days,
        shifts: shiftRows
          .filter((s) => s.agentId === agent.id)
          .map((s) => ({
            date: s.shiftDate,
            starts_at: s.startsAt,
            planned_min: Math.max(
              0,
              Math.round((s.endsAt.getTime() - s.startsAt.getTime()) / MINUTE) - s.breakMinutes,
            ),
          })),
        events: eventRows
          .filter((e) => e.agentId === agent.id)
          .map((e) => ({
            kind: e.kind as TAttendanceKind,
            at: e.occurredAt,
            flags: e.flags,
            review_status: e.reviewStatus,
          })),
        dayOf: localDay,
        rounding: { step: settings.rounding_min, mode: settings.rounding_mode },
        now,
      });
      const mine = validatedRows.filter((v) => v.agentId === agent.id);
      const last = mine.sort((a, b) => b.validatedAt.getTime() - a.validatedAt.getTime())[0];
      return {
        agent_id: agent.id,
        agent_name: agent.name,
        days: sheet.map((d) => ({
          ...d,
          validated_min: mine.find((v) => v.workDate === d.date)?.workedMinutes ?? null,
        })),
        total_planned_min: sheet.reduce((n, d) => n + d.planned_min, 0),
        total_worked_rounded_min: sheet.reduce((n, d) => n + d.worked_rounded_min, 0),
        validated_at: last?.validatedAt.toISOString() ?? null,
        validated_by: last?.validatedByName ?? null,
      };
    });
  return { week_start: days[0] as string, days, agents: result };
}

export async function readTimesheets({
  auth,
  week,
  agentId,
}: {
  auth: AuthContext;
  week: string;
  agentId?: string;
}) {
  requireScope(auth, "timesheet", "read");
  if (agentId) await auth.tenant.findById(agents, agentId);
  return computeWeek({ auth, week, agentId });
}

/**
 * 'Valider la semaine': stores the agent's rounded worked minutes of each day of the week (a second
 * validation replaces the first), audited. Refused while exceptions of the week await review.
 */
export async function validateWeek({
  auth,
  agentId,
  weekStart,
}: {
  auth: AuthContext;
  agentId: string;
  weekStart: string;
}): Promise<TTimesheetWeek> {
  requireScope(auth, "timesheet", "update");
  await auth.tenant.findById(agents, agentId);
  await auth.tenant.db.transaction(async (tx) => {
    const tenant = tenantDb(tx, auth.companyId);
    const week = await computeWeek({ auth, tenant, week: weekStart, agentId });
    const sheet = week.agents[0];
    if (!sheet) return;
    if (sheet.days.some((d) => d.pending_exceptions > 0)) throw conflict(MSG_ATTENDANCE.exceptionsPending);
    const now = new Date();
    await tx
      .insert(timesheetDays)
      .values(
        sheet.days.map((d) => ({
          companyId: auth.companyId,
          agentId,
          workDate: d.date,
          plannedMinutes: d.planned_min,
          workedMinutes: d.worked_rounded_min,
          validatedById: auth.user.id,
          validatedByName: auth.user.name,
          validatedAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: [timesheetDays.agentId, timesheetDays.workDate],
        set: {
          plannedMinutes: sql`excluded.planned_minutes`,
          workedMinutes: sql`excluded.worked_minutes`,
          validatedById: auth.user.id,
          validatedByName: auth.user.name,
          validatedAt: now,
        },
      });
    await audit(tx, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "validate",
      entity: "timesheet",
      entityId: agentId,
      details: {
        weekStart,
        workedMinutes: Object.fromEntries(sheet.days.map((d) => [d.date, d.worked_rounded_min])),
      },
    });
  });
  return computeWeek({ auth, week: weekStart, agentId });
}
