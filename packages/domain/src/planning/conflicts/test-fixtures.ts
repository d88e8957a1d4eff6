// Small builders for the conflict tests: readable plans, explicit breaks (0 unless a test says so).
import type { TConflict } from "../planning.schemas.ts";
import { detectConflicts, type TDetectConflictsInput } from "./detect.ts";
import type { TConflictAgentInput, TConflictShiftInput, TConflictSiteInput } from "./types.ts";

export type TShiftSpec = {
  id: string;
  date: string;
  start: string;
  end: string;
  agent?: string;
  site?: string;
  breakMinutes?: number | null;
  status?: string;
};

export function shift({
  id,
  date,
  start,
  end,
  agent = "a1",
  site = "s1",
  breakMinutes = 0,
  status,
}: TShiftSpec) {
  const built: TConflictShiftInput = {
    id,
    agent_id: agent,
    site_id: site,
    shift_date: date,
    start_time: start,
    end_time: end,
    break_minutes: breakMinutes,
    status: status ?? "scheduled",
  };
  return built;
}

export function agent(overrides: Partial<TConflictAgentInput> & { id: string }): TConflictAgentInput {
  return {
    name: `Agent ${overrides.id}`,
    status: "actif",
    certifications: [],
    unavailability: [],
    ...overrides,
  };
}

export function site(overrides: Partial<TConflictSiteInput> & { id: string }): TConflictSiteInput {
  return { name: `Site ${overrides.id}`, active: true, required_certifications: [], ...overrides };
}

export type TPlanInput = Partial<Omit<TDetectConflictsInput, "shifts">> & { shifts: TConflictShiftInput[] };

/** Runs detection with agents a1..a3 and sites s1..s3 unless the test gives its own. */
export function detect({ shifts, agents, sites, ...rest }: TPlanInput): TConflict[] {
  return detectConflicts({
    shifts,
    agents: agents ?? ["a1", "a2", "a3"].map((id) => agent({ id })),
    sites: sites ?? ["s1", "s2", "s3"].map((id) => site({ id })),
    ...rest,
  });
}

/** Conflict types found, for assertions that should read like a planner's list. */
export function types({ conflicts }: { conflicts: TConflict[] }): string[] {
  return conflicts.map((conflict) => conflict.conflict_type);
}

/** Monday-to-Friday 8 h days (08:00-16:30, 30 min break) for `weeks` weeks from a Monday. */
export function regularWeeks({
  agent: agentId,
  from,
  weeks,
}: {
  agent: string;
  from: string;
  weeks: number;
}) {
  const shifts: TConflictShiftInput[] = [];
  const first = Date.parse(`${from}T00:00:00Z`);
  for (let d = 0; d < weeks * 7; d += 1) {
    if (d % 7 >= 5) continue;
    const date = new Date(first + d * 86_400_000).toISOString().slice(0, 10);
    shifts.push(
      shift({
        id: `${agentId}-${date}`,
        agent: agentId,
        date,
        start: "08:00",
        end: "16:30",
        breakMinutes: 30,
      }),
    );
  }
  return shifts;
}
