import { figuresOf, type TServiceFigures } from "@hts/domain";
import { inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { shifts } from "../../db/schema.ts";

// The service delivered (issue 25) counted by the database (decision 124): the same rules as
// `shiftService` of the domain (portal.rules.ts), which stays their reference and their unit tests,
// written as SQL so that a month of 50 sites (2,800 shifts, 5,600 clock actions) no longer costs the
// event loop ~120 ms of pairing and summing. The API only formats the sums.
//
// Pairing clock actions as the domain does: sorted by time, an opening action (clock-in, end of break)
// opens a run unless one is open, a closing one (clock-out, start of break) closes the open run. So the
// state after an action is that of its kind, and the run a closing action ends started at the first
// opening action after the previous closing one: grouping opening actions by the number of closing
// actions before them gives each run's start, and the closing action of the same rank its end (none:
// the run is still open, counted until `now`). Each run is clipped to the shift's hours and rounded to
// the minute, as the domain does.

/** A clock-in later than the shift's start plus this is late, as the floor counts it (issue 22). */
export const LATE_TOLERANCE_MINUTES = 5;

export type ServiceQuery = {
  companyId: string;
  siteIds: readonly string[];
  /** Planning days `YYYY-MM-DD` (the company's days: a shift belongs to the day it starts on). */
  from: string;
  to: string;
  now: Date;
};

type Sums = Omit<TServiceFigures, "fulfilment">;

/** Per-shift service of the shifts `only` selects, as the CTE `svc`. */
function serviceCte({ companyId, siteIds, from, to, now }: ServiceQuery, only?: SQL): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  const minutes = (a: SQL, b: SQL) => sql`greatest(0, round(extract(epoch from (${b}) - (${a})) / 60))`;
  const clip = (t: SQL) => sql`least(greatest(${t}, s.starts_at), s.ends_at)`;
  return sql`
    with s as (
      select shifts.id, shifts.company_id, shifts.site_id, shifts.shift_date, shifts.starts_at,
             shifts.ends_at, shifts.post, agents.name as agent_name
      from shifts
      join agents on agents.id = shifts.agent_id
      where shifts.company_id = ${companyId} and ${inArray(shifts.siteId, [...siteIds])}
        and shifts.status <> 'cancelled' and shifts.shift_date between ${from} and ${to}
        -- Implied by the days (a shift starts on its planning day, in any zone within a day of UTC),
        -- it lets the (company, start) index find a month among years of shifts.
        and shifts.starts_at >= ${from}::date - 1 and shifts.starts_at < ${to}::date + 2
      ${only ?? sql``}
    ),
    svc as (
      select s.*,
             ${minutes(sql`s.starts_at`, sql`s.ends_at`)}::int as planned,
             coalesce(c.worked, 0)::int as worked,
             coalesce(c.first_in > s.starts_at + make_interval(mins => ${LATE_TOLERANCE_MINUTES}), false) as late,
             (c.first_in is null and s.starts_at <= ${at}) as uncovered
      from s
      -- Each shift reads its own clock actions through their shift index (a lateral join), whatever
      -- the planner believes of the sizes: a hash of the company's whole history was slower.
      left join lateral (
        select sum(${minutes(clip(sql`runs.open_from`), clip(sql`coalesce(runs.closed_at, ${at})`))})
                 filter (where runs.open_from is not null) as worked,
               min(runs.first_in) as first_in
        from (
          select min(ev.occurred_at) filter (where ev.opens) as open_from,
                 min(ev.occurred_at) filter (where not ev.opens) as closed_at,
                 min(ev.occurred_at) filter (where ev.kind = 'clock_in') as first_in
          from (
            select e.kind, e.occurred_at, e.kind in ('clock_in', 'break_end') as opens,
                   count(*) filter (where e.kind in ('clock_out', 'break_start'))
                     over (order by e.occurred_at, e.id rows unbounded preceding) as closes
            -- By the shift index only ("offset 0" keeps the other conditions out of the scan): without
            -- statistics (PGlite has no autovacuum) the planner crossed it with the company's index,
            -- a walk of the company's whole history for each shift (14 s for a month of 50 sites).
            from (select * from attendance_events where attendance_events.shift_id = s.id offset 0) e
            where e.company_id = s.company_id
              and e.kind in ('clock_in', 'clock_out', 'break_start', 'break_end')
              -- A clock action a manager rejected is not time the client is given.
              and e.review_status is distinct from 'rejected'
          ) ev
          group by case when ev.opens then ev.closes else ev.closes - 1 end
        ) runs
      ) c on true
    )`;
}

export type ServiceSums = {
  totals: TServiceFigures;
  bySite: Map<string, TServiceFigures>;
  weeks: { period: string; figures: TServiceFigures }[];
  months: { period: string; figures: TServiceFigures }[];
};

type SumRow = {
  g: number;
  site_id: string | null;
  week: string | null;
  month: string | null;
  planned: number;
  worked: number;
  late: number;
  uncovered: number;
  shifts: number;
};

/** The grouped query of `serviceSums` (exported for EXPLAIN in a probe). */
export const sumsSql = (query: ServiceQuery): SQL => sql`
    ${serviceCte(query)}
    select grouping(site_id, week, month)::int as g, site_id::text as site_id, week, month,
           coalesce(sum(planned), 0)::int as planned, coalesce(sum(worked), 0)::int as worked,
           (count(*) filter (where late))::int as late,
           (count(*) filter (where uncovered))::int as uncovered,
           count(*)::int as shifts
    from (
      select svc.*, to_char(date_trunc('week', shift_date::timestamp), 'YYYY-MM-DD') as week,
             to_char(shift_date, 'YYYY-MM') as month
      from svc
    ) k
    group by grouping sets ((), (site_id), (week), (month))`;

/** Totals, per site, per ISO week (its Monday) and per month of the chosen shifts: one grouped query. */
export async function serviceSums(db: Db, query: ServiceQuery): Promise<ServiceSums> {
  const result = (await db.execute(sumsSql(query))) as unknown as { rows: SumRow[] };
  const figures = (r: SumRow): TServiceFigures =>
    figuresOf({
      plannedMinutes: r.planned,
      workedMinutes: r.worked,
      lateClockIns: r.late,
      uncoveredPosts: r.uncovered,
      shifts: r.shifts,
    } satisfies Sums);
  const out: ServiceSums = { totals: figuresOf(EMPTY), bySite: new Map(), weeks: [], months: [] };
  // grouping(site_id, week, month): a bit set for each column the row is NOT grouped by.
  for (const r of result.rows) {
    if (r.g === 0b111) out.totals = figures(r);
    else if (r.g === 0b011 && r.site_id) out.bySite.set(r.site_id, figures(r));
    else if (r.g === 0b101 && r.week) out.weeks.push({ period: r.week, figures: figures(r) });
    else if (r.g === 0b110 && r.month) out.months.push({ period: r.month, figures: figures(r) });
  }
  out.weeks.sort((a, b) => a.period.localeCompare(b.period));
  out.months.sort((a, b) => a.period.localeCompare(b.period));
  return out;
}

export const EMPTY: Sums = {
  plannedMinutes: 0,
  workedMinutes: 0,
  lateClockIns: 0,
  uncoveredPosts: 0,
  shifts: 0,
};

export type ListedShift = {
  shift_date: string;
  site_id: string;
  post: string | null;
  agent_name: string;
  starts_at: string;
  ends_at: string;
  planned: number;
  worked: number;
  late: boolean;
  uncovered: boolean;
};

/** The most recent `limit` shifts with their service (only theirs is computed). */
export async function listedShifts(db: Db, query: ServiceQuery, limit: number): Promise<ListedShift[]> {
  const iso = (column: string) =>
    sql.raw(`to_char(svc.${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
  const result = (await db.execute(sql`
    ${serviceCte(query, sql`order by shifts.starts_at desc, shifts.id limit ${limit}`)}
    select svc.shift_date::text as shift_date, svc.site_id::text as site_id, svc.post,
           svc.agent_name, ${iso("starts_at")} as starts_at, ${iso("ends_at")} as ends_at,
           svc.planned, svc.worked, svc.late, svc.uncovered
    from svc
    order by svc.starts_at desc, svc.id`)) as unknown as { rows: ListedShift[] };
  return result.rows;
}
