import { count, inArray, sql } from "drizzle-orm";
import { agents } from "../../db/schema.ts";
import type { TenantDb } from "../../lib/tenancy.ts";

// Agents arrived with their own issue after this dashboard: their status is stored as the spec shows
// it ('Actif', 'Repos', ...). The spec's "status 'active' counts as online" is 'Actif' there.
const ONLINE_STATUSES = ["Actif", "active"];

/** Agents online / total for the dashboard: the one place that reads the agents table for it. */
export async function countAgents(tenant: TenantDb): Promise<{ online: number; total: number }> {
  const [row] = await tenant.db
    .select({
      total: count(),
      online: count(sql`case when ${inArray(agents.status, ONLINE_STATUSES)} then 1 end`),
    })
    .from(agents)
    .where(tenant.scope(agents));
  return { online: row?.online ?? 0, total: row?.total ?? 0 };
}
