// Tour completion figures for 'Rapports et analyses' (issue 23): every run started in a period and every
// scheduled occurrence nobody started, counted per site and per tour. Pure, so the counting of what is
// "late" is tested on its own and the service only loads rows.

/** A run as the figures need it: its status, duration and (when finished) its end. */
export type TFigureRun = {
  tour_id: string;
  tour_name: string;
  site_id: string;
  site_name: string;
  status: "in_progress" | "completed" | "incomplete";
  started_at: Date;
  finished_at: Date | null;
  expected_minutes: number;
};

/** A scheduled occurrence nobody started (a 'missed' tour alert). */
export type TFigureMissed = { tour_id: string; tour_name: string; site_id: string; site_name: string };

export type TTourCounts = {
  runs: number;
  /** Completed within the tour's expected duration. */
  on_time: number;
  /** Completed, but after the expected duration. */
  late: number;
  incomplete: number;
  in_progress: number;
  missed: number;
  /** Completed runs (on time or late) over the tours due (runs plus missed), in %, one decimal. */
  completion_rate: number | null;
};

const empty = (): TTourCounts => ({
  runs: 0,
  on_time: 0,
  late: 0,
  incomplete: 0,
  in_progress: 0,
  missed: 0,
  completion_rate: null,
});

/** Late when its last scan came after the start plus the expected duration (device times, decision 094). */
export function runOutcome(run: TFigureRun): "on_time" | "late" | "incomplete" | "in_progress" {
  if (run.status !== "completed") return run.status;
  const due = run.started_at.getTime() + run.expected_minutes * 60_000;
  return run.finished_at && run.finished_at.getTime() > due ? "late" : "on_time";
}

function rate(c: TTourCounts): number | null {
  const due = c.runs + c.missed;
  return due === 0 ? null : Math.round(((c.on_time + c.late) / due) * 1000) / 10;
}

export function tourFigures({
  runs,
  missed,
}: {
  runs: readonly TFigureRun[];
  missed: readonly TFigureMissed[];
}) {
  const total = empty();
  const sites = new Map<string, TTourCounts & { site_id: string; site_name: string }>();
  const tours = new Map<string, TTourCounts & { tour_id: string; tour_name: string; site_name: string }>();
  const rowsOf = (r: TFigureMissed) => {
    const site = sites.get(r.site_id) ?? { site_id: r.site_id, site_name: r.site_name, ...empty() };
    const tour = tours.get(r.tour_id) ?? {
      tour_id: r.tour_id,
      tour_name: r.tour_name,
      site_name: r.site_name,
      ...empty(),
    };
    sites.set(r.site_id, site);
    tours.set(r.tour_id, tour);
    return [total, site, tour];
  };
  for (const run of runs) {
    const outcome = runOutcome(run);
    for (const c of rowsOf(run)) {
      c.runs += 1;
      c[outcome] += 1;
    }
  }
  for (const m of missed) for (const c of rowsOf(m)) c.missed += 1;
  for (const c of [total, ...sites.values(), ...tours.values()]) c.completion_rate = rate(c);
  return {
    total,
    by_site: [...sites.values()].sort(byNeed((s) => s.site_name)),
    by_tour: [...tours.values()].sort(byNeed((t) => `${t.site_name} ${t.tour_name}`)),
  };
}

/** The sites and tours that need a look first: the most missed, then the most late, then by name. */
const byNeed =
  <T extends TTourCounts>(name: (row: T) => string) =>
  (a: T, b: T) =>
    b.missed - a.missed || b.late - a.late || name(a).localeCompare(name(b), "fr");
