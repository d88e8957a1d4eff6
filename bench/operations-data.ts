// Data generator for the operations benchmark: companies, sites, cameras and alarms written by
// PostgreSQL itself with generate_series (no row crosses the network), so a million alarms take
// seconds. Values cycle with modulo arithmetic: the same data on every run.

import type pg from "pg";

export type OperationsVolume = {
  companies: number;
  sitesPerCompany: number;
  camerasPerSite: number;
  alarmsPerSite: number;
};

export const DEFAULT_VOLUME: OperationsVolume = {
  companies: 50,
  sitesPerCompany: 4, // 200 sites
  camerasPerSite: 10, // 2,000 cameras
  alarmsPerSite: 5_000, // 1,000,000 alarms
};

/** Adds `companies - 1` companies next to the existing ones, then operations data for all of them. */
export async function generateOperations(pool: pg.Pool, volume: OperationsVolume = DEFAULT_VOLUME) {
  const started = performance.now();
  await pool.query(
    `insert into companies (name, email, subscription)
     select 'Société bench ' || g, 'bench' || g || '@example.fr', 'enterprise' from generate_series(1, $1::int) g`,
    [volume.companies - 1],
  );
  await pool.query(
    `insert into sites (company_id, name, address, type, created_at, updated_at)
     select c.id, 'Site ' || s, s || ' rue de Paris, 7500' || s, (array['commercial','industriel','residentiel','public'])[1 + s % 4],
            now() - (s * 9) * interval '1 day', now() - s * interval '1 hour'
     from companies c, generate_series(1, $1::int) s`,
    [volume.sitesPerCompany],
  );
  await pool.query(
    `insert into cameras (company_id, site_id, name, location, ip_address, status, last_ping)
     select s.company_id, s.id, 'Caméra ' || g, 'Zone ' || g, '192.0.2.' || (1 + g % 250),
            case when g % 5 = 0 then 'offline' else 'online' end, now()
     from sites s, generate_series(1, $1::int) g`,
    [volume.camerasPerSite],
  );
  // One alarm in fifty still active; the rest resolved after 1 to 60 minutes. Spread over a year.
  // Four slices of the sites on four connections: the server fills the indexes in parallel.
  const SLICES = 4;
  const slice = (n: number) =>
    pool.query(
      `insert into alarms (company_id, site_id, type, severity, status, title, description, location,
                         created_at, resolved_at, response_seconds)
     select s.company_id, s.id,
            (array['intrusion','incendie','technique','medical','sabotage','autre'])[1 + g % 6],
            (array['critique','important','moyen','faible'])[1 + (g * 7) % 4],
            case when g % 50 = 0 then 'active' else 'resolved' end,
            'Alarme ' || g, 'Détection automatique numéro ' || g, 'Zone ' || (g % 12),
            t.at,
            case when g % 50 = 0 then null else t.at + (60 + g % 3540) * interval '1 second' end,
            case when g % 50 = 0 then null else 60 + g % 3540 end
     from sites s, generate_series(1, $1::int) g,
          lateral (select now() - ((g::bigint * 6301) % 31536000) * interval '1 second' as at) t
     where abs(hashtext(s.id::text)) % $2::int = $3::int`,
      [volume.alarmsPerSite, SLICES, n],
    );
  await Promise.all(Array.from({ length: SLICES }, (_, n) => slice(n)));
  // What autovacuum would have done by then: statistics and the visibility map (index-only counts).
  await pool.query("vacuum analyze companies, sites, cameras, alarms");
  const counts = await pool.query<{ c: string; s: string; k: string; a: string }>(
    `select (select count(*) from companies) c, (select count(*) from sites) s,
            (select count(*) from cameras) k, (select count(*) from alarms) a`,
  );
  return { ...counts.rows[0], seconds: (performance.now() - started) / 1000 };
}
