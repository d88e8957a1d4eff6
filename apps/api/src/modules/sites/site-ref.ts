import { MSG_OPS, MSG_RECORDS } from "@hts/domain";
import { eq } from "drizzle-orm";
import { sites } from "../../db/schema.ts";
import { validation } from "../../lib/errors.ts";
import type { TenantDb } from "../../lib/tenancy.ts";

/**
 * A site id sent in a body (camera, alarm) must be one of the caller's sites. Another company's site
 * answers exactly as a missing one: a 422 on that field, so ids cannot be probed. An archived site is
 * refused too, unless the caller only reads (a report on its past).
 */
export async function requireOwnSite(
  tenant: TenantDb,
  siteId: string,
  { allowArchived = false }: { allowArchived?: boolean } = {},
) {
  const [site] = await tenant.db
    .select()
    .from(sites)
    .where(tenant.scope(sites, eq(sites.id, siteId)))
    .limit(1);
  if (!site) throw validation([{ loc: ["body", "siteId"], msg: MSG_OPS.siteNotFound, type: "not_found" }]);
  // An archived site is read-only (decision 017): nothing new is attached to it.
  if (site.archivedAt && !allowArchived)
    throw validation([{ loc: ["body", "siteId"], msg: MSG_RECORDS.siteArchivedRef, type: "archived" }]);
  return site;
}
