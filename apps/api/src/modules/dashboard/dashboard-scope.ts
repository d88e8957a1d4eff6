import { scopeOf, type TRecordKind } from "@hts/domain";
import { inArray, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { cameras, sites } from "../../db/schema.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import { callerAccess } from "../../lib/record-access.ts";
import { visibleAgents } from "../agents/index.ts";
import { alarmReach } from "../alarms/index.ts";

/** What the dashboard may count for a caller: one filter per kind, as the kind's own list applies it. */
export type DashboardReach = {
  sites: SQL | undefined;
  cameras: SQL | undefined;
  alarms: SQL | undefined;
  agents: SQL | undefined;
  /** Cameras and access points are counted per listed site only for roles that may read them at all. */
  camerasPerSite: boolean;
  accessPoints: boolean;
  /** The cache key of this reach: callers with the same key see the same figures (decision 081). */
  key: string;
};

const KINDS = ["site", "camera", "alarm", "agent", "access-point"] as const satisfies TRecordKind[];

/**
 * A site-scoped filter for sites and cameras, the same as their lists' (`scopeCondition`): the whole
 * company, the sites the caller works on, or nothing ("own" means nothing for these kinds).
 */
function bySite(scope: string, siteIds: readonly string[], column: AnyPgColumn): SQL | undefined {
  if (scope === "company") return undefined;
  if (scope === "sites" && siteIds.length > 0) return inArray(column, [...siteIds]);
  return sql`false`;
}

/**
 * The caller's reach over every kind the dashboard shows (decision 081). A caller whose scopes are all
 * "company" or "none" shares figures with every caller of the same role pattern; anyone else (an agent)
 * has figures of his own, keyed by account and sites.
 */
export async function dashboardReach(auth: AuthContext): Promise<DashboardReach> {
  const scopes = KINDS.map((kind) => scopeOf({ role: auth.role, kind, action: "read" }));
  const [site, camera, , agent, accessPoint] = scopes;
  const personal = scopes.some((s) => s === "sites" || s === "own");
  const caller = personal ? await callerAccess(auth) : null;
  const siteIds = caller?.siteIds ?? [];
  const key = personal
    ? `${scopes.join(",")}|${auth.user.id}|${[...siteIds].sort().join(",")}`
    : scopes.join(",");
  return {
    sites: bySite(site ?? "none", siteIds, sites.id),
    cameras: bySite(camera ?? "none", siteIds, cameras.siteId),
    alarms: await alarmReach(auth),
    agents: agent === "none" ? sql`false` : await visibleAgents(auth),
    camerasPerSite: camera !== "none",
    accessPoints: accessPoint !== "none",
    key,
  };
}
