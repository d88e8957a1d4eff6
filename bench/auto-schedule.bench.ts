// Automatic scheduling (issue 24): seeded instances, the greedy construction of decision 098 (each
// missing agent to the first qualified free agent whose plan stays legal), checked afterwards by the
// conflict detector itself. Printed beside the empty plan's cost from the same run. The HiGHS model and
// its local search are not built yet: there is no optimum ratio to print.
// Sizes: `AUTO_SCHEDULE_SIZES=small` (default: 20 agents x 2 weeks), `all` adds 100 x 1 month and
// 500 agents / 120 sites x 1 month.

import {
  detectConflicts,
  greedySchedule,
  type TConflictAgentInput,
  type TConflictSiteInput,
  type TSchedulePost,
  weekDates,
} from "@hts/domain";

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

function instance(size: TSize, seed: number) {
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

export async function benchAutoSchedule(): Promise<void> {
  const sizes: TSize[] = [{ name: "20 agents x 2 semaines", agents: 20, sites: 4, weeks: 2 }];
  if (process.env.AUTO_SCHEDULE_SIZES === "all") {
    sizes.push({ name: "100 agents x 1 mois", agents: 100, sites: 20, weeks: 4 });
    sizes.push({ name: "500 agents / 120 sites x 1 mois", agents: 500, sites: 120, weeks: 4 });
  }
  console.log("\nPlanification automatique (construction gloutonne, décision 098)");
  for (const size of sizes) {
    const { sites, posts, agents, dates } = instance(size, 24);
    const started = performance.now();
    const result = greedySchedule({ posts, agents, sites, existing: [], dates });
    const wall = performance.now() - started;
    const hard = detectConflicts({ shifts: result.proposed, agents, sites }).filter(
      (c) => c.severity === "critical" || c.severity === "error",
    ).length;
    const empty = greedySchedule({ posts, agents: [], sites, existing: [], dates }).cost;
    const reasons = new Map<string, number>();
    for (const u of result.uncovered) reasons.set(u.reason, (reasons.get(u.reason) ?? 0) + u.missing);
    console.log(
      `  ${size.name}: ${(wall / 1000).toFixed(1)} s, ${result.proposed.length} vacations proposées, ` +
        `coût ${result.cost} (plan vide : ${empty}, ratio ${(result.cost / Math.max(1, empty)).toFixed(3)}), ` +
        `violations dures (conflicts/detect) : ${hard}, non couverts par raison : ${JSON.stringify(Object.fromEntries(reasons))}`,
    );
  }
}
