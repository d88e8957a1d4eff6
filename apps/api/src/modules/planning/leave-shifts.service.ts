// Leave declared over existing shifts (issue 15 item 3, decision 054): which scheduled shifts of the
// agent a period covers (same overlap as conflict detection: whole local days, both included, strict
// overlap in real time), and unassigning them, which cancels them in one transaction, audited.
import type { TCoveredShifts, TCoveredShiftsQuery, TUnassignShiftsInput } from "@hts/domain";
import { MSG_CONFLICTS } from "@hts/domain/planning/conflicts/messages";
import { and, asc, eq, inArray } from "drizzle-orm";
import { agents, agentUnavailability, shifts, sites } from "../../db/schema.ts";
import { auditMany } from "../../lib/audit.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import { notFound, validation } from "../../lib/errors.ts";
import { requireScope } from "../../lib/record-access.ts";
import { inTransaction, type TenantDb } from "../../lib/tenancy.ts";
import { agentForLeave } from "../agents/index.ts";
import { shiftColumns, toApiShift } from "./planning.mapper.ts";
import { overlapCondition } from "./shift-queries.ts";

/** The agent's scheduled shifts overlapping the days of the period (completed or running ones are history). */
async function covered(tenant: TenantDb, agentId: string, period: { start_date: string; end_date: string }) {
  const rows = await tenant.db
    .select(shiftColumns)
    .from(shifts)
    .innerJoin(agents, eq(agents.id, shifts.agentId))
    .innerJoin(sites, eq(sites.id, shifts.siteId))
    .where(
      tenant.scope(
        shifts,
        eq(shifts.agentId, agentId),
        eq(shifts.status, "scheduled"),
        overlapCondition(period),
      ),
    )
    .orderBy(asc(shifts.startsAt), asc(shifts.id));
  return rows.map(toApiShift);
}

/**
 * GET /api/agents/{id}/unavailability/covered-shifts: the shifts a period would cover, before it is
 * declared. Same rights as declaring it (planners and managers; an agent or operator gets 403).
 */
export async function coveredShifts({
  auth,
  agentId,
  query,
}: {
  auth: AuthContext;
  agentId: string;
  query: TCoveredShiftsQuery;
}): Promise<TCoveredShifts> {
  await agentForLeave(auth, agentId, "create");
  const found = await covered(auth.tenant, agentId, { start_date: query.startDate, end_date: query.endDate });
  return { count: found.length, shifts: found };
}

/**
 * POST /api/agents/{id}/unavailability/{periodId}/unassign-shifts: cancels the scheduled shifts the
 * period covers (all of them, or the given ones, each of which must be covered), in one transaction with
 * an audit row per shift. Needs the right to declare leave and to change shifts.
 */
export async function unassignCoveredShifts({
  auth,
  agentId,
  periodId,
  input,
}: {
  auth: AuthContext;
  agentId: string;
  periodId: string;
  input: TUnassignShiftsInput;
}): Promise<TCoveredShifts> {
  await agentForLeave(auth, agentId, "create");
  requireScope(auth, "shift", "update");
  const { tenant } = auth;
  const period = await tenant.findById(agentUnavailability, periodId);
  if (period.agentId !== agentId) throw notFound();
  const range = { start_date: period.startDate, end_date: period.endDate };
  const all = await covered(tenant, agentId, range);
  const ids = new Set(all.map((shift) => shift.id));
  if (input.shiftIds) {
    const issues = input.shiftIds.flatMap((id, i) =>
      ids.has(id)
        ? []
        : [{ loc: ["body", "shiftIds", i], msg: MSG_CONFLICTS.shiftNotCovered, type: "not_found" }],
    );
    if (issues.length > 0) throw validation(issues);
  }
  const chosen = input.shiftIds ? all.filter((shift) => input.shiftIds?.includes(shift.id)) : all;
  if (chosen.length === 0) return { count: 0, shifts: [] };
  await inTransaction(tenant, async (t) => {
    const changed = await t.db
      .update(shifts)
      .set({ status: "cancelled", updatedAt: new Date() })
      .where(
        t.scope(
          shifts,
          inArray(
            shifts.id,
            chosen.map((shift) => shift.id),
          ),
          // Unchanged since it was read: a shift started or completed meanwhile stays as it is.
          and(eq(shifts.status, "scheduled"), eq(shifts.agentId, agentId)),
        ),
      )
      .returning({ id: shifts.id });
    await auditMany(
      t.db,
      changed.map(({ id }) => ({
        companyId: auth.companyId,
        userId: auth.user.id,
        action: "update",
        entity: "shift",
        entityId: id,
        details: { status: "cancelled", unassigned_for: { period_id: period.id, kind: period.kind } },
      })),
    );
  });
  const done = new Set(chosen.map((shift) => shift.id));
  const after = (await listByIds(tenant, [...done])).filter((shift) => shift.status === "cancelled");
  return { count: after.length, shifts: after };
}

async function listByIds(tenant: TenantDb, ids: string[]) {
  const rows = await tenant.db
    .select(shiftColumns)
    .from(shifts)
    .innerJoin(agents, eq(agents.id, shifts.agentId))
    .innerJoin(sites, eq(sites.id, shifts.siteId))
    .where(tenant.scope(shifts, inArray(shifts.id, ids)))
    .orderBy(asc(shifts.startsAt), asc(shifts.id));
  return rows.map(toApiShift);
}
