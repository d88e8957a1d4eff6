// Automatic scheduling (issue 24, decision 110): seeded instances planned by the greedy construction of
// decision 098 (the baseline: each missing agent to the first qualified free agent whose plan stays
// legal) and by the HiGHS model decomposed by weeks and site groups, both judged by the same cost
// (`scheduleReport`) and checked afterwards by the conflict detector itself. On the small size, the
// whole period is also solved as one MIP (no decomposition, a long limit): the optimum it proves.
// Sizes: `AUTO_SCHEDULE_SIZES=small` (default: 20 agents x 2 weeks), `medium` adds 100 x 1 month,
// `all` adds 500 agents / 120 sites x 1 month, `large` runs that one alone. `AUTO_SCHEDULE_BUDGET` (seconds, default 60) per run.

import {
  detectConflicts,
  greedySchedule,
  scheduleReport,
  solveSchedule,
  type TConflictAgentInput,
  type TConflictSiteInput,
  type TMipSolve,
  type TScheduleInstance,
  type TSchedulePost,
  weekDates,
} from "@hts/domain";
import loadHighs from "highs";

/** Small seeded generator (xorshift32): the same instance on every run and every machine. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 4_294_967_296;
  };
}

type TSize = { name: string; agents: number; sites: number; weeks: number };

function generated(size: TSize, seed: number) {
  const random = seededRandom(seed);
  const sites: TConflictSiteInput[] = Array.from({ length: size.sites }, (_, i) => ({
    id: `s${i}`,
    name: `Site ${i}`,
    active: true,
  }));
  const posts: TSchedulePost[] = sites.flatMap((site, i) => {
    const ssiap = random() < 0.3 ? ["SSIAP 1"] : [];
    const base = {
      site_id: site.id,
      date_counts: [],
      valid_from: null,
      valid_to: null,
      missing_cost: 1000,
      extra_cost: 50,
      qualifications: ssiap,
    };
    return [
      {
        ...base,
        id: `p${i}-jour`,
        name: "Jour",
        start_time: "07:00",
        end_time: "19:00",
        required: { weekday: 1, saturday: 1, sunday: 1, holiday: 1 },
      },
      {
        ...base,
        id: `p${i}-nuit`,
        name: "Nuit",
        start_time: "19:00",
        end_time: "07:00",
        required: { weekday: 1, saturday: 1, sunday: 1, holiday: 1 },
      },
    ];
  });
  const dates = Array.from({ length: size.weeks }, (_, w) =>
    weekDates(new Date(Date.parse("2026-03-02T00:00:00Z") + w * 7 * 86_400_000).toISOString().slice(0, 10)),
  ).flat();
  const agents: TConflictAgentInput[] = Array.from({ length: size.agents }, (_, i) => {
    const leaveStart = Math.floor(random() * dates.length);
    const onLeave = random() < 0.1;
    return {
      id: `a${String(i).padStart(4, "0")}`,
      name: `Agent ${i}`,
      status: "Actif",
      certifications: random() < 0.5 ? ["SSIAP 1", "CQP APS"] : ["CQP APS"],
      unavailability: onLeave
        ? [
            {
              start: dates[leaveStart] ?? "2026-03-02",
              end: dates[Math.min(dates.length - 1, leaveStart + 4)] ?? "2026-03-02",
              kind: "leave" as const,
            },
          ]
        : [],
    };
  });
  return { sites, posts, agents, dates };
}

async function highsSolver(): Promise<TMipSolve> {
  const highs = await loadHighs();
  return (lp, { timeLimitSeconds, seed }) => {
    const solution = highs.solve(lp, { time_limit: timeLimitSeconds, random_seed: seed, output_flag: false });
    const columns: Record<string, number> = {};
    for (const [name, column] of Object.entries(solution.Columns ?? {})) {
      columns[name] = (column as { Primal?: number }).Primal ?? 0;
    }
    return { status: solution.Status, columns };
  };
}

function hardViolations(instance: TScheduleInstance, proposed: TScheduleInstance["existing"]): number {
  return detectConflicts({
    shifts: proposed,
    agents: instance.agents,
    sites: instance.sites,
    rules: instance.rules,
  }).filter((c) => c.severity === "critical" || c.severity === "error").length;
}

const short = (b: Record<string, number>) =>
  `non couvert ${b.uncovered}, sureffectif ${b.overstaffed}, sous contrat ${b.under_contract}, heures sup ${b.over_contract}, ` +
  `écart nuits ${b.night_spread}, écart dimanches ${b.sunday_spread}, écart week-ends ${b.weekend_spread}, continuité ${b.continuity}`;

export async function benchAutoSchedule(): Promise<void> {
  const all: TSize[] = [
    { name: "20 agents x 2 semaines", agents: 20, sites: 4, weeks: 2 },
    { name: "100 agents x 1 mois", agents: 100, sites: 20, weeks: 4 },
    { name: "500 agents / 120 sites x 1 mois", agents: 500, sites: 120, weeks: 4 },
  ];
  const which = process.env.AUTO_SCHEDULE_SIZES ?? "small";
  const sizes =
    { small: all.slice(0, 1), medium: all.slice(0, 2), large: all.slice(2), all }[which] ?? all.slice(0, 1);
  const budgetMs = Number(process.env.AUTO_SCHEDULE_BUDGET ?? 60) * 1000;
  const solve = await highsSolver();
  console.log(
    "\nPlanification automatique (glouton de la décision 098 contre HiGHS décomposé, décision 110)",
  );
  for (const size of sizes) {
    const instance: TScheduleInstance = { ...generated(size, 24), existing: [] };
    // `AUTO_SCHEDULE_GREEDY=0` skips the baseline (minutes at 500 agents: a detection per candidate).
    const withGreedy = process.env.AUTO_SCHEDULE_GREEDY !== "0";
    let started = performance.now();
    const greedy = withGreedy ? greedySchedule(instance) : { proposed: [] };
    const greedyWall = performance.now() - started;
    const greedyReport = scheduleReport(instance, greedy.proposed);
    started = performance.now();
    const maxVariables = process.env.AUTO_SCHEDULE_MAX_VARIABLES
      ? Number(process.env.AUTO_SCHEDULE_MAX_VARIABLES)
      : undefined;
    const solved = solveSchedule(instance, {
      solve,
      seed: 1,
      budgetMs,
      ...(maxVariables ? { maxVariables } : {}),
    });
    const wall = performance.now() - started;
    const total = solved.report.breakdown.total;
    const base = greedyReport.breakdown.total;
    console.log(`  ${size.name}`);
    if (!withGreedy) console.log("    glouton : non mesuré (AUTO_SCHEDULE_GREEDY=0)");
    else
      console.log(
        `    glouton : ${(greedyWall / 1000).toFixed(1)} s, coût ${base} (${short(greedyReport.breakdown)}), ` +
          `violations dures ${hardViolations(instance, greedy.proposed)}`,
      );
    console.log(
      `    HiGHS   : ${(wall / 1000).toFixed(1)} s, coût ${total} (${short(solved.report.breakdown)}), ` +
        `violations dures ${hardViolations(instance, solved.proposed)}, ` +
        `sous-problèmes ${solved.stats.subproblems} (optimaux ${solved.stats.optimal}, glouton retenu ${solved.stats.fallbacks}), ` +
        `retirés par le contrôle ${solved.stats.dropped}`,
    );
    const f = solved.report.fairness;
    console.log(
      `    équité (min-max) : nuits ${f.nights.min}-${f.nights.max}, dimanches ${f.sundays.min}-${f.sundays.max}, ` +
        `week-ends ${f.weekends.min}-${f.weekends.max} ; glouton : nuits ${greedyReport.fairness.nights.min}-${greedyReport.fairness.nights.max}`,
    );
    if (withGreedy) console.log(`    ratio coût HiGHS / glouton : ${(total / Math.max(1, base)).toFixed(3)}`);
    if (size.agents <= 20 && process.env.AUTO_SCHEDULE_OPTIMUM !== "0") {
      started = performance.now();
      const exact = solveSchedule(instance, {
        solve,
        seed: 1,
        monolithic: true,
        budgetMs: Number(process.env.AUTO_SCHEDULE_OPTIMUM_SECONDS ?? 3600) * 1000,
      });
      const proven = exact.stats.optimal === 1;
      console.log(
        `    optimum (un seul MIP, sans décomposition${proven ? ", prouvé" : ", NON prouvé"}) : coût ${exact.report.breakdown.total} ` +
          `en ${((performance.now() - started) / 1000).toFixed(1)} s ; ratio HiGHS décomposé / optimum : ` +
          `${(total / Math.max(1, exact.report.breakdown.total)).toFixed(4)}`,
      );
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchAutoSchedule();
