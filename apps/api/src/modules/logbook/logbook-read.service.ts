import type { TLogbookQuery } from "@hts/domain";
import { and, count, desc, eq, gte, isNull, lte, ne } from "drizzle-orm";
import { agents, logbookEntries, sites } from "../../db/schema.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import { scopeCondition } from "../../lib/record-access.ts";
import { toApiEntry } from "./logbook.mapper.ts";

/**
 * The logbook as the caller may read it (per site, per shift, per period), newest first: the office
 * reads the company's; an agent his own entries and those of the sites he works on.
 */
export async function listLogbook({ auth, query }: { auth: AuthContext; query: TLogbookQuery }) {
  const visible = await scopeCondition({
    auth,
    kind: "logbook-entry",
    site: logbookEntries.siteId,
    own: (caller) => eq(logbookEntries.userId, caller.userId),
  });
  const where = auth.tenant.scope(
    logbookEntries,
    visible,
    query.site_id ? eq(logbookEntries.siteId, query.site_id) : undefined,
    query.shift_id ? eq(logbookEntries.shiftId, query.shift_id) : undefined,
    query.severity ? eq(logbookEntries.severity, query.severity) : undefined,
    query.incidents_only ? ne(logbookEntries.severity, "info") : undefined,
    query.portal_approval === "pending"
      ? isNull(logbookEntries.portalApproval)
      : query.portal_approval
        ? eq(logbookEntries.portalApproval, query.portal_approval)
        : undefined,
    query.from ? gte(logbookEntries.occurredAt, query.from) : undefined,
    query.to ? lte(logbookEntries.occurredAt, query.to) : undefined,
  );
  const { db } = auth.tenant;
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: logbookEntries, siteName: sites.name, agentName: agents.name })
      .from(logbookEntries)
      .innerJoin(sites, eq(sites.id, logbookEntries.siteId))
      .innerJoin(agents, eq(agents.id, logbookEntries.agentId))
      .where(where)
      .orderBy(desc(logbookEntries.occurredAt), desc(logbookEntries.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(logbookEntries).where(and(where)),
  ]);
  return {
    items: rows.map((r) => toApiEntry(r.row, { siteName: r.siteName, agentName: r.agentName })),
    total: total?.n ?? 0,
  };
}
