import type { TUnavailabilityCreate, TUnavailabilityPeriod } from "@hts/domain";
import { asc, eq } from "drizzle-orm";
import { agents, agentUnavailability } from "../../db/schema.ts";
import { notFound } from "../../lib/errors.ts";
import type { AuthContext } from "../../plugins/auth.ts";
import { audit } from "../audit/audit.service.ts";

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

export async function listUnavailability({ auth, agentId }: { auth: AuthContext; agentId: string }) {
  await auth.tenant.findById(agents, agentId);
  const rows = await auth.tenant.db
    .select()
    .from(agentUnavailability)
    .where(auth.tenant.scope(agentUnavailability, eq(agentUnavailability.agentId, agentId)))
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
  await auth.tenant.findById(agents, agentId);
  const row = await auth.tenant.insert(agentUnavailability, {
    ...input,
    reason: input.reason ?? null,
    agentId,
  });
  await audit(auth.tenant.db, {
    companyId: auth.companyId,
    userId: auth.user.id,
    action: "create",
    entity: "agent_unavailability",
    entityId: row.id,
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
  const period = await auth.tenant.findById(agentUnavailability, id);
  // The period must belong to the agent in the path, not merely to the company.
  if (period.agentId !== agentId) throw notFound();
  await auth.tenant.deleteById(agentUnavailability, id);
  await audit(auth.tenant.db, {
    companyId: auth.companyId,
    userId: auth.user.id,
    action: "delete",
    entity: "agent_unavailability",
    entityId: id,
  });
}
