import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";

// The floor's reads, in raw SQL: each is one indexed query over the company's recent rows, joined to
// its agents, sites and positions at once (no query per agent). Times travel as epoch milliseconds
// (float8), which both drivers read as numbers.

/** `site_id in (...)` for a site-scoped caller; undefined reads the whole company. */
export type SiteFilter = readonly string[] | undefined;

const ms = (column: SQL) => sql`(extract(epoch from ${column}) * 1000)::float8`;

function inSites(column: SQL, sites: SiteFilter): SQL {
  if (!sites) return sql`true`;
  if (sites.length === 0) return sql`false`;
  return sql`${column} in (${sql.join(
    sites.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;
}

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

type Base = { companyId: string; sites: SiteFilter };

export type OnDutyRow = {
  agent_id: string;
  agent_name: string;
  site_id: string;
  site_name: string;
  site_lat: number | null;
  site_lng: number | null;
  shift_id: string | null;
  post: string | null;
  kind: string;
  last_at: number;
  clock_in_at: number | null;
  pos_lat: number | null;
  pos_lng: number | null;
  pos_accuracy: number | null;
  pos_at: number | null;
};

/** Agents whose latest clock action (within the look-back) is not a clock-out. */
export function readOnDuty(db: Db, { companyId, sites, since }: Base & { since: Date }) {
  return rows<OnDutyRow>(
    db,
    sql`with latest as (
      select distinct on (e.agent_id) e.agent_id, e.kind, e.site_id, e.shift_id, e.occurred_at
      from attendance_events e
      where e.company_id = ${companyId} and e.occurred_at > ${since.toISOString()}::timestamptz
      order by e.agent_id, e.occurred_at desc, e.received_at desc
    )
    select l.agent_id, a.name as agent_name, l.site_id, s.name as site_name,
      s.latitude as site_lat, s.longitude as site_lng, l.shift_id, sh.post, l.kind,
      ${ms(sql`l.occurred_at`)} as last_at,
      (select ${ms(sql`max(c.occurred_at)`)} from attendance_events c
        where c.agent_id = l.agent_id and c.kind = 'clock_in'
          and c.occurred_at > ${since.toISOString()}::timestamptz) as clock_in_at,
      p.latitude as pos_lat, p.longitude as pos_lng, p.accuracy as pos_accuracy,
      ${ms(sql`p.recorded_at`)} as pos_at
    from latest l
    join agents a on a.id = l.agent_id
    join sites s on s.id = l.site_id
    left join shifts sh on sh.id = l.shift_id
    left join agent_positions p on p.agent_id = l.agent_id
    where l.kind <> 'clock_out' and ${inSites(sql`l.site_id`, sites)}
    order by s.name, a.name`,
  );
}

export type ExpectedRow = {
  shift_id: string;
  agent_id: string;
  agent_name: string;
  site_id: string;
  site_name: string;
  post: string | null;
  starts_at: number;
  ends_at: number;
};

/**
 * Planned shifts under way with no clock-in for them: none linked to the shift, nor an unplanned one
 * of the same agent on the same site from two hours before its start.
 */
export function readExpectedMissing(
  db: Db,
  { companyId, sites, now, since }: Base & { now: Date; since: Date },
) {
  return rows<ExpectedRow>(
    db,
    sql`select sh.id as shift_id, sh.agent_id, a.name as agent_name, sh.site_id, s.name as site_name, sh.post,
      ${ms(sql`sh.starts_at`)} as starts_at, ${ms(sql`sh.ends_at`)} as ends_at
    from shifts sh
    join agents a on a.id = sh.agent_id
    join sites s on s.id = sh.site_id
    where sh.company_id = ${companyId} and sh.status <> 'cancelled'
      and sh.starts_at > ${since.toISOString()}::timestamptz
      and sh.starts_at <= ${now.toISOString()}::timestamptz and sh.ends_at > ${now.toISOString()}::timestamptz
      and ${inSites(sql`sh.site_id`, sites)}
      and not exists (
        select 1 from attendance_events e
        where e.agent_id = sh.agent_id and e.kind = 'clock_in'
          and (e.shift_id = sh.id or (e.shift_id is null and e.site_id = sh.site_id
            and e.occurred_at >= sh.starts_at - interval '2 hours' and e.occurred_at < sh.ends_at))
      )
    order by sh.starts_at, a.name`,
  );
}

export type LateRow = {
  shift_id: string;
  agent_id: string;
  agent_name: string;
  site_id: string;
  site_name: string;
  starts_at: number;
  clock_in_at: number;
};

/** Today's clock-ins that came after their shift's start plus the window. */
export function readLate(
  db: Db,
  { companyId, sites, from, to, windowAfterMin }: Base & { from: Date; to: Date; windowAfterMin: number },
) {
  return rows<LateRow>(
    db,
    sql`select e.shift_id, e.agent_id, a.name as agent_name, e.site_id, s.name as site_name,
      ${ms(sql`sh.starts_at`)} as starts_at, ${ms(sql`e.occurred_at`)} as clock_in_at
    from attendance_events e
    join shifts sh on sh.id = e.shift_id
    join agents a on a.id = e.agent_id
    join sites s on s.id = e.site_id
    where e.company_id = ${companyId} and e.kind = 'clock_in'
      and e.occurred_at >= ${from.toISOString()}::timestamptz and e.occurred_at < ${to.toISOString()}::timestamptz
      and e.occurred_at > sh.starts_at + make_interval(mins => ${windowAfterMin}::int)
      and ${inSites(sql`e.site_id`, sites)}
    order by e.occurred_at desc`,
  );
}

export type CheckRow = {
  check_id: string;
  agent_id: string;
  agent_name: string;
  site_id: string;
  site_name: string;
  status: "pending" | "missed";
  due_at: number;
  deadline_at: number;
  alarm_id: string | null;
};

/** Checks due and unanswered, and missed checks whose alarm is not resolved yet. */
export function readOpenChecks(db: Db, { companyId, sites, now, since }: Base & { now: Date; since: Date }) {
  return rows<CheckRow>(
    db,
    sql`select k.id as check_id, k.agent_id, a.name as agent_name, k.site_id, s.name as site_name, k.status,
      ${ms(sql`k.due_at`)} as due_at,
      ${ms(sql`k.due_at + make_interval(mins => k.grace_minutes)`)} as deadline_at, k.alarm_id
    from lone_worker_checks k
    join agents a on a.id = k.agent_id
    join sites s on s.id = k.site_id
    left join alarms al on al.id = k.alarm_id
    where k.company_id = ${companyId} and k.due_at > ${since.toISOString()}::timestamptz
      and ((k.status = 'pending' and k.due_at <= ${now.toISOString()}::timestamptz)
        or (k.status = 'missed' and (al.id is null or al.status <> 'resolved')))
      and ${inSites(sql`k.site_id`, sites)}
    order by k.due_at`,
  );
}

export type SiteRow = {
  id: string;
  name: string;
  latitude: number | null;
  longitude: number | null;
  geofence_radius: number;
};

/** The sites the caller watches: active and not archived. */
export function readSites(db: Db, { companyId, sites }: Base) {
  return rows<SiteRow>(
    db,
    sql`select s.id, s.name, s.latitude, s.longitude, s.geofence_radius from sites s
    where s.company_id = ${companyId} and s.archived_at is null and s.status = 'active'
      and ${inSites(sql`s.id`, sites)}
    order by s.name`,
  );
}
