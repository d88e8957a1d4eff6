import {
  alarmStep,
  MSG_ALARMS,
  MSG_OPS,
  renderServerText,
  responseSeconds,
  type TAlarmAssign,
  type TAlarmStep,
  type TLang,
} from "@hts/domain";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { agents, alarmComments, alarms, notifications, sites, users } from "../../db/schema.ts";
import { audit } from "../../lib/audit.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import { conflict, validation } from "../../lib/errors.ts";
import type { EventBus } from "../../lib/events/event-bus.ts";
import { inTransaction } from "../../lib/tenancy.ts";
import { alarmFor, readAlarm } from "./alarms.service.ts";

/** Appends one step to the stored history, in the same statement as the change it records. */
const appendStep = (step: TAlarmStep) => sql`${alarms.actions} || ${JSON.stringify([step])}::jsonb`;

/**
 * Active -> Résolue, once and for good (spec part 1, section 4: no reverse transition). The update is
 * conditional on the status, so two operators resolving at once cannot both succeed. An alarm resolved
 * without being taken in charge first counts as taken at the same instant by the same person.
 */
export async function resolveAlarm({
  auth,
  events,
  id,
  note,
  lang,
}: {
  auth: AuthContext;
  events: EventBus;
  id: string;
  note: string | null;
  lang: TLang;
}) {
  const current = await alarmFor(auth, id, "resolve");
  if (current.status !== "active") throw conflict(MSG_OPS.alarmAlreadyResolved);
  const resolvedAt = new Date();
  const name = auth.user.name;
  const step = note
    ? alarmStep(MSG_ALARMS.resolvedWithNote, { name, note }, resolvedAt)
    : alarmStep(MSG_ALARMS.resolved, { name }, resolvedAt);
  await inTransaction(auth.tenant, async (t) => {
    const changed = await t.db
      .update(alarms)
      .set({
        status: "resolved",
        resolvedAt,
        resolvedById: auth.user.id,
        resolvedByName: name,
        responseSeconds: responseSeconds({ createdAt: current.createdAt, resolvedAt }),
        takenAt: current.takenAt ?? resolvedAt,
        takenById: current.takenAt ? current.takenById : auth.user.id,
        takenByName: current.takenAt ? current.takenByName : name,
        actions: appendStep(step),
      })
      .where(t.scope(alarms, and(eq(alarms.id, id), eq(alarms.status, "active"))))
      .returning({ id: alarms.id });
    if (changed.length === 0) throw conflict(MSG_OPS.alarmAlreadyResolved);
    await audit(t.db, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "resolve",
      entity: "alarm",
      entityId: id,
    });
  });
  await events.publishSafely({ companyId: auth.companyId, type: "alarm.resolved", id });
  return readAlarm({ tenant: auth.tenant, id, lang });
}

/** 409 of a second 'Prendre en charge': the alarm is already someone's, and whose. */
const takenBy = (name: string | null) =>
  name
    ? conflict({ text: MSG_ALARMS.alarmTakenBy, params: { name } })
    : conflict(MSG_ALARMS.alarmAlreadyTaken);

/**
 * 'Prendre en charge': who and when, once. An alarm nobody was assigned becomes the taker's. Conditional
 * on the alarm being active and not yet taken, so two operators cannot both take it.
 */
export async function takeAlarm({
  auth,
  events,
  id,
  lang,
}: {
  auth: AuthContext;
  events: EventBus;
  id: string;
  lang: TLang;
}) {
  const current = await alarmFor(auth, id, "resolve");
  if (current.status !== "active") throw conflict(MSG_OPS.alarmAlreadyResolved);
  if (current.takenAt) throw takenBy(current.takenByName);
  const now = new Date();
  const name = auth.user.name;
  const unassigned = !current.assignedUserId && !current.assignedAgentId;
  await inTransaction(auth.tenant, async (t) => {
    const changed = await t.db
      .update(alarms)
      .set({
        takenAt: now,
        takenById: auth.user.id,
        takenByName: name,
        ...(unassigned ? { assignedUserId: auth.user.id, assignedTo: name } : {}),
        actions: appendStep(alarmStep(MSG_ALARMS.taken, { name }, now)),
      })
      .where(t.scope(alarms, and(eq(alarms.id, id), eq(alarms.status, "active"), isNull(alarms.takenAt))))
      .returning({ id: alarms.id });
    if (changed.length === 0) {
      // Another operator won the race: say who (a new statement sees the row they committed).
      const [winner] = await t.db
        .select({ status: alarms.status, name: alarms.takenByName })
        .from(alarms)
        .where(t.scope(alarms, eq(alarms.id, id)));
      if (winner?.status !== "active") throw conflict(MSG_OPS.alarmAlreadyResolved);
      throw takenBy(winner?.name ?? null);
    }
    await audit(t.db, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "take",
      entity: "alarm",
      entityId: id,
    });
  });
  await events.publishSafely({ companyId: auth.companyId, type: "alarm.updated", id });
  return readAlarm({ tenant: auth.tenant, id, lang });
}

/** The person an assignment names: an active account of the company, or one of its agents. */
async function findAssignee(auth: AuthContext, body: TAlarmAssign) {
  const { db } = auth.tenant;
  const missing = (field: string) =>
    validation([{ loc: ["body", field], msg: MSG_ALARMS.assigneeNotFound, type: "not_found" }]);
  if (body.agentId) {
    const [agent] = await db
      .select({ id: agents.id, name: agents.name, userId: agents.userId })
      .from(agents)
      .where(auth.tenant.scope(agents, eq(agents.id, body.agentId)));
    if (!agent) throw missing("agentId");
    return { userId: agent.userId, agentId: agent.id, name: agent.name };
  }
  if (body.userId) {
    const [user] = await db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(and(eq(users.companyId, auth.companyId), eq(users.id, body.userId), eq(users.active, true)));
    if (!user) throw missing("userId");
    // An account that signs in as an agent is assigned as that agent too.
    const [agent] = await db
      .select({ id: agents.id })
      .from(agents)
      .where(auth.tenant.scope(agents, eq(agents.userId, user.id)));
    return { userId: user.id, agentId: agent?.id ?? null, name: user.name };
  }
  return null;
}

/**
 * Gives the alarm to someone (or takes it back): the assignee sees it in their list, gets a notification
 * (the bell) and the live event refreshes every open screen. Allowed on active alarms only.
 */
export async function assignAlarm({
  auth,
  events,
  id,
  body,
  lang,
}: {
  auth: AuthContext;
  events: EventBus;
  id: string;
  body: TAlarmAssign;
  lang: TLang;
}) {
  const current = await alarmFor(auth, id, "assign");
  if (current.status !== "active") throw conflict(MSG_OPS.alarmAlreadyResolved);
  const assignee = await findAssignee(auth, body);
  const now = new Date();
  const name = auth.user.name;
  const step = assignee
    ? alarmStep(MSG_ALARMS.assigned, { assignee: assignee.name, name }, now)
    : alarmStep(MSG_ALARMS.unassigned, { name }, now);
  await inTransaction(auth.tenant, async (t) => {
    const changed = await t.db
      .update(alarms)
      .set({
        assignedUserId: assignee?.userId ?? null,
        assignedAgentId: assignee?.agentId ?? null,
        assignedTo: assignee?.name ?? null,
        actions: appendStep(step),
      })
      .where(t.scope(alarms, and(eq(alarms.id, id), eq(alarms.status, "active"))))
      .returning({ id: alarms.id });
    if (changed.length === 0) throw conflict(MSG_OPS.alarmAlreadyResolved);
    if (assignee?.userId && assignee.userId !== auth.user.id) {
      const [site] = await t.db.select({ name: sites.name }).from(sites).where(eq(sites.id, current.siteId));
      const title = { text: MSG_ALARMS.notificationAssigned, params: { title: current.title } };
      const bodyText = {
        text: MSG_ALARMS.notificationBody,
        params: { site: site?.name ?? "", location: current.location },
      };
      await t.db.insert(notifications).values({
        companyId: auth.companyId,
        userId: assignee.userId,
        title: renderServerText(title, "fr"),
        body: renderServerText(bodyText, "fr"),
        message: { title, body: bodyText },
        severity: current.severity,
        link: `/dashboard/alarms?id=${id}`,
      });
    }
    await audit(t.db, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "assign",
      entity: "alarm",
      entityId: id,
      details: { userId: assignee?.userId ?? null, agentId: assignee?.agentId ?? null },
    });
  });
  await events.publishSafely({ companyId: auth.companyId, type: "alarm.updated", id });
  return readAlarm({ tenant: auth.tenant, id, lang });
}

/** Who an alarm can be given to: active accounts that may work alarms, and agents (with or without one). */
export async function listAssignees(auth: AuthContext) {
  const { db } = auth.tenant;
  const [accounts, agentRows] = await Promise.all([
    db
      .select({ id: users.id, name: users.name, role: users.role })
      .from(users)
      .where(and(eq(users.companyId, auth.companyId), eq(users.active, true)))
      .orderBy(asc(users.name)),
    db
      .select({ id: agents.id, name: agents.name, userId: agents.userId })
      .from(agents)
      .where(auth.tenant.scope(agents))
      .orderBy(asc(agents.name)),
  ]);
  const agentOfUser = new Map(agentRows.flatMap((a) => (a.userId ? [[a.userId, a.id] as const] : [])));
  return [
    ...accounts
      .filter((u) => u.role !== "planner")
      .map((u) => ({ userId: u.id, agentId: agentOfUser.get(u.id) ?? null, name: u.name, role: u.role })),
    ...agentRows
      .filter((a) => !a.userId)
      .map((a) => ({ userId: null, agentId: a.id, name: a.name, role: "agent" })),
  ];
}

/** 'Ajouter commentaire' of the details overlay; allowed on resolved alarms too (post-incident notes). */
export async function commentAlarm({
  auth,
  events,
  id,
  text,
  lang,
}: {
  auth: AuthContext;
  events: EventBus;
  id: string;
  text: string;
  lang: TLang;
}) {
  await alarmFor(auth, id, "comment");
  await inTransaction(auth.tenant, async (t) => {
    const comment = await t.insert(alarmComments, {
      alarmId: id,
      userId: auth.user.id,
      authorName: auth.user.name,
      text,
    });
    await audit(t.db, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "comment",
      entity: "alarm",
      entityId: id,
      details: { commentId: comment.id },
    });
  });
  await events.publishSafely({ companyId: auth.companyId, type: "alarm.commented", id });
  return readAlarm({ tenant: auth.tenant, id, lang });
}
