import { and, count, eq, gt, lte, notInArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { agents, shifts } from "../../db/schema.ts";

/**
 * Agents of a company, and how many are online: status Actif with a shift in progress right now (not
 * cancelled or completed, started and not yet ended). An Actif agent at home between two shifts is not
 * "online" for a control room (decision 007). Both counts use the company indexes. `reach` narrows them
 * to the agents the caller may read (the dashboard, decision 081).
 */
export async function countAgents(db: Db, companyId: string, now = new Date(), reach?: SQL) {
  const onDuty = db
    .select({ agentId: shifts.agentId })
    .from(shifts)
    .where(
      and(
        eq(shifts.companyId, companyId),
        lte(shifts.startsAt, now),
        gt(shifts.endsAt, now),
        notInArray(shifts.status, ["cancelled", "completed"]),
      ),
    );
  const [row] = await db
    .select({
      total: count(),
      online: sql<number>`count(*) filter (where ${agents.status} = 'Actif' and ${agents.id} in (${onDuty}))`,
    })
    .from(agents)
    .where(and(eq(agents.companyId, companyId), reach));
  return { online: Number(row?.online ?? 0), total: Number(row?.total ?? 0) };
}
