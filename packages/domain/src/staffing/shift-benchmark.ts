// The shift scheduling benchmark instances of Curtois & Qu (schedulingbenchmarks.org, "Nurse rostering
// instances 1..24"), read from their text format, judged by their own objective and hard rules, and
// mapped onto posts, agents and planning profiles so that our solver plans them (issue 24, decision 137).
// Written from the format's description: sections SECTION_HORIZON (days, starting on a Monday),
// SECTION_SHIFTS (id, length in minutes, ids that may not follow it the next day, separated by |),
// SECTION_STAFF (id, max shifts per type "D=14|N=7", max and min total minutes, max and min consecutive
// shifts, min consecutive days off, max weekends), SECTION_DAYS_OFF (id, day indexes), SECTION_SHIFT_ON_
// and _OFF_REQUESTS (id, day, shift, weight), SECTION_COVER (day, shift, requirement, weight under, over).
// Lines starting with # are comments. The benchmark assumes days off before and after the horizon for
// the maximum of consecutive shifts and endless runs there for the minimum ones: runs touching an edge
// are not judged by the minimums, as our rule with no history.
import { dayToIso, isoToDay, isoWeekday } from "../planning/zone-clock.ts";
import type { TAgentPlanningProfile } from "./agent-profile.ts";
import { EMPTY_PLANNING_PROFILE } from "./agent-profile.ts";
import type { TSchedulePost } from "./greedy-schedule.ts";
import type { TScheduleInstance } from "./schedule-report.ts";
import { MSG_COVERAGE } from "./staffing.messages.ts";

export type TBenchShift = { id: string; minutes: number; cannotFollow: string[] };
export type TBenchStaff = {
  id: string;
  maxShifts: Record<string, number>;
  maxTotalMinutes: number;
  minTotalMinutes: number;
  maxConsecutive: number;
  minConsecutive: number;
  minDaysOff: number;
  maxWeekends: number;
};
export type TBenchRequest = { staff: string; day: number; shift: string; weight: number };
export type TBenchCover = { day: number; shift: string; requirement: number; under: number; over: number };
export type TShiftBenchmark = {
  horizon: number;
  shifts: TBenchShift[];
  staff: TBenchStaff[];
  daysOff: Map<string, Set<number>>;
  onRequests: TBenchRequest[];
  offRequests: TBenchRequest[];
  cover: TBenchCover[];
};
/** A roster: per staff id, the shift id of each day (null: a day off). */
export type TBenchRoster = Record<string, (string | null)[]>;

type TBenchMessage = Extract<keyof typeof MSG_COVERAGE, `bench${string}`>;
/**
 * What the format refuses, as a template of `MSG_COVERAGE` and its values (the API translates it for
 * the reader); the message is the French sentence.
 */
export class BenchmarkFormatError extends Error {
  constructor(
    readonly key: TBenchMessage,
    readonly params: Record<string, string | number> = {},
  ) {
    super(MSG_COVERAGE[key].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? "")));
  }
}

const SECTIONS = [
  "SECTION_HORIZON",
  "SECTION_SHIFTS",
  "SECTION_STAFF",
  "SECTION_DAYS_OFF",
  "SECTION_SHIFT_ON_REQUESTS",
  "SECTION_SHIFT_OFF_REQUESTS",
  "SECTION_COVER",
] as const;
type TSection = (typeof SECTIONS)[number];

/** Longest horizon accepted: the published instances go up to 52 weeks. */
export const MAX_BENCH_HORIZON = 371;

export function parseShiftBenchmark(text: string): TShiftBenchmark {
  let section: TSection | null = null;
  const out: TShiftBenchmark = {
    horizon: 0,
    shifts: [],
    staff: [],
    daysOff: new Map(),
    onRequests: [],
    offRequests: [],
    cover: [],
  };
  const pending: { line: number; section: TSection; fields: string[] }[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (!line || line.startsWith("#")) return;
    if (line.startsWith("SECTION_")) {
      if (!(SECTIONS as readonly string[]).includes(line))
        throw new BenchmarkFormatError("benchUnknownSection", { line: index + 1, name: line });
      section = line as TSection;
      return;
    }
    if (!section) throw new BenchmarkFormatError("benchNoSection", { line: index + 1 });
    pending.push({ line: index + 1, section, fields: line.split(",").map((f) => f.trim()) });
  });
  const fail = (key: TBenchMessage, params: Record<string, string | number>): never => {
    throw new BenchmarkFormatError(key, params);
  };
  /** `field`: the format's own name of the column (language-neutral). */
  const int = (line: number, value: string | undefined, field: string, min = 0): number => {
    const n = Number(value);
    if (value === undefined || value === "" || !Number.isInteger(n) || n < min)
      fail("benchInteger", { line, value: value ?? "", field });
    return n;
  };
  // Sections are read in dependency order whatever their order in the text.
  for (const { line, fields } of pending.filter((p) => p.section === "SECTION_HORIZON")) {
    out.horizon = int(line, fields[0], "SECTION_HORIZON", 1);
    if (out.horizon > MAX_BENCH_HORIZON) fail("benchHorizon", { max: MAX_BENCH_HORIZON });
  }
  if (out.horizon === 0) fail("benchMissing", { name: "SECTION_HORIZON" });
  for (const { line, fields } of pending.filter((p) => p.section === "SECTION_SHIFTS")) {
    const id = fields[0] ?? "";
    if (!id) fail("benchUnknownShift", { line, id });
    if (out.shifts.some((s) => s.id === id)) fail("benchDuplicate", { line, id });
    const minutes = int(line, fields[1], "Length in mins", 1);
    if (minutes >= 1440) fail("benchShiftLength", { line });
    out.shifts.push({ id, minutes, cannotFollow: (fields[2] ?? "").split("|").filter(Boolean) });
  }
  if (out.shifts.length === 0) fail("benchMissing", { name: "SECTION_SHIFTS" });
  const shiftIds = new Set(out.shifts.map((s) => s.id));
  const knownShift = (line: number, id: string) => {
    if (!shiftIds.has(id)) fail("benchUnknownShift", { line, id });
    return id;
  };
  pending
    .filter((p) => p.section === "SECTION_SHIFTS")
    .forEach(({ line }, i) => {
      for (const id of out.shifts[i]?.cannotFollow ?? []) knownShift(line, id);
    });
  for (const { line, fields } of pending.filter((p) => p.section === "SECTION_STAFF")) {
    if (fields.length < 8) fail("benchStaffFields", { line });
    const id = fields[0] ?? "";
    if (out.staff.some((s) => s.id === id)) fail("benchDuplicate", { line, id });
    const maxShifts: Record<string, number> = {};
    for (const pair of (fields[1] ?? "").split("|").filter(Boolean)) {
      const [shift, count] = pair.split("=");
      maxShifts[knownShift(line, (shift ?? "").trim())] = int(line, count?.trim(), "MaxShifts");
    }
    out.staff.push({
      id,
      maxShifts,
      maxTotalMinutes: int(line, fields[2], "MaxTotalMinutes"),
      minTotalMinutes: int(line, fields[3], "MinTotalMinutes"),
      maxConsecutive: int(line, fields[4], "MaxConsecutiveShifts", 1),
      minConsecutive: int(line, fields[5], "MinConsecutiveShifts"),
      minDaysOff: int(line, fields[6], "MinConsecutiveDaysOff"),
      maxWeekends: int(line, fields[7], "MaxWeekends"),
    });
  }
  if (out.staff.length === 0) fail("benchMissing", { name: "SECTION_STAFF" });
  const staffIds = new Set(out.staff.map((s) => s.id));
  const knownStaff = (line: number, id: string | undefined) => {
    if (!id || !staffIds.has(id)) fail("benchUnknownStaff", { line, id: id ?? "" });
    return id as string;
  };
  const day = (line: number, value: string | undefined) => {
    const d = int(line, value, "Day");
    if (d >= out.horizon) fail("benchDay", { line, day: d, last: out.horizon - 1 });
    return d;
  };
  for (const { line, fields } of pending.filter((p) => p.section === "SECTION_DAYS_OFF")) {
    const id = knownStaff(line, fields[0]);
    const set = out.daysOff.get(id) ?? new Set<number>();
    for (const value of fields.slice(1).filter(Boolean)) set.add(day(line, value));
    out.daysOff.set(id, set);
  }
  for (const kind of ["SECTION_SHIFT_ON_REQUESTS", "SECTION_SHIFT_OFF_REQUESTS"] as const)
    for (const { line, fields } of pending.filter((p) => p.section === kind)) {
      const request = {
        staff: knownStaff(line, fields[0]),
        day: day(line, fields[1]),
        shift: knownShift(line, fields[2] ?? ""),
        weight: int(line, fields[3], "Weight"),
      };
      (kind === "SECTION_SHIFT_ON_REQUESTS" ? out.onRequests : out.offRequests).push(request);
    }
  for (const { line, fields } of pending.filter((p) => p.section === "SECTION_COVER"))
    out.cover.push({
      day: day(line, fields[0]),
      shift: knownShift(line, fields[1] ?? ""),
      requirement: int(line, fields[2], "Requirement"),
      under: int(line, fields[3], "Weight for under"),
      over: int(line, fields[4], "Weight for over"),
    });
  return out;
}

export type TBenchObjective = {
  total: number;
  cover_under: number;
  cover_over: number;
  on_requests: number;
  off_requests: number;
};

/** The instance's objective as the benchmark defines it: weighted cover gaps and requests not granted. */
export function benchmarkObjective(bench: TShiftBenchmark, roster: TBenchRoster): TBenchObjective {
  const at = (staff: string, d: number) => roster[staff]?.[d] ?? null;
  let coverUnder = 0;
  let coverOver = 0;
  for (const c of bench.cover) {
    const n = bench.staff.filter((s) => at(s.id, c.day) === c.shift).length;
    coverUnder += Math.max(0, c.requirement - n) * c.under;
    coverOver += Math.max(0, n - c.requirement) * c.over;
  }
  const on = bench.onRequests.reduce((sum, r) => sum + (at(r.staff, r.day) === r.shift ? 0 : r.weight), 0);
  const off = bench.offRequests.reduce((sum, r) => sum + (at(r.staff, r.day) === r.shift ? r.weight : 0), 0);
  return {
    total: coverUnder + coverOver + on + off,
    cover_under: coverUnder,
    cover_over: coverOver,
    on_requests: on,
    off_requests: off,
  };
}

/** The benchmark's hard rules a roster breaks (0 for a feasible roster), counted independently of our model. */
export function benchmarkViolations(bench: TShiftBenchmark, roster: TBenchRoster): number {
  const length = new Map(bench.shifts.map((s) => [s.id, s]));
  let count = 0;
  for (const staff of bench.staff) {
    const days = Array.from({ length: bench.horizon }, (_, d) => roster[staff.id]?.[d] ?? null);
    const off = bench.daysOff.get(staff.id);
    days.forEach((shift, d) => {
      if (shift === null) return;
      if (off?.has(d)) count += 1;
      const before = d > 0 ? days[d - 1] : null;
      if (before && length.get(before)?.cannotFollow.includes(shift)) count += 1;
    });
    for (const [shift, max] of Object.entries(staff.maxShifts))
      if (days.filter((s) => s === shift).length > max) count += 1;
    const minutes = days.reduce((sum, s) => sum + (s ? (length.get(s)?.minutes ?? 0) : 0), 0);
    if (minutes > staff.maxTotalMinutes || minutes < staff.minTotalMinutes) count += 1;
    // Runs of worked days and of days off, as [start, length, worked].
    const runs: [number, number, boolean][] = [];
    days.forEach((s, d) => {
      const last = runs[runs.length - 1];
      if (last && last[2] === (s !== null)) last[1] += 1;
      else runs.push([d, 1, s !== null]);
    });
    for (const [start, n, worked] of runs) {
      const edge = start === 0 || start + n === bench.horizon;
      if (worked && n > staff.maxConsecutive) count += 1;
      if (worked && !edge && n < staff.minConsecutive) count += 1;
      if (!worked && !edge && n < staff.minDaysOff) count += 1;
    }
    let weekends = 0;
    for (let sat = 5; sat < bench.horizon; sat += 7) if (days[sat] || days[sat + 1]) weekends += 1;
    if (weekends > staff.maxWeekends) count += 1;
  }
  return count;
}

/** Shifts start at 08:00: no night minutes and every shift on its own day, so only the benchmark's rules bind. */
const START_MINUTES = 8 * 60;
const clock = (minutes: number) =>
  `${String(Math.floor((minutes % 1440) / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/**
 * The instance as posts, agents and planning profiles on one site, from `monday` (decision 137): a post
 * per shift type whose need per date is the cover (its costs the weights of a missing and an extra
 * agent, one per type), an agent per staff member with his limits as a profile, his days off as leave,
 * his requests as dated wishes; the legal thresholds of the company are lifted (the benchmark has its
 * own), and our soft terms other than cover and wishes weigh 0, so the model's objective is the
 * benchmark's minus a constant (the weights of every "on" request).
 */
export function benchmarkScheduleInstance(
  bench: TShiftBenchmark,
  options: { monday: string; siteId: string },
): TScheduleInstance {
  const first = isoToDay({ date: options.monday }) ?? 0;
  if (isoWeekday({ day: first }) !== 0) throw new BenchmarkFormatError("benchMonday");
  const dateOf = (d: number) => dayToIso({ day: first + d });
  const posts: TSchedulePost[] = bench.shifts.map((s) => {
    const rows = bench.cover.filter((c) => c.shift === s.id);
    const under = new Set(rows.map((c) => c.under));
    const over = new Set(rows.map((c) => c.over));
    if (under.size > 1 || over.size > 1) throw new BenchmarkFormatError("benchCoverWeights", { id: s.id });
    return {
      id: s.id,
      site_id: options.siteId,
      name: s.id,
      start_time: clock(START_MINUTES),
      end_time: clock(START_MINUTES + s.minutes),
      required: { weekday: 0, saturday: 0, sunday: 0, holiday: 0 },
      date_counts: rows.map((c) => ({ date: dateOf(c.day), count: c.requirement })),
      qualifications: [],
      valid_from: null,
      valid_to: null,
      missing_cost: [...under][0] ?? 0,
      extra_cost: [...over][0] ?? 0,
    };
  });
  const agents = bench.staff.map((staff) => {
    const profile: TAgentPlanningProfile = {
      ...EMPTY_PLANNING_PROFILE,
      max_shifts_per_post: Object.entries(staff.maxShifts).map(([post, max]) => ({ post, max })),
      max_hours_per_period: staff.maxTotalMinutes / 60,
      min_hours_per_period: staff.minTotalMinutes > 0 ? staff.minTotalMinutes / 60 : null,
      max_consecutive_days: staff.maxConsecutive,
      min_consecutive_days: staff.minConsecutive > 1 ? staff.minConsecutive : null,
      min_consecutive_days_off: staff.minDaysOff > 1 ? staff.minDaysOff : null,
      max_weekends_per_period: staff.maxWeekends,
      forbidden_successions: bench.shifts.flatMap((s) => s.cannotFollow.map((to) => ({ from: s.id, to }))),
      preferences: [
        ...bench.onRequests
          .filter((r) => r.staff === staff.id && r.weight > 0)
          .map((r) => ({
            kind: "want" as const,
            post: r.shift,
            weekday: null,
            date: dateOf(r.day),
            weight: r.weight,
          })),
        ...bench.offRequests
          .filter((r) => r.staff === staff.id && r.weight > 0)
          .map((r) => ({
            kind: "avoid" as const,
            post: r.shift,
            weekday: null,
            date: dateOf(r.day),
            weight: r.weight,
          })),
      ],
    };
    return {
      id: staff.id,
      name: staff.id,
      status: "Actif",
      certifications: [],
      professional_card_expiry: null,
      unavailability: [...(bench.daysOff.get(staff.id) ?? [])].map((d) => ({
        start: dateOf(d),
        end: dateOf(d),
        kind: "unavailable" as const,
      })),
      planning_profile: profile,
    };
  });
  return {
    posts,
    agents,
    sites: [{ id: options.siteId, name: "Benchmark", status: "active" }],
    existing: [],
    dates: Array.from({ length: bench.horizon }, (_, d) => dateOf(d)),
    rules: {
      minRestHours: 0,
      maxShiftWorkHours: 24,
      maxWeeklyHours: 168,
      maxConsecutiveDays: 31,
      defaultBreakMinutes: 0,
      minWeeklyRestHours: 24,
      maxAverageWeeklyHours: 168,
      maxNightDailyHours: 24,
      maxNightAverageWeeklyHours: 168,
    },
    weights: {
      underContractPerHour: 0,
      overContractPerHour: 0,
      nightSpread: 0,
      sundaySpread: 0,
      weekendSpread: 0,
      offSite: 0,
    },
  };
}

/** Our proposal read back as the benchmark's roster (agent id = staff id, post name = shift id). */
export function rosterOf(
  bench: TShiftBenchmark,
  instance: TScheduleInstance,
  proposed: readonly { agent_id: string; shift_date: string; post?: string | null }[],
): TBenchRoster {
  const index = new Map(instance.dates.map((d, i) => [d, i]));
  const roster: TBenchRoster = Object.fromEntries(
    bench.staff.map((s) => [s.id, Array.from({ length: bench.horizon }, () => null)]),
  );
  for (const p of proposed) {
    const d = index.get(p.shift_date);
    const row = roster[p.agent_id];
    if (d !== undefined && row) row[d] = p.post ?? null;
  }
  return roster;
}
