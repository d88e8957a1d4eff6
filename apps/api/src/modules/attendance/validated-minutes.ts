import { and, between, inArray } from "drizzle-orm";
import { timesheetDays } from "../../db/schema.ts";
import type { TenantDb } from "../../lib/tenancy.ts";

/** Validated worked minutes per agent and local day within a range (payroll reads them). */
export async function validatedMinutes({
  tenant,
  start_date,
  end_date,
  agentIds,
}: {
  tenant: TenantDb;
  start_date: string;
  end_date: string;
  agentIds?: string[];
}): Promise<Map<string, Map<string, number>>> {
  const rows = await tenant.db
    .select({
      agentId: timesheetDays.agentId,
      date: timesheetDays.workDate,
      minutes: timesheetDays.workedMinutes,
    })
    .from(timesheetDays)
    .where(
      tenant.scope(
        timesheetDays,
        and(
          between(timesheetDays.workDate, start_date, end_date),
          agentIds ? inArray(timesheetDays.agentId, agentIds) : undefined,
        ),
      ),
    );
  const byAgent = new Map<string, Map<string, number>>();
  for (const r of rows) {
    const days = byAgent.get(r.agentId) ?? new Map<string, number>();
    days.set(r.date, r.minutes);
    byAgent.set(r.agentId, days);
  }
  return byAgent;
}
