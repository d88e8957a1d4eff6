import {
  ageSeconds,
  fieldDay,
  fieldSettingsOf,
  minutesAfterStart,
  ON_DUTY_LOOKBACK_MS,
  relativeToSite,
  type TFieldFloor,
  type TFieldPosition,
} from "@hts/domain";
import { eq } from "drizzle-orm";
import { companies, sites } from "../../db/schema.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import { notFound } from "../../lib/errors.ts";
import { callerAccess, requireScope } from "../../lib/record-access.ts";
import {
  readExpectedMissing,
  readLate,
  readOnDuty,
  readOpenChecks,
  readSites,
  type SiteFilter,
} from "./field-queries.ts";

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The sites the caller may watch: the whole company, or for a site-scoped role (operator) the sites
 * they work on (decision 087). A site id of another company, or outside the caller's sites, is 404.
 * `variant` names what the answer depends on: two callers with the same variant read the same floor.
 */
export async function floorVariant({
  auth,
  siteId,
}: {
  auth: AuthContext;
  siteId: string | undefined;
}): Promise<{ sites: SiteFilter; variant: string }> {
  const scope = requireScope(auth, "field", "read");
  const allowed = scope === "company" ? undefined : [...(await callerAccess(auth)).siteIds].sort();
  if (siteId) {
    await auth.tenant.findById(sites, siteId);
    if (allowed && !allowed.includes(siteId)) throw notFound();
    return { sites: [siteId], variant: `site:${siteId}` };
  }
  return { sites: allowed, variant: allowed ? `sites:${allowed.join(",")}` : "company" };
}

function position(
  row: { pos_lat: number | null; pos_lng: number | null; pos_accuracy: number | null; pos_at: number | null },
  site: { lat: number | null; lng: number | null },
  now: Date,
): TFieldPosition | null {
  if (row.pos_lat === null || row.pos_lng === null || row.pos_at === null) return null;
  const where = relativeToSite({
    site: site.lat === null || site.lng === null ? null : { lat: site.lat, lng: site.lng },
    position: { lat: row.pos_lat, lng: row.pos_lng },
    accuracy: row.pos_accuracy,
  });
  return {
    lat: row.pos_lat,
    lng: row.pos_lng,
    accuracy: row.pos_accuracy,
    recorded_at: iso(row.pos_at),
    age_s: ageSeconds({ at: new Date(row.pos_at), now }),
    distance_m: where?.distance_m ?? null,
    bearing_deg: where?.bearing_deg ?? null,
  };
}

export async function readFloor({
  auth,
  sites: filter,
  mapTileUrl,
  now = new Date(),
  windowAfterMin,
}: {
  auth: AuthContext;
  sites: SiteFilter;
  mapTileUrl: string | null;
  now?: Date;
  windowAfterMin?: number;
}): Promise<TFieldFloor> {
  const db = auth.tenant.db;
  const base = { companyId: auth.companyId, sites: filter };
  // Late means after the company's clock-in window (its field settings), unless a caller says otherwise.
  if (windowAfterMin === undefined) {
    const [company] = await db
      .select({ settings: companies.settings })
      .from(companies)
      .where(eq(companies.id, auth.companyId));
    windowAfterMin = fieldSettingsOf(company?.settings).window_after_min;
  }
  const since = new Date(now.getTime() - ON_DUTY_LOOKBACK_MS);
  const today = fieldDay({ now });
  const [siteRows, onDuty, expected, late, checks] = await Promise.all([
    readSites(db, base),
    readOnDuty(db, { ...base, since }),
    readExpectedMissing(db, { ...base, now, since }),
    readLate(db, { ...base, ...today, windowAfterMin }),
    readOpenChecks(db, { ...base, now, since }),
  ]);

  const on_duty = onDuty.map((r) => ({
    agent_id: r.agent_id,
    agent_name: r.agent_name,
    site_id: r.site_id,
    site_name: r.site_name,
    shift_id: r.shift_id,
    post: r.post,
    clock_in_at: iso(r.clock_in_at ?? r.last_at),
    on_break: r.kind === "break_start",
    break_since: r.kind === "break_start" ? iso(r.last_at) : null,
    unplanned: r.shift_id === null,
    position: position(r, { lat: r.site_lat, lng: r.site_lng }, now),
  }));
  return {
    generated_at: now.toISOString(),
    window_after_min: windowAfterMin,
    map_tile_url: mapTileUrl,
    sites: siteRows,
    on_duty,
    expected_missing: expected.map((r) => ({
      ...r,
      starts_at: iso(r.starts_at),
      ends_at: iso(r.ends_at),
      minutes_late: minutesAfterStart({ startsAt: new Date(r.starts_at), at: now }),
    })),
    late: late.map((r) => ({
      ...r,
      starts_at: iso(r.starts_at),
      clock_in_at: iso(r.clock_in_at),
      minutes_late: minutesAfterStart({ startsAt: new Date(r.starts_at), at: new Date(r.clock_in_at) }),
    })),
    open_checks: checks.map((r) => ({ ...r, due_at: iso(r.due_at), deadline_at: iso(r.deadline_at) })),
    positions: on_duty.flatMap(({ agent_id, agent_name, site_id, site_name, position }) =>
      position ? [{ agent_id, agent_name, site_id, site_name, position }] : [],
    ),
  };
}
