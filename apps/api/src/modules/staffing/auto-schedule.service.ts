// 'Planifier automatiquement' (issue 24): the company's posts, agents, leave and shifts around the
// period, given to the domain's greedy construction (decision 098), whose every proposal already
// passed `detectConflicts`; applying goes through planning's `createBatch`: one transaction, the
// conflict rule judged again on the whole batch, an audit row per shift.
import {
  greedySchedule,
  scheduleReport,
  type TAutoScheduleApply,
  type TAutoScheduleInput,
  type TAutoScheduleResult,
  type TLang,
  type TScheduleInstance,
  type TScheduleReport,
  type TSolveResult,
  type TUnavailability,
} from "@hts/domain";
import { and, between, eq, gte, inArray, lte, ne } from "drizzle-orm";
import { agents, agentUnavailability, coveragePosts, shifts, sites } from "../../db/schema.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import { requireScope } from "../../lib/record-access.ts";
import { companyPlanningRules, createBatch } from "../planning/index.ts";
import { storedProfile } from "./agent-profiles.service.ts";
import { loadCoveragePosts } from "./staffing-posts.service.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ids = (list: string[] | undefined) => list?.filter((id) => UUID.test(id));

function dayList(start: string, end: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${start}T00:00:00Z`); t <= Date.parse(`${end}T00:00:00Z`); t += 86_400_000)
    out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}
const shiftDate = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The company's posts, active agents, leave, sites and the shifts of a week on each side (history). */
export async function loadScheduleInstance({
  auth,
  input,
}: {
  auth: AuthContext;
  input: TAutoScheduleInput;
}): Promise<TLoadedInstance> {
  requireScope(auth, "shift", "create");
  const { tenant } = auth;
  const rules = companyPlanningRules(auth.company);
  const siteIds = ids(input.site_ids);
  const agentIds = ids(input.agent_ids);
  // Sites of another company (or not ids) select nothing: the scope is the caller's company.
  const posts = await loadCoveragePosts(
    tenant,
    siteIds ? inArray(coveragePosts.siteId, siteIds.length ? siteIds : [crypto.randomUUID()]) : undefined,
  );
  // The rules judge weeks and runs of days: the shifts of a week on each side are the history.
  const wide = { from: shiftDate(input.start_date, -7), to: shiftDate(input.end_date, 7) };
  const agentRows = await tenant.db
    .select()
    .from(agents)
    .where(
      tenant.scope(
        agents,
        and(
          eq(agents.status, "Actif"),
          agentIds ? inArray(agents.id, agentIds.length ? agentIds : [crypto.randomUUID()]) : undefined,
        ),
      ),
    );
  const siteRows = await tenant.db.select().from(sites).where(tenant.scope(sites));
  const periods = await tenant.db
    .select()
    .from(agentUnavailability)
    .where(
      tenant.scope(
        agentUnavailability,
        and(lte(agentUnavailability.startDate, wide.to), gte(agentUnavailability.endDate, wide.from)),
      ),
    );
  const existing = await tenant.db
    .select()
    .from(shifts)
    .where(
      tenant.scope(
        shifts,
        and(between(shifts.shiftDate, wide.from, wide.to), ne(shifts.status, "cancelled")),
      ),
    );
  const leave = new Map<string, TUnavailability[]>();
  for (const p of periods) {
    const list = leave.get(p.agentId) ?? [];
    list.push({ start: p.startDate, end: p.endDate, kind: p.kind as TUnavailability["kind"] });
    leave.set(p.agentId, list);
  }
  const instance: TScheduleInstance = {
    posts,
    agents: agentRows.map((a) => ({
      id: a.id,
      name: a.name,
      status: a.status,
      certifications: a.certifications,
      professional_card_expiry: a.professionalCardExpiry,
      unavailability: leave.get(a.id) ?? [],
      planning_profile: storedProfile(a.planningProfile),
    })),
    sites: siteRows.map((s) => ({ id: s.id, name: s.name, status: s.status })),
    existing: existing.map((s) => ({
      id: s.id,
      agent_id: s.agentId,
      site_id: s.siteId,
      shift_date: s.shiftDate,
      start_time: s.startTime,
      end_time: s.endTime,
      break_minutes: s.breakMinutes,
      status: s.status,
      post: s.post,
    })),
    dates: dayList(input.start_date, input.end_date),
    // The shifts of the history are loaded: a run of days touching the period's edges is judged with
    // them (decision 136).
    known: { from: wide.from, to: wide.to },
    rules,
  };
  return {
    instance,
    agentNames: Object.fromEntries(agentRows.map((a) => [a.id, a.name])),
    siteNames: Object.fromEntries(siteRows.map((s) => [s.id, s.name])),
  };
}

export type TLoadedInstance = {
  instance: TScheduleInstance;
  agentNames: Record<string, string>;
  siteNames: Record<string, string>;
};

/** The answer of a run, whichever engine: proposals with names, uncovered slots with their reason, figures. */
export function scheduleAnswer(
  loaded: TLoadedInstance,
  run: Pick<TSolveResult, "proposed" | "uncovered"> &
    Partial<Pick<TSolveResult, "stats" | "report">> & { before?: TScheduleReport },
  engine: "greedy" | "highs",
): TAutoScheduleResult {
  const { instance, agentNames, siteNames } = loaded;
  const postById = new Map(instance.posts.map((p) => [p.id, p]));
  // A worker sends its reports: a 500-agent month's report is seconds the server's thread must not spend.
  const before = run.before ?? scheduleReport(instance, []);
  const after = run.report ?? scheduleReport(instance, run.proposed);
  return {
    proposed: run.proposed.map((s) => ({
      agent_id: s.agent_id,
      agent_name: agentNames[s.agent_id] ?? null,
      site_id: s.site_id,
      site_name: siteNames[s.site_id] ?? null,
      post: s.post,
      shift_date: s.shift_date,
      start_time: s.start_time,
      end_time: s.end_time,
    })),
    uncovered: run.uncovered.map((u) => ({
      ...u,
      post_name: postById.get(u.post_id)?.name ?? "",
      site_id: postById.get(u.post_id)?.site_id ?? "",
    })),
    // cost_before/cost stay the coverage cost (missing and extra agents), as the preview always said.
    cost_before: before.breakdown.uncovered + before.breakdown.overstaffed,
    cost: after.breakdown.uncovered + after.breakdown.overstaffed,
    engine,
    breakdown: after.breakdown,
    agents: after.agents
      .filter((a) => a.shifts > 0 || run.proposed.some((p) => p.agent_id === a.agent_id))
      .map((a) => ({ ...a, agent_name: agentNames[a.agent_id] ?? null })),
    fairness: after.fairness,
    stats: run.stats ?? {},
  };
}

export async function previewAutoSchedule({
  auth,
  input,
}: {
  auth: AuthContext;
  input: TAutoScheduleInput;
}): Promise<TAutoScheduleResult> {
  const loaded = await loadScheduleInstance({ auth, input });
  const result = greedySchedule(loaded.instance);
  return scheduleAnswer(loaded, result, "greedy");
}

export async function applyAutoSchedule({
  auth,
  input,
  lang,
}: {
  auth: AuthContext;
  input: TAutoScheduleApply;
  lang: TLang;
}) {
  requireScope(auth, "shift", "create");
  return createBatch({
    auth,
    planned: input.shifts.map((s) => ({
      agent_id: s.agent_id,
      site_id: s.site_id,
      shift_date: s.shift_date,
      start_time: s.start_time,
      end_time: s.end_time,
      break_minutes: 30,
      shift_type: "regular",
      status: "scheduled",
      notes: null,
      post: s.post,
    })),
    options: { dry_run: false, override_reason: input.override_reason },
    lang,
    details: { source: "auto-schedule" },
    where: { agent: () => ["body", "shifts", "agent_id"], site: () => ["body", "shifts", "site_id"] },
  });
}
