import { and, asc, eq, gt, gte, lt, type SQL, sql } from "drizzle-orm";
import { agents, shifts, sites } from "../../db/schema.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import { scopeCondition } from "../../lib/record-access.ts";
import type { TenantDb } from "../../lib/tenancy.ts";
import { shiftColumns } from "./planning.mapper.ts";
import { LONGEST_SHIFT_MS, rangeInstants } from "./shift-times.ts";

// The shift reads that saving a shift, detecting conflicts, batches, leave and payroll all need. They
// live here, below both shifts.service.ts and conflicts.service.ts, so that neither imports the other
// in a loop (issue 27: a save used to bounce between the two files).

/** The query listing shifts with their agent's and site's names. */
export function selectShifts(tenant: TenantDb) {
  return tenant.db
    .select(shiftColumns)
    .from(shifts)
    .innerJoin(agents, eq(agents.id, shifts.agentId))
    .innerJoin(sites, eq(sites.id, shifts.siteId));
}

/**
 * Shifts overlapping the local days of the range, so a night starting the evening before is listed.
 * The lower bound on `starts_at` (a shift lasts at most a day and an hour) keeps the scan on the
 * (company_id, starts_at) index even at a million rows.
 */
export function overlapCondition(range: { start_date: string; end_date: string }) {
  const { from, to } = rangeInstants(range);
  return and(
    lt(shifts.startsAt, to),
    gt(shifts.endsAt, from),
    gte(shifts.startsAt, new Date(from.getTime() - LONGEST_SHIFT_MS)),
  );
}

/** An agent reads their own shifts only (decision 015): the filter is part of the query. */
export const ownShifts = (auth: AuthContext) =>
  scopeCondition({
    auth,
    kind: "shift",
    own: (caller) => (caller.agentId ? eq(shifts.agentId, caller.agentId) : sql`false`),
  });

/** Shifts of the whole company around a range, for conflict detection. */
export async function shiftsAround({
  tenant,
  range,
  visible,
}: {
  tenant: TenantDb;
  range: { start_date: string; end_date: string };
  /** The caller's record filter (an agent: their own shifts). */
  visible?: SQL;
}) {
  return selectShifts(tenant)
    .where(tenant.scope(shifts, overlapCondition(range), visible))
    .orderBy(asc(shifts.startsAt), asc(shifts.id));
}
