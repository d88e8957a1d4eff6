import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";

type Rows<T> = { rows: T[] };

/**
 * Agents online / total for the dashboard. The agents table belongs to another issue and does not
 * exist yet: until it does this answers 0 / 0. The agents issue will replace the query below with its
 * own (spec part 1, section 3: an agent whose status is 'active' counts as online).
 */
export async function countAgents(db: Db, companyId: string): Promise<{ online: number; total: number }> {
  const found = (await db.execute(
    sql`select to_regclass('public.agents')::text as name`,
  )) as unknown as Rows<{
    name: string | null;
  }>;
  if (!found.rows[0]?.name) return { online: 0, total: 0 };
  try {
    const counted = (await db.execute(
      sql`select count(*)::int as total, count(*) filter (where status = 'active')::int as online
          from agents where company_id = ${companyId}`,
    )) as unknown as Rows<{ total: number; online: number }>;
    return { online: counted.rows[0]?.online ?? 0, total: counted.rows[0]?.total ?? 0 };
  } catch {
    // A table shaped differently than assumed here: the agents issue owns this function.
    return { online: 0, total: 0 };
  }
}
