import {
  detectConflicts,
  type TConflict,
  type TConflictAgentInput,
  type TConflictDetectResponse,
  type TLang,
  type TPlanningRangeQuery,
  type TPlanningRules,
  type TUnavailability,
} from "@hts/domain";
import { dayToIso, isoToDay } from "@hts/domain/planning/zone-clock";
import { and, gte, inArray, lte, type SQL } from "drizzle-orm";
import { agents, agentUnavailability, sites } from "../../db/schema.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import { queryAll } from "../../lib/query-all.ts";
import type { TenantDb } from "../../lib/tenancy.ts";
import { toApiShift } from "./planning.mapper.ts";
import { companyPlanningRules } from "./planning-settings.service.ts";
import { ownShifts, shiftsAround } from "./shift-queries.ts";
import { PLANNING_TIME_ZONE } from "./shift-times.ts";

/**
 * Rest, weeks and runs of days are judged whole: load a week on each side of the asked range, plus the
 * averaging span (12 weeks by default) for the average and night-work rules (decision 039).
 */
const marginDays = (rules: TPlanningRules) => 7 * (rules.averageWeeks + 1);

const shiftDays = (date: string, days: number) => dayToIso({ day: (isoToDay({ date }) ?? 0) + days });

/** Loads the company's planning around the range and asks the domain's rules; no rule lives here. */
export async function detectCompanyConflicts({
  auth,
  range,
  lang = "fr",
}: {
  auth: AuthContext;
  range: TPlanningRangeQuery;
  /** The reader's language: descriptions and suggestions are rendered in it (decision 014). */
  lang?: TLang;
}): Promise<TConflictDetectResponse> {
  // An agent is told about their own shifts only (decision 015).
  const conflicts = await detectIn({
    tenant: auth.tenant,
    rules: companyPlanningRules(auth.company),
    range,
    lang,
    visible: await ownShifts(auth),
  });
  return { conflicts, total_conflicts: conflicts.length };
}

/**
 * The same detection on any connection (a transaction sees its own uncommitted change), optionally
 * limited to some shifts (one agent's, for a save-time check: every rule is per agent).
 */
export async function detectIn({
  tenant,
  rules,
  range,
  lang,
  visible,
}: {
  tenant: TenantDb;
  rules: TPlanningRules;
  range: TPlanningRangeQuery;
  lang: TLang;
  visible?: SQL;
}): Promise<TConflict[]> {
  const { db, scope } = tenant;
  const wide = {
    start_date: shiftDays(range.start_date, -marginDays(rules)),
    end_date: shiftDays(range.end_date, marginDays(rules)),
  };
  const rows = await shiftsAround({ tenant, range: wide, visible });
  const agentIds = [...new Set(rows.map((r) => r.row.agentId))];
  const siteIds = [...new Set(rows.map((r) => r.row.siteId))];
  // Maybe on the caller's transaction (a shift save): queryAll then runs them in turn.
  const [agentRows, siteRows, periods] = await queryAll(db, [
    () =>
      agentIds.length
        ? db
            .select()
            .from(agents)
            .where(scope(agents, inArray(agents.id, agentIds)))
        : [],
    () =>
      siteIds.length
        ? db
            .select()
            .from(sites)
            .where(scope(sites, inArray(sites.id, siteIds)))
        : [],
    () =>
      agentIds.length
        ? db
            .select()
            .from(agentUnavailability)
            .where(
              scope(
                agentUnavailability,
                inArray(agentUnavailability.agentId, agentIds),
                and(
                  lte(agentUnavailability.startDate, wide.end_date),
                  gte(agentUnavailability.endDate, wide.start_date),
                ),
              ),
            )
        : [],
  ]);
  const byAgent = new Map<string, TUnavailability[]>();
  for (const p of periods) {
    const list = byAgent.get(p.agentId) ?? [];
    list.push({ start: p.startDate, end: p.endDate, kind: p.kind as TUnavailability["kind"] });
    byAgent.set(p.agentId, list);
  }
  const agentInputs: TConflictAgentInput[] = agentRows.map((a) => ({
    id: a.id,
    name: a.name,
    status: a.status,
    certifications: a.certifications,
    professional_card_expiry: a.professionalCardExpiry,
    unavailability: byAgent.get(a.id) ?? [],
  }));
  return detectConflicts({
    shifts: rows.map(toApiShift),
    agents: agentInputs,
    sites: siteRows.map((s) => ({ id: s.id, name: s.name, status: s.status })),
    rules,
    timeZone: PLANNING_TIME_ZONE,
    range,
    lang,
  });
}
