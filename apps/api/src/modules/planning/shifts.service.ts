import {
  MSG_RECORDS,
  minutesBetween,
  PLANNING_API_MSG,
  PLANNING_MSG,
  type TConflict,
  type TLang,
  type TShiftCheck,
  type TShiftCreateInput,
  type TShiftPatch,
  type TShiftsQuery,
} from "@hts/domain";
import { MSG_CONFLICTS } from "@hts/domain/planning/conflicts/messages";
import { asc, count, eq } from "drizzle-orm";
import { agents, shifts, sites } from "../../db/schema.ts";
import { audit } from "../../lib/audit.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import { AppError, forbidden, notFound, validation } from "../../lib/errors.ts";
import { requireOnRecord, requireScope } from "../../lib/record-access.ts";
import { inTransaction, type TenantDb, type Tx } from "../../lib/tenancy.ts";
import { detectIn } from "./conflicts.service.ts";
import { toApiShift } from "./planning.mapper.ts";
import { companyPlanningRules } from "./planning-settings.service.ts";
import { overlapCondition, ownShifts, selectShifts } from "./shift-queries.ts";
import { placeShift } from "./shift-times.ts";

export async function listShifts({ auth, query }: { auth: AuthContext; query: TShiftsQuery }) {
  const { scope } = auth.tenant;
  const where = scope(
    shifts,
    await ownShifts(auth),
    overlapCondition(query),
    query.agent_id ? eq(shifts.agentId, query.agent_id) : undefined,
    query.site_id ? eq(shifts.siteId, query.site_id) : undefined,
    query.status ? eq(shifts.status, query.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    selectShifts(auth.tenant)
      .where(where)
      .orderBy(asc(shifts.startsAt), asc(shifts.id))
      .limit(query.limit)
      .offset(query.offset),
    auth.tenant.db.select({ n: count() }).from(shifts).where(where),
  ]);
  return { items: rows.map(toApiShift), total: total?.n ?? 0 };
}

/** The shift if the caller may do `action` on it (404 when they may not read it, 403 otherwise). */
async function shiftFor(auth: AuthContext, id: string, action: "read" | "update" | "delete") {
  const row = await auth.tenant.findById(shifts, id);
  const [agent] = await auth.tenant.db
    .select({ userId: agents.userId })
    .from(agents)
    .where(auth.tenant.scope(agents, eq(agents.id, row.agentId)));
  await requireOnRecord({
    auth,
    kind: "shift",
    action,
    record: { ownerUserIds: [agent?.userId], siteId: row.siteId },
  });
  return row;
}

export async function getShift({ auth, id }: { auth: AuthContext; id: string }) {
  await shiftFor(auth, id, "read");
  const [row] = await selectShifts(auth.tenant).where(auth.tenant.scope(shifts, eq(shifts.id, id)));
  if (!row) throw notFound();
  return toApiShift(row);
}

/** Agent and site ids in a body must be the caller's: otherwise a 422 on that field (ids cannot be probed). */
async function ownAgent(tenant: TenantDb, id: string) {
  const [agent] = await tenant.db
    .select()
    .from(agents)
    .where(tenant.scope(agents, eq(agents.id, id)))
    .limit(1);
  if (!agent)
    throw validation([{ loc: ["body", "agent_id"], msg: PLANNING_API_MSG.agentNotFound, type: "not_found" }]);
  return agent;
}

async function ownSite(tenant: TenantDb, id: string) {
  const [site] = await tenant.db
    .select({ id: sites.id, archivedAt: sites.archivedAt })
    .from(sites)
    .where(tenant.scope(sites, eq(sites.id, id)))
    .limit(1);
  if (!site)
    throw validation([{ loc: ["body", "site_id"], msg: PLANNING_API_MSG.siteNotFound, type: "not_found" }]);
  // No new shift on an archived site (decision 017).
  if (site.archivedAt)
    throw validation([{ loc: ["body", "site_id"], msg: MSG_RECORDS.siteArchivedRef, type: "archived" }]);
}

function checkBreak(breakMinutes: number, durationHours: number) {
  if (breakMinutes >= durationHours * 60)
    throw validation([
      { loc: ["body", "break_minutes"], msg: PLANNING_API_MSG.breakTooLong, type: "value_error" },
    ]);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Roles that may keep a change despite blocking conflicts, with a reason (decision 040). */
const MAY_OVERRIDE = new Set(["admin", "manager"]);

/**
 * Thrown inside the write's transaction by a check without save (decision 041): the transaction rolls
 * back and the caller gets what the change would create.
 */
class DryRun extends Error {
  constructor(readonly result: TShiftCheck) {
    super("dry run");
  }
}

async function dryRun(work: () => Promise<unknown>): Promise<TShiftCheck> {
  try {
    await work();
  } catch (error) {
    if (error instanceof DryRun) return error.result;
    throw error;
  }
  throw new Error("dry run saved");
}

/** POST /shifts/check: the conflicts a new shift would create, nothing written (decision 041). */
export function checkNewShift(params: { auth: AuthContext; input: TShiftCreateInput; lang?: TLang }) {
  return dryRun(() => createShift({ ...params, dryRun: true }));
}

/** POST /shifts/{id}/check: the conflicts a change would create, nothing written (decision 041). */
export function checkShiftChange(params: {
  auth: AuthContext;
  id: string;
  input: TShiftPatch;
  lang?: TLang;
}) {
  return dryRun(() => updateShift({ ...params, dryRun: true }));
}

/** Ids of the conflicts one shift takes part in now, on this connection. */
async function conflictsOfShift({
  auth,
  tenant,
  shiftId,
  agentId,
  date,
  lang,
}: {
  auth: AuthContext;
  tenant: TenantDb;
  shiftId: string;
  agentId: string;
  date: string;
  lang: TLang;
}): Promise<TConflict[]> {
  // Every rule is judged per agent: that agent's planning is enough (and cheap), whoever saves it.
  const all = await detectIn({
    tenant,
    rules: companyPlanningRules(auth.company),
    range: { start_date: date, end_date: date },
    lang,
    visible: eq(shifts.agentId, agentId),
  });
  return all.filter((conflict) => conflict.shift_ids.includes(shiftId));
}

/**
 * Save-time check (decision 040), inside the write's transaction after the write: the conflicts the
 * change created (those of the shift now, minus those it had before). Blocking ones throw 409 with the
 * list (the transaction rolls back) unless an administrator or manager gives a reason, which is audited.
 */
async function checkChange({
  auth,
  tenant,
  shiftId,
  agentId,
  date,
  before,
  overrideReason,
  lang,
  dryRun,
}: {
  auth: AuthContext;
  tenant: TenantDb<Tx>;
  shiftId: string;
  agentId: string;
  date: string;
  before: Set<string>;
  overrideReason: string | undefined;
  lang: TLang;
  dryRun: boolean;
}): Promise<TConflict[]> {
  const created = (await conflictsOfShift({ auth, tenant, shiftId, agentId, date, lang })).filter(
    (conflict) => !before.has(conflict.id),
  );
  const blocking = new Set(companyPlanningRules(auth.company).blockingSeverities);
  const blockers = created.filter((conflict) => blocking.has(conflict.severity));
  if (dryRun)
    throw new DryRun({
      conflicts: created.filter((conflict) => !blocking.has(conflict.severity)),
      blocking: blockers,
      may_override: MAY_OVERRIDE.has(auth.role),
    });
  if (blockers.length === 0) return created;
  if (!overrideReason)
    throw new AppError(
      "conflict",
      { text: MSG_CONFLICTS.blocking, params: { n: blockers.length } },
      { conflicts: blockers },
    );
  if (!MAY_OVERRIDE.has(auth.role)) throw forbidden(MSG_CONFLICTS.overrideForbidden);
  await audit(tenant.db, {
    companyId: auth.companyId,
    userId: auth.user.id,
    action: "override_conflicts",
    entity: "shift",
    entityId: shiftId,
    details: {
      reason: overrideReason,
      conflicts: blockers.map((conflict) => ({
        id: conflict.id,
        type: conflict.conflict_type,
        severity: conflict.severity,
      })),
    },
  });
  return created;
}

export type TSavedShift = Awaited<ReturnType<typeof getShift>> & { conflicts: TConflict[] };

export async function createShift({
  auth,
  input,
  lang = "fr",
  dryRun = false,
}: {
  auth: AuthContext;
  input: TShiftCreateInput;
  lang?: TLang;
  dryRun?: boolean;
}): Promise<TSavedShift> {
  requireScope(auth, "shift", "create");
  const { tenant } = auth;
  if (!UUID.test(input.agent_id))
    throw validation([{ loc: ["body", "agent_id"], msg: PLANNING_API_MSG.agentNotFound, type: "not_found" }]);
  const agent = await ownAgent(tenant, input.agent_id);
  // The agents screen's form has no site: the shift goes to the agent's assigned site.
  const siteId = input.site_id ?? agent.assignedSiteId;
  if (!siteId)
    throw validation([{ loc: ["body", "site_id"], msg: PLANNING_API_MSG.noSite, type: "missing" }]);
  if (!UUID.test(siteId))
    throw validation([{ loc: ["body", "site_id"], msg: PLANNING_API_MSG.siteNotFound, type: "not_found" }]);
  await ownSite(tenant, siteId);

  // Durations and names sent by the client are ignored: the server computes them from the times.
  const breakMinutes =
    input.break_start && input.break_end
      ? minutesBetween({ start: input.break_start, end: input.break_end })
      : (input.break_minutes ?? companyPlanningRules(auth.company).defaultBreakMinutes);
  const placed = placeShift({ ...input, break_minutes: breakMinutes });
  checkBreak(breakMinutes, placed.durationHours);

  const { created, conflicts } = await inTransaction(tenant, async (t) => {
    const row = await t.insert(shifts, {
      agentId: agent.id,
      siteId,
      shiftDate: input.shift_date,
      startTime: input.start_time,
      endTime: input.end_time,
      startsAt: placed.startsAt,
      endsAt: placed.endsAt,
      breakMinutes,
      shiftType: input.shift_type,
      status: input.status,
      notes: input.notes ?? null,
      post: input.post || null,
    });
    await audit(t.db, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "create",
      entity: "shift",
      entityId: row.id,
    });
    const conflicts = await checkChange({
      auth,
      tenant: t,
      shiftId: row.id,
      agentId: agent.id,
      date: input.shift_date,
      before: new Set(),
      overrideReason: input.override_reason,
      lang,
      dryRun,
    });
    return { created: row, conflicts };
  });
  return { ...(await getShift({ auth, id: created.id })), conflicts };
}

export async function updateShift({
  auth,
  id,
  input,
  lang = "fr",
  dryRun = false,
}: {
  auth: AuthContext;
  id: string;
  input: TShiftPatch;
  lang?: TLang;
  dryRun?: boolean;
}): Promise<TSavedShift> {
  const { tenant } = auth;
  const current = await shiftFor(auth, id, "update");
  if (input.agent_id !== undefined) {
    if (!UUID.test(input.agent_id))
      throw validation([
        { loc: ["body", "agent_id"], msg: PLANNING_API_MSG.agentNotFound, type: "not_found" },
      ]);
    await ownAgent(tenant, input.agent_id);
  }
  if (input.site_id !== undefined) {
    if (!UUID.test(input.site_id))
      throw validation([{ loc: ["body", "site_id"], msg: PLANNING_API_MSG.siteNotFound, type: "not_found" }]);
    await ownSite(tenant, input.site_id);
  }
  const next = {
    shift_date: input.shift_date ?? current.shiftDate,
    start_time: input.start_time ?? current.startTime,
    end_time: input.end_time ?? current.endTime,
    break_minutes: input.break_minutes ?? current.breakMinutes,
  };
  if (next.start_time === next.end_time)
    throw validation([
      {
        loc: ["body", "end_time"],
        msg: PLANNING_MSG.sameTimes,
        type: "value_error",
      },
    ]);
  const placed = placeShift(next);
  checkBreak(next.break_minutes, placed.durationHours);
  const { override_reason: overrideReason, ...changes } = input;
  const conflicts = await inTransaction(tenant, async (t) => {
    // What the shift was already part of is not the change's doing: only new conflicts are judged.
    const before = await conflictsOfShift({
      auth,
      tenant: t,
      shiftId: id,
      agentId: current.agentId,
      date: current.shiftDate,
      lang,
    });
    await t.updateById(shifts, id, {
      ...(input.agent_id !== undefined ? { agentId: input.agent_id } : {}),
      ...(input.site_id !== undefined ? { siteId: input.site_id } : {}),
      ...(input.shift_type !== undefined ? { shiftType: input.shift_type } : {}),
      ...(input.status !== undefined ? { status: input.status } : {}),
      ...(input.notes !== undefined ? { notes: input.notes ?? null } : {}),
      ...(input.post !== undefined ? { post: input.post || null } : {}),
      shiftDate: next.shift_date,
      startTime: next.start_time,
      endTime: next.end_time,
      breakMinutes: next.break_minutes,
      startsAt: placed.startsAt,
      endsAt: placed.endsAt,
      updatedAt: new Date(),
    });
    await audit(t.db, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "update",
      entity: "shift",
      entityId: id,
      details: changes,
    });
    return checkChange({
      auth,
      tenant: t,
      shiftId: id,
      agentId: input.agent_id ?? current.agentId,
      date: next.shift_date,
      before: new Set(before.map((conflict) => conflict.id)),
      overrideReason,
      lang,
      dryRun,
    });
  });
  return { ...(await getShift({ auth, id })), conflicts };
}

export async function deleteShift({ auth, id }: { auth: AuthContext; id: string }) {
  await shiftFor(auth, id, "delete");
  await inTransaction(auth.tenant, async (t) => {
    await t.deleteById(shifts, id);
    await audit(t.db, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "delete",
      entity: "shift",
      entityId: id,
    });
  });
}
