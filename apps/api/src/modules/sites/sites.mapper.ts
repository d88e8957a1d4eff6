import type { TSite, TSiteStatus, TSiteType } from "@hts/domain";
import { sql } from "drizzle-orm";
import { sites } from "../../db/schema.ts";

// Drizzle prints a bare "id" for a column inside a selected sql`` fragment, which the subquery would
// resolve to its own table: the outer column is therefore written out in full.
/** Columns of a site plus its counters: cameras counted by the index on site_id, alarms kept on write. */
export const siteColumns = {
  row: sites,
  camerasCount: sql<number>`(select count(*)::int from cameras c where c.site_id = "sites"."id")`,
  // Kept on write by triggers on `alarms` (migration 0013): no count over the site's history per read.
  alarmsCount: sites.alarmsCount,
  activeAlarmsCount: sites.activeAlarmsCount,
};

export type SiteWithCounts = {
  row: typeof sites.$inferSelect;
  camerasCount: number;
  alarmsCount: number;
  activeAlarmsCount: number;
};

export function toApiSite({ row, camerasCount, alarmsCount, activeAlarmsCount }: SiteWithCounts): TSite {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    type: row.type as TSiteType,
    contactName: row.contactName,
    contactPhone: row.contactPhone,
    contactEmail: row.contactEmail,
    status: row.status as TSiteStatus,
    latitude: row.latitude,
    longitude: row.longitude,
    geofenceRadius: row.geofenceRadius,
    camerasCount: Number(camerasCount),
    alarmsCount: Number(alarmsCount),
    activeAlarmsCount: Number(activeAlarmsCount),
    archivedAt: row.archivedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
