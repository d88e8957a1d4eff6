import {
  alarmStep,
  averageResponseMinutes,
  MSG_RADIO,
  nearestAgents,
  RADIO_RECOMMENDATIONS,
  radioStatus,
  radioSummary,
  renderServerText,
  type TLang,
  type TLatLngInput,
  type TNearestAgent,
  type TRadioSummary,
  translateText,
} from "@hts/domain";
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  or,
  sql,
} from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { agents, alarms, radioAlerts, radios, shifts, sites } from "../../db/schema.ts";
import { audit } from "../../lib/audit.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import type { EventBus } from "../../lib/events/event-bus.ts";
import { callerAccess, requireScope, scopeCondition } from "../../lib/record-access.ts";
import { inTransaction, type TenantDb, type Tx, tenantDb } from "../../lib/tenancy.ts";
import { raiseAlarm } from "../alarms/index.ts";
import { toApiAlert } from "./radio.mapper.ts";
import { radioScope } from "./radios.service.ts";

type Ctx = { auth: AuthContext; lang: TLang; timeZone: string };

/** Agents see the alerts they raised and those they were dispatched to. */
const alertScope = (auth: AuthContext, action: "read" | "resolve" = "read") =>
  scopeCondition({
    auth,
    kind: "radio-alert",
    action,
    own: (caller) =>
      caller.agentId
        ? or(eq(radioAlerts.agentId, caller.agentId), eq(radioAlerts.dispatchedAgentId, caller.agentId))
        : undefined,
  });

export async function listAlerts({
  auth,
  lang,
  timeZone,
  status,
  limit,
  offset,
}: Ctx & { status?: "active" | "acknowledged" | "resolved"; limit: number; offset: number }) {
  const where = auth.tenant.scope(
    radioAlerts,
    await alertScope(auth),
    status ? eq(radioAlerts.status, status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    auth.tenant.db
      .select()
      .from(radioAlerts)
      .where(where)
      // Open alerts first, the most serious and newest on top.
      .orderBy(
        // Postgres sorts NULLs last in ascending order: open alerts (no resolvedAt) first, explicitly.
        asc(sql`${radioAlerts.resolvedAt} is not null`),
        desc(inArray(radioAlerts.severity, ["critical"])),
        desc(radioAlerts.createdAt),
        desc(radioAlerts.id),
      )
      .limit(limit)
      .offset(offset),
    auth.tenant.db.select({ n: count() }).from(radioAlerts).where(where),
  ]);
  return { items: rows.map((r) => toApiAlert(r, lang, timeZone)), total: total?.n ?? 0 };
}

export async function getAlert({
  auth,
  id,
  action = "read",
}: {
  auth: AuthContext;
  id: string;
  action?: "read" | "resolve";
}) {
  await auth.tenant.findById(radioAlerts, id);
  const [row] = await auth.tenant.db
    .select()
    .from(radioAlerts)
    .where(auth.tenant.scope(radioAlerts, eq(radioAlerts.id, id), await alertScope(auth)));
  if (!row) throw notFound(MSG_RADIO.alertNotFound);
  if (action !== "read") {
    const [mayAct] = await auth.tenant.db
      .select({ id: radioAlerts.id })
      .from(radioAlerts)
      .where(auth.tenant.scope(radioAlerts, eq(radioAlerts.id, id), await alertScope(auth, action)));
    if (!mayAct) requireScope(auth, "radio-alert", "assign");
  }
  return row;
}

/** Agents on shift now with a radio that has reported a position, nearest first. */
export async function nearestAvailable({
  db,
  companyId,
  from,
  exceptAgentId,
}: {
  db: Db | Tx;
  companyId: string;
  from: { lat: number; lng: number };
  exceptAgentId: string | null;
}): Promise<TNearestAgent[]> {
  const now = new Date();
  const rows = await db
    .selectDistinctOn([radios.id], {
      agentId: agents.id,
      name: agents.name,
      radioId: radios.id,
      lat: radios.lat,
      lng: radios.lng,
    })
    .from(radios)
    .innerJoin(agents, eq(agents.id, radios.agentId))
    .innerJoin(shifts, eq(shifts.agentId, agents.id))
    .where(
      and(
        eq(radios.companyId, companyId),
        isNull(radios.retiredAt),
        isNotNull(radios.lat),
        isNotNull(radios.lng),
        ne(shifts.status, "cancelled"),
        lte(shifts.startsAt, now),
        gt(shifts.endsAt, now),
        exceptAgentId ? ne(agents.id, exceptAgentId) : undefined,
      ),
    );
  const nearest = nearestAgents({
    from,
    candidates: rows.map((r) => ({
      ...r,
      location: r.lat !== null && r.lng !== null ? { lat: r.lat, lng: r.lng } : null,
    })),
  });
  // One line per agent (an agent with two radios counts once, at the nearer one).
  const seen = new Set<string>();
  return nearest
    .filter((n) => !seen.has(n.agentId) && seen.add(n.agentId))
    .map((n) => ({ agentId: n.agentId, name: n.name, radioId: n.radioId, distanceKm: n.distanceKm }));
}

/** The alarm's site: the agent's assigned site, else the site of his shift now, else the company's first. */
async function siteForAlarm(t: TenantDb<Tx>, agentId: string | null) {
  const now = new Date();
  if (agentId) {
    const [assigned] = await t.db
      .select({ id: sites.id, name: sites.name })
      .from(agents)
      .innerJoin(sites, eq(sites.id, agents.assignedSiteId))
      .where(and(eq(agents.id, agentId), isNull(sites.archivedAt)));
    if (assigned) return assigned;
    const [onShift] = await t.db
      .select({ id: sites.id, name: sites.name })
      .from(shifts)
      .innerJoin(sites, eq(sites.id, shifts.siteId))
      .where(
        and(
          eq(shifts.agentId, agentId),
          lte(shifts.startsAt, now),
          gt(shifts.endsAt, now),
          isNull(sites.archivedAt),
        ),
      )
      .limit(1);
    if (onShift) return onShift;
  }
  const [first] = await t.db
    .select({ id: sites.id, name: sites.name })
    .from(sites)
    .where(t.scope(sites, isNull(sites.archivedAt)))
    .orderBy(asc(sites.createdAt))
    .limit(1);
  return first ?? null;
}

/**
 * SOS (spec: radio_id and location): a critical radio alert at the sender's real position and a
 * critical alarm (dashboard, bell, toast with sound), in one transaction; the answer lists the
 * nearest available agents.
 */
export async function triggerSos({
  auth,
  radioId,
  location,
  lang,
  timeZone,
  events,
}: Ctx & { radioId: string; location: TLatLngInput; events: EventBus }) {
  // An agent triggers from his own radio; the control room from any radio of the company.
  await auth.tenant.findById(radios, radioId);
  const [radio] = await auth.tenant.db
    .select()
    .from(radios)
    .where(auth.tenant.scope(radios, eq(radios.id, radioId), await radioScope(auth)));
  if (!radio) throw notFound(MSG_RADIO.radioNotFound);
  requireScope(auth, "radio-alert", "create");
  if (radio.retiredAt) throw conflict(MSG_RADIO.radioRetired);
  return raiseSos({ db: auth.tenant.db, radio, location, userId: auth.user.id, lang, timeZone, events });
}

export async function raiseSos({
  db,
  radio,
  location,
  userId,
  lang,
  timeZone,
  events,
}: {
  db: Db;
  radio: typeof radios.$inferSelect;
  location: TLatLngInput | null;
  userId: string | null;
  lang: TLang;
  timeZone: string;
  events: EventBus;
}) {
  const now = new Date();
  const at =
    location ?? (radio.lat !== null && radio.lng !== null ? { lat: radio.lat, lng: radio.lng } : null);
  const { alert, alarmId } = await inTransaction(tenantDb(db, radio.companyId), async (t) => {
    const [agent] = radio.agentId
      ? await t.db.select({ name: agents.name }).from(agents).where(eq(agents.id, radio.agentId))
      : [];
    const agentParam = agent?.name ?? { text: MSG_RADIO.unknownAgent };
    if (location)
      await t.db
        .update(radios)
        .set({ lat: location.lat, lng: location.lng, locatedAt: now, updatedAt: now })
        .where(eq(radios.id, radio.id));
    const site = await siteForAlarm(t, radio.agentId);
    let alarmId: string | null = null;
    if (site) {
      const message = {
        title: { text: MSG_RADIO.sosAlarmTitle, params: { agent: agentParam } },
        description: { text: MSG_RADIO.sosDescription, params: { radio: radio.imei } },
        triggeredBy: { text: MSG_RADIO.sosAlarmTriggeredBy, params: { radio: radio.imei } },
      };
      const alarm = await raiseAlarm({
        tx: t.db,
        companyId: radio.companyId,
        site,
        alarm: {
          type: "autre",
          severity: "critique",
          title: renderServerText(message.title, "fr"),
          description: renderServerText(message.description, "fr"),
          location: at ? `${at.lat.toFixed(5)}, ${at.lng.toFixed(5)}` : site.name,
          triggeredBy: renderServerText(message.triggeredBy, "fr"),
          message,
          actions: [alarmStep(MSG_RADIO.sosDescription, { radio: radio.imei }, now)],
        },
        by: { userId, details: { source: "radio-sos", radioId: radio.id } },
      });
      alarmId = alarm.id;
    }
    const [alert] = await t.db
      .insert(radioAlerts)
      .values({
        companyId: radio.companyId,
        radioId: radio.id,
        alarmId,
        type: "sos",
        severity: "critical",
        agentId: radio.agentId,
        agentName: agent?.name ?? null,
        description: { text: MSG_RADIO.sosDescription, params: { radio: radio.imei } },
        recommendation: { text: RADIO_RECOMMENDATIONS.sos },
        lat: at?.lat ?? null,
        lng: at?.lng ?? null,
        createdAt: now,
      })
      .returning();
    if (!alert) throw new Error("radio alert not inserted");
    await audit(t.db, {
      companyId: radio.companyId,
      userId,
      action: "sos",
      entity: "radio-alert",
      entityId: alert.id,
      details: { radioId: radio.id, alarmId },
    });
    return { alert, alarmId };
  });
  if (alarmId) await events.publishSafely({ companyId: radio.companyId, type: "alarm.created", id: alarmId });
  await events.publishSafely({ companyId: radio.companyId, type: "radio.alert", id: alert.id });
  await events.publishSafely({ companyId: radio.companyId, type: "radio.updated", id: radio.id });
  const nearest = at
    ? await nearestAvailable({ db, companyId: radio.companyId, from: at, exceptAgentId: radio.agentId })
    : [];
  return { ...toApiAlert(alert, lang, timeZone), nearestAgents: nearest };
}

export async function alertNearest({ auth, id }: { auth: AuthContext; id: string }) {
  const row = await getAlert({ auth, id });
  if (row.lat === null || row.lng === null) return [];
  return nearestAvailable({
    db: auth.tenant.db,
    companyId: auth.companyId,
    from: { lat: row.lat, lng: row.lng },
    exceptAgentId: row.agentId,
  });
}

type AlertAction = "dispatch" | "acknowledge" | "resolve";

/** Dispatch an agent, acknowledge, resolve: each time is recorded once; a resolved alert is closed. */
export async function actOnAlert({
  auth,
  id,
  action,
  agentId,
  lang,
  timeZone,
  events,
}: Ctx & { id: string; action: AlertAction; agentId?: string; events: EventBus }) {
  const row = await getAlert({ auth, id, action: "resolve" });
  if (action === "dispatch") requireScope(auth, "radio-alert", "assign");
  if (row.status === "resolved") throw conflict(MSG_RADIO.alertResolved);
  const now = new Date();
  const caller = await callerAccess(auth);
  await inTransaction(auth.tenant, async (t) => {
    let patch: Partial<typeof radioAlerts.$inferInsert>;
    if (action === "dispatch") {
      const [agent] = await t.db
        .select({ id: agents.id, name: agents.name })
        .from(agents)
        .where(t.scope(agents, eq(agents.id, agentId ?? "")));
      if (!agent) throw notFound(MSG_RADIO.agentNotFound);
      patch = {
        dispatchedAgentId: agent.id,
        dispatchedAgentName: agent.name,
        dispatchedAt: now,
        // Dispatching is the control room's answer: it acknowledges the alert.
        acknowledgedAt: row.acknowledgedAt ?? now,
        acknowledgedById: row.acknowledgedById ?? caller.userId,
        status: "acknowledged",
      };
      if (row.alarmId)
        await t.db
          .update(alarms)
          .set({ assignedAgentId: agent.id, assignedTo: agent.name })
          .where(t.scope(alarms, eq(alarms.id, row.alarmId)));
    } else if (action === "acknowledge") {
      patch = {
        acknowledgedAt: row.acknowledgedAt ?? now,
        acknowledgedById: row.acknowledgedById ?? caller.userId,
        status: "acknowledged",
      };
    } else {
      patch = {
        acknowledgedAt: row.acknowledgedAt ?? now,
        acknowledgedById: row.acknowledgedById ?? caller.userId,
        resolvedAt: now,
        status: "resolved",
      };
    }
    await t.updateById(radioAlerts, id, patch);
    await audit(t.db, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action,
      entity: "radio-alert",
      entityId: id,
      details: agentId ? { agentId } : {},
    });
  });
  await events.publishSafely({ companyId: auth.companyId, type: "radio.alert", id });
  if (action === "dispatch" && row.alarmId)
    await events.publishSafely({ companyId: auth.companyId, type: "alarm.updated", id: row.alarmId });
  const [updated] = await auth.tenant.db
    .select()
    .from(radioAlerts)
    .where(auth.tenant.scope(radioAlerts, eq(radioAlerts.id, id)));
  if (!updated) throw notFound(MSG_RADIO.alertNotFound);
  return toApiAlert(updated, lang, timeZone);
}

/** Spec section 4, from live data: alerts, radios, and the measured average response time (30 days). */
export async function radioAiSummary({
  auth,
  lang,
  timeZone,
  offlineAfterSeconds,
}: Ctx & { offlineAfterSeconds: number }): Promise<TRadioSummary> {
  const now = new Date();
  const [radioRows, alertRows] = await Promise.all([
    auth.tenant.db
      .select({ retiredAt: radios.retiredAt, agentId: radios.agentId, lastSeenAt: radios.lastSeenAt })
      .from(radios)
      .where(auth.tenant.scope(radios, await radioScope(auth))),
    auth.tenant.db
      .select({
        status: radioAlerts.status,
        createdAt: radioAlerts.createdAt,
        acknowledgedAt: radioAlerts.acknowledgedAt,
      })
      .from(radioAlerts)
      .where(
        auth.tenant.scope(
          radioAlerts,
          await alertScope(auth),
          or(
            eq(radioAlerts.status, "active"),
            gte(radioAlerts.createdAt, new Date(now.getTime() - 30 * 86_400_000)),
          ),
        ),
      ),
  ]);
  const statuses = radioRows.map((r) =>
    radioStatus({
      retired: r.retiredAt !== null,
      agentId: r.agentId,
      lastSeenAt: r.lastSeenAt,
      now,
      offlineAfterSeconds,
    }),
  );
  const activeAlerts = alertRows.filter((a) => a.status === "active").length;
  const summary = radioSummary({ statuses, activeAlerts });
  return {
    level: summary.level,
    recommendation: renderServerText(summary.text, lang, timeZone),
    activeRadios: summary.activeRadios,
    totalRadios: summary.totalRadios,
    activeAlerts,
    avgResponseMinutes: averageResponseMinutes(alertRows),
    engine: translateText(MSG_RADIO.engineBuiltin, lang),
  };
}
