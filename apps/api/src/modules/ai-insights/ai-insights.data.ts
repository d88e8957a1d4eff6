import {
  addDays,
  DEFAULT_RADIO_OFFLINE_SECONDS,
  localDay,
  scopeOf,
  type TInsightData,
  type TRecordKind,
} from "@hts/domain";
import { and, eq, gte, isNull, lte, or, sql } from "drizzle-orm";
import {
  accessLogs,
  accessPoints,
  agents,
  alarms,
  cameras,
  radios,
  securityReports,
  shifts,
  sites,
} from "../../db/schema.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import { detectCompanyConflicts } from "../planning/index.ts";

export const INSIGHTS_TIME_ZONE = "Europe/Paris";
/** Days of alarm history read: 16 weeks (8 weeks of weekday means + 4 weeks of backtest + margin). */
export const HISTORY_DAYS = 112;

/**
 * Everything the insights and the assistant's tools read, for the caller's company only: every query
 * goes through the tenant scope, so no figure can come from another company (decision 043).
 */
export async function loadInsightData(auth: AuthContext, now = new Date()): Promise<TInsightData> {
  const { db, scope } = auth.tenant;
  const today = localDay(now, INSIGHTS_TIME_ZONE);
  const since = new Date(now.getTime() - HISTORY_DAYS * 86_400_000);
  const [
    siteRows,
    alarmRows,
    cameraRows,
    shiftRows,
    agentRows,
    reportRows,
    refusalRows,
    conflicts,
    radioRows,
  ] = await Promise.all([
    db
      .select({ id: sites.id, name: sites.name })
      .from(sites)
      .where(scope(sites, isNull(sites.archivedAt))),
    db
      .select({
        id: alarms.id,
        siteId: alarms.siteId,
        title: alarms.title,
        type: alarms.type,
        severity: alarms.severity,
        status: alarms.status,
        createdAt: alarms.createdAt,
        resolvedAt: alarms.resolvedAt,
        takenAt: alarms.takenAt,
      })
      .from(alarms)
      .where(scope(alarms, or(gte(alarms.createdAt, since), eq(alarms.status, "active")))),
    db
      .select({
        id: cameras.id,
        name: cameras.name,
        siteId: cameras.siteId,
        status: cameras.status,
        lastPing: cameras.lastPing,
        createdAt: cameras.createdAt,
      })
      .from(cameras)
      .where(scope(cameras)),
    db
      .select({
        id: shifts.id,
        agentId: shifts.agentId,
        agentName: agents.name,
        siteId: shifts.siteId,
        startsAt: shifts.startsAt,
        endsAt: shifts.endsAt,
        status: shifts.status,
        breakMinutes: shifts.breakMinutes,
      })
      .from(shifts)
      .innerJoin(agents, eq(agents.id, shifts.agentId))
      .where(
        scope(
          shifts,
          gte(shifts.endsAt, new Date(now.getTime() - 62 * 86_400_000)),
          lte(shifts.startsAt, new Date(now.getTime() + 21 * 86_400_000)),
        ),
      ),
    db
      .select({ id: agents.id, name: agents.name, professionalCardExpiry: agents.professionalCardExpiry })
      .from(agents)
      .where(scope(agents)),
    db
      .select({ id: securityReports.id, siteId: securityReports.siteId, status: securityReports.status })
      .from(securityReports)
      .where(scope(securityReports)),
    db
      .select({
        siteId: accessLogs.siteId,
        point: sql<string>`coalesce(${accessPoints.name}, ${accessLogs.location})`,
        at: accessLogs.at,
      })
      .from(accessLogs)
      .leftJoin(accessPoints, eq(accessPoints.id, accessLogs.accessPointId))
      .where(
        scope(
          accessLogs,
          and(eq(accessLogs.status, "Refusé"), gte(accessLogs.at, new Date(now.getTime() - 62 * 86_400_000))),
        ),
      ),
    detectCompanyConflicts({
      auth,
      range: { start_date: addDays(today, -35), end_date: addDays(today, 14) },
    }),
    db
      .select({
        id: radios.id,
        serialNumber: radios.serialNumber,
        agentName: agents.name,
        battery: radios.battery,
        lastSeenAt: radios.lastSeenAt,
      })
      .from(radios)
      .leftJoin(agents, eq(agents.id, radios.agentId))
      .where(scope(radios, isNull(radios.retiredAt))),
  ]);
  const iso = (value: Date | null) => (value ? value.toISOString() : null);
  // A role reads here only the records it may read elsewhere (record policy, decision 015): insights
  // and the assistant's answers are built on this data, so a planner gets no alarm titles and an
  // operator no professional card dates. Everyone who opens AI insights reads at company scope or not
  // at all, so a kind is either whole or empty.
  const mayRead = (kind: TRecordKind) => scopeOf({ role: auth.role, kind, action: "read" }) === "company";
  const only = <T>(kind: TRecordKind, rows: T[]): T[] => (mayRead(kind) ? rows : []);
  return {
    now: now.toISOString(),
    timeZone: INSIGHTS_TIME_ZONE,
    sites: siteRows,
    alarms: only("alarm", alarmRows).map(({ takenAt, ...a }) => ({
      ...a,
      createdAt: a.createdAt.toISOString(),
      resolvedAt: iso(a.resolvedAt),
      // Response: from the alarm to its taking in charge ('Prendre en charge'); the alarms table's own
      // response_seconds measures the time to resolution.
      responseSeconds: takenAt
        ? Math.max(0, Math.round((takenAt.getTime() - a.createdAt.getTime()) / 1000))
        : null,
    })),
    cameras: only("camera", cameraRows).map((c) => ({
      id: c.id,
      name: c.name,
      siteId: c.siteId,
      status: c.status,
      // Offline since its last successful probe, or since it was added when it never answered.
      since: c.status === "online" ? null : iso(c.lastPing ?? c.createdAt),
    })),
    shifts: only("shift", shiftRows).map((s) => ({
      ...s,
      startsAt: s.startsAt.toISOString(),
      endsAt: s.endsAt.toISOString(),
    })),
    agents: only("agent", agentRows).map((a) => ({
      ...a,
      professionalCardExpiry: mayRead("agent-personal") ? a.professionalCardExpiry : null,
    })),
    conflicts: only("shift", conflicts.conflicts).map((c) => ({
      date: c.date,
      severity: c.severity,
      agentName: c.agent_name,
    })),
    securityReports: only("security-report", reportRows),
    accessRefusals: only("access-log", refusalRows).map((r) => ({
      siteId: r.siteId,
      point: r.point,
      at: r.at.toISOString(),
    })),
    // Online as the radio screen says it: heard from within the offline delay.
    radios: only("radio", radioRows).map(({ lastSeenAt, ...radio }) => ({
      ...radio,
      online: !!lastSeenAt && now.getTime() - lastSeenAt.getTime() <= DEFAULT_RADIO_OFFLINE_SECONDS * 1000,
    })),
  };
}
