import { mergeValidatedHours, monthlyHoursFromShifts, type TShiftHours } from "@hts/domain";
import type { TPayrollHours } from "@hts/domain/payroll/payroll-documents.schemas";
import { asc, inArray } from "drizzle-orm";
import { agents, shifts } from "../../db/schema.ts";
import type { TenantDb } from "../../lib/tenancy.ts";
import { validatedMinutes } from "../attendance/index.ts";
import { overlapCondition, PLANNING_TIME_ZONE } from "../planning/index.ts";

// Payroll hours from the planning (issue 7, item 3). A month is paid on its completed shifts; while none
// is completed yet (a month still being worked, or a company that does not close its shifts) the planned
// ones (scheduled, in progress) stand in, and the answer says which. Cancelled shifts never count.
// Issue 22: a day whose worked minutes a manager validated (timesheets) is paid on them instead, and
// `hours_source` says whether the month is validated, planned or mixed.

type TShiftRow = {
  agentId: string;
  shiftDate: string;
  startsAt: Date;
  endsAt: Date;
  breakMinutes: number;
  status: string;
};

const pad = (n: number) => String(n).padStart(2, "0");

/** The month as an inclusive range of local days. */
export function monthRange({ year, month }: { year: number; month: number }) {
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { start_date: `${year}-${pad(month)}-01`, end_date: `${year}-${pad(month)}-${pad(lastDay)}` };
}

/** The hours of one agent's month from that agent's shifts overlapping it (any status). */
export function hoursFromShifts({
  rows,
  year,
  month,
  validated = new Map(),
}: {
  rows: readonly TShiftRow[];
  year: number;
  month: number;
  /** Validated worked minutes of the agent per local day of the month. */
  validated?: ReadonlyMap<string, number>;
}): TPayrollHours {
  const completed = rows.filter((s) => s.status === "completed");
  const source = completed.length > 0 ? "completed" : "planned";
  const counted =
    source === "completed"
      ? completed
      : rows.filter((s) => s.status === "scheduled" || s.status === "in_progress");
  const hours = monthlyHoursFromShifts({
    shifts: counted.map((s) => ({
      start: s.startsAt.toISOString(),
      end: s.endsAt.toISOString(),
      breakMinutes: s.breakMinutes,
    })),
    year,
    month,
    timeZone: PLANNING_TIME_ZONE,
  });
  const prefix = `${year}-${pad(month)}-`;
  const days = new Set(counted.filter((s) => s.shiftDate.startsWith(prefix)).map((s) => s.shiftDate));
  if (validated.size === 0)
    return {
      ...hours,
      joursTravailles: days.size,
      source,
      shiftCount: counted.length,
      hours_source: "planned",
    };
  // Planned hours day by day (a shift counts on its date), so that validated days can replace theirs.
  const planned = new Map<string, TShiftHours>();
  for (const date of new Set(counted.map((s) => s.shiftDate)))
    planned.set(
      date,
      monthlyHoursFromShifts({
        shifts: counted
          .filter((s) => s.shiftDate === date)
          .map((s) => ({
            start: s.startsAt.toISOString(),
            end: s.endsAt.toISOString(),
            breakMinutes: s.breakMinutes,
          })),
        year,
        month,
        timeZone: PLANNING_TIME_ZONE,
      }),
    );
  const merged = mergeValidatedHours({ planned, validated });
  const { hours_source, days: worked, ...split } = merged;
  return {
    ...split,
    joursTravailles: worked.filter((d) => d.startsWith(prefix)).length,
    source,
    shiftCount: counted.length,
    hours_source,
  };
}

const shiftRowColumns = {
  agentId: shifts.agentId,
  shiftDate: shifts.shiftDate,
  startsAt: shifts.startsAt,
  endsAt: shifts.endsAt,
  breakMinutes: shifts.breakMinutes,
  status: shifts.status,
};

/** Shifts of the given agents (all of the company's when omitted) overlapping the month. */
export async function monthShifts({
  tenant,
  year,
  month,
  agentIds,
}: {
  tenant: TenantDb;
  year: number;
  month: number;
  agentIds?: string[];
}): Promise<TShiftRow[]> {
  return tenant.db
    .select(shiftRowColumns)
    .from(shifts)
    .where(
      tenant.scope(
        shifts,
        overlapCondition(monthRange({ year, month })),
        agentIds ? inArray(shifts.agentId, agentIds) : undefined,
      ),
    )
    .orderBy(asc(shifts.startsAt));
}

/** The agent of the caller's company, or 404 (another company's id answers as a missing one). */
export async function findAgent({ tenant, id }: { tenant: TenantDb; id: string }) {
  return tenant.findById(agents, id);
}

export async function agentMonthHours({
  tenant,
  agentId,
  year,
  month,
}: {
  tenant: TenantDb;
  agentId: string;
  year: number;
  month: number;
}): Promise<TPayrollHours> {
  await findAgent({ tenant, id: agentId });
  const [rows, validated] = await Promise.all([
    monthShifts({ tenant, year, month, agentIds: [agentId] }),
    validatedMinutes({ tenant, ...monthRange({ year, month }), agentIds: [agentId] }),
  ]);
  return hoursFromShifts({ rows, year, month, validated: validated.get(agentId) });
}

/** Every agent of the company with that agent's month, for the export. */
export async function companyMonthHours({
  tenant,
  year,
  month,
}: {
  tenant: TenantDb;
  year: number;
  month: number;
}) {
  const [agentRows, rows, validated] = await Promise.all([
    tenant.db.select().from(agents).where(tenant.scope(agents)).orderBy(asc(agents.name), asc(agents.badge)),
    monthShifts({ tenant, year, month }),
    validatedMinutes({ tenant, ...monthRange({ year, month }) }),
  ]);
  const byAgent = new Map<string, TShiftRow[]>();
  for (const row of rows) {
    const list = byAgent.get(row.agentId) ?? [];
    list.push(row);
    byAgent.set(row.agentId, list);
  }
  return agentRows.map((agent) => ({
    agent,
    hours: hoursFromShifts({
      rows: byAgent.get(agent.id) ?? [],
      year,
      month,
      validated: validated.get(agent.id),
    }),
  }));
}
