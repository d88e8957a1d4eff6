// How fast conflict detection answers for a month of planning: 500 agents, about 15,000 shifts in
// March 2026 (with its DST change), against a plain sort of the same shifts measured in the same run.
// The plan is realistic, mostly correct, with a few percent of injected mistakes, as a real month has.

import {
  detectConflicts,
  type TConflictAgentInput,
  type TConflictShiftInput,
  type TConflictSiteInput,
} from "@hts/domain";

type TMonthPlan = {
  shifts: TConflictShiftInput[];
  agents: TConflictAgentInput[];
  sites: TConflictSiteInput[];
};

/** Small seeded generator (xorshift32): the same plan on every run and every machine. */
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

/** Posts and how many days a week they are worked: 12 h posts only four days, to stay under 48 h. */
const POSTS = [
  { weight: 0.15, days: 5, times: [["06:00", "14:00"]] },
  { weight: 0.15, days: 5, times: [["14:00", "22:00"]] },
  { weight: 0.15, days: 5, times: [["22:00", "06:00"]] },
  { weight: 0.15, days: 4, times: [["07:00", "19:00"]] },
  {
    weight: 0.4,
    days: 5,
    times: [
      ["08:00", "12:00"],
      ["14:00", "18:00"],
    ],
  },
] as const;

export function generateMonthPlan({
  agentCount = 500,
  seed = 1351,
}: {
  agentCount?: number;
  seed?: number;
} = {}) {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const choosePost = () => {
    let roll = random();
    for (const post of POSTS) {
      roll -= post.weight;
      if (roll < 0) return post;
    }
    return POSTS[0];
  };
  const sites: TConflictSiteInput[] = Array.from({ length: 60 }, (_, index) => ({
    id: `site-${index}`,
    name: `Site ${index}`,
    active: index % 30 !== 29,
    required_certifications: index % 6 === 0 ? [pick(["SSIAP 1", "SSIAP 2"])] : [],
  }));
  const openSites = sites.filter((site) => site.active && site.required_certifications?.length === 0);
  const fireSites = sites.filter((site) => site.active && site.required_certifications?.length);
  const agents: TConflictAgentInput[] = [];
  const shifts: TConflictShiftInput[] = [];
  for (let a = 0; a < agentCount; a += 1) {
    const id = `agent-${a}`;
    const ssiap = random() < 0.3;
    agents.push({
      id,
      name: `Agent ${a}`,
      status: "actif",
      certifications: ssiap ? ["SSIAP 2", "SST"] : ["SST"],
      professional_card_expiry: random() < 0.005 ? "2026-03-15" : "2028-12-31",
      unavailability: random() < 0.05 ? [{ start: "2026-03-20", end: "2026-03-24", kind: "leave" }] : [],
    });
    const homeSite = pick(ssiap ? fireSites : openSites).id;
    const post = choosePost();
    const offset = Math.floor(random() * 7);
    const onLeave = (agents.at(-1)?.unavailability?.length ?? 0) > 0;
    for (let day = 1; day <= 31; day += 1) {
      if ((day + offset) % 7 >= post.days) continue;
      if (onLeave && day >= 20 && day <= 24 && random() < 0.9) continue;
      const date = `2026-03-${String(day).padStart(2, "0")}`;
      // Now and then a replacement elsewhere, sometimes on a site the agent is not qualified for.
      const site = random() < 0.95 ? homeSite : pick(random() < 0.97 ? openSites : sites).id;
      const base = { agent_id: id, site_id: site, shift_date: date, break_minutes: 30, status: "scheduled" };
      post.times.forEach(([start, end], index) => {
        shifts.push({ ...base, id: `${id}-${date}-${index}`, start_time: start, end_time: end });
      });
      // Planner mistakes, about one shift in a hundred: a double booking or a short rest.
      const mistake = random();
      if (mistake < 0.006)
        shifts.push({ ...base, id: `${id}-${date}-dup`, start_time: "10:00", end_time: "13:00" });
      else if (mistake < 0.012)
        shifts.push({ ...base, id: `${id}-${date}-late`, start_time: "23:00", end_time: "03:00" });
    }
    if (random() < 0.01)
      shifts.push({ ...shifts.at(-1), id: `${id}-cancelled`, status: "cancelled" } as TConflictShiftInput);
  }
  const plan: TMonthPlan = { shifts, agents, sites };
  return plan;
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

export async function benchPlanningConflicts({ runs = 15 }: { runs?: number } = {}): Promise<void> {
  const plan = generateMonthPlan();
  // Warm-up: JIT and the time-zone offset cache, as on a server that already answered once.
  let conflicts = detectConflicts({ ...plan, timeZone: "Europe/Paris" });
  const detectTimes: number[] = [];
  const sortTimes: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    let started = performance.now();
    conflicts = detectConflicts({ ...plan, timeZone: "Europe/Paris" });
    detectTimes.push(performance.now() - started);
    started = performance.now();
    [...plan.shifts].sort(
      (a, b) =>
        compareText(a.shift_date ?? "", b.shift_date ?? "") || compareText(a.start_time, b.start_time),
    );
    sortTimes.push(performance.now() - started);
  }
  const detectMs = median(detectTimes);
  const sortMs = median(sortTimes);
  const perThousand = (ms: number) => (ms / plan.shifts.length) * 1000;
  const byType = new Map<string, number>();
  for (const conflict of conflicts)
    byType.set(conflict.conflict_type, (byType.get(conflict.conflict_type) ?? 0) + 1);
  console.log(
    `\nDétection des conflits de planning (${plan.agents.length} agents, ${plan.shifts.length} gardes, médiane de ${runs})`,
  );
  console.log(
    `  ${"baseline: sort by date and time".padEnd(40)} ${sortMs.toFixed(1).padStart(7)} ms  ${perThousand(sortMs).toFixed(2)} ms / 1 000 gardes`,
  );
  console.log(
    `  ${"detectConflicts".padEnd(40)} ${detectMs.toFixed(1).padStart(7)} ms  ${perThousand(detectMs).toFixed(2)} ms / 1 000 gardes  ratio ${(detectMs / sortMs).toFixed(2)} x baseline`,
  );
  console.log(
    `  ${conflicts.length} conflits : ${[...byType].map(([type, n]) => `${type} ${n}`).join(", ")}`,
  );
}
