import { MSG_OPS } from "@hts/domain";
import { eq } from "drizzle-orm";
import { sites } from "../../db/schema.ts";
import { validation } from "../../lib/errors.ts";
import type { TenantDb } from "../../lib/tenancy.ts";

/**
 * A site id sent in a body (camera, alarm) must be one of the caller's sites. Another company's site
 * answers exactly as a missing one: a 422 on that field, so ids cannot be probed.
 */
export async function requireOwnSite(tenant: TenantDb, siteId: string) {
  const [site] = await tenant.db
    .select()
    .from(sites)
    .where(tenant.scope(sites, eq(sites.id, siteId)))
    .limit(1);
  if (!site) throw validation([{ loc: ["body", "siteId"], msg: MSG_OPS.siteNotFound, type: "not_found" }]);
  return site;
}
