import type { TPlanningRangeQuery, TUnavailabilityCreate, TUnavailabilityPeriod } from "@hts/domain";
import { and, asc, eq, gte, lte, sql } from "drizzle-orm";
import { agents, agentUnavailability } from "../../db/schema.ts";
import { audit } from "../../lib/audit.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import { notFound } from "../../lib/errors.ts";
import { requireOnRecord, requireScope, scopeCondition } from "../../lib/record-access.ts";
import { inTransaction } from "../../lib/tenancy.ts";

function toApi(row: typeof agentUnavailability.$inferSelect): TUnavailabilityPeriod {
  return {
    id: row.id,
    agentId: row.agentId,
    kind: row.kind as TUnavailabilityPeriod["kind"],
    startDate: row.startDate,
    endDate: row.endDate,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The agent whose leave the caller may read or change (decision 015): planners and managers every
 * agent's, an agent his own (read only); an operator none (403); another agent's answers 404.
 */
export async function agentForLeave(
  auth: AuthContext,
  agentId: string,
  action: "read" | "create" | "delete",
) {
  requireScope(auth, "leave", action);
  const agent = await auth.tenant.findById(agents, agentId);
  await requireOnRecord({
    auth,
    kind: "leave",
    action,
    record: { ownerUserIds: [agent.userId], siteId: null },
  });
  return agent;
}

export async function listUnavailability({ auth, agentId }: { auth: AuthContext; agentId: string }) {
  await agentForLeave(auth, agentId, "read");
  const rows = await auth.tenant.db
    .select()
    .from(agentUnavailability)
    .where(auth.tenant.scope(agentUnavailability, eq(agentUnavailability.agentId, agentId)))
    .orderBy(asc(agentUnavailability.startDate), asc(agentUnavailability.id));
  return rows.map(toApi);
}

/**
 * The periods touching the days start_date..end_date (both included), for the week grids: every agent's
 * for planners and managers, an agent's own only (decision 015); a role without leave access gets 403.
 */
export async function listUnavailabilityInRange({
  auth,
  range,
}: {
  auth: AuthContext;
  range: TPlanningRangeQuery;
}) {
  const own = await scopeCondition({
    auth,
    kind: "leave",
    own: (caller) => (caller.agentId ? eq(agentUnavailability.agentId, caller.agentId) : sql`false`),
  });
  const rows = await auth.tenant.db
    .select()
    .from(agentUnavailability)
    .where(
      auth.tenant.scope(
        agentUnavailability,
        and(
          own,
          lte(agentUnavailability.startDate, range.end_date),
          gte(agentUnavailability.endDate, range.start_date),
        ),
      ),
    )
    .orderBy(asc(agentUnavailability.startDate), asc(agentUnavailability.id));
  return rows.map(toApi);
}

export async function addUnavailability({
  auth,
  agentId,
  input,
}: {
  auth: AuthContext;
  agentId: string;
  input: TUnavailabilityCreate;
}) {
  await agentForLeave(auth, agentId, "create");
  const row = await inTransaction(auth.tenant, async (t) => {
    const created = await t.insert(agentUnavailability, { ...input, reason: input.reason ?? null, agentId });
    await audit(t.db, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "create",
      entity: "agent_unavailability",
      entityId: created.id,
    });
    return created;
  });
  return toApi(row);
}

export async function removeUnavailability({
  auth,
  agentId,
  id,
}: {
  auth: AuthContext;
  agentId: string;
  id: string;
}) {
  await agentForLeave(auth, agentId, "delete");
  const period = await auth.tenant.findById(agentUnavailability, id);
  // The period must belong to the agent in the path, not merely to the company.
  if (period.agentId !== agentId) throw notFound();
  await inTransaction(auth.tenant, async (t) => {
    await t.deleteById(agentUnavailability, id);
    await audit(t.db, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "delete",
      entity: "agent_unavailability",
      entityId: id,
    });
  });
}
