import type { TLogbookApprovalInput, TLogbookEntry } from "@hts/domain";
import { eq } from "drizzle-orm";
import { agents, logbookEntries, sites } from "../../db/schema.ts";
import { audit } from "../../lib/audit.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import { notFound } from "../../lib/errors.ts";
import { requireOnRecord } from "../../lib/record-access.ts";
import { inTransaction } from "../../lib/tenancy.ts";
import { toApiEntry } from "./logbook.mapper.ts";

/**
 * A manager's decision on one entry for the client portal (issue 25, decision 112): approved entries
 * are what a client whose incidents are published "after approval" sees; rejected ones never reach
 * him. A decision may be changed; each one is audited with the one before it, in the same transaction.
 */
export async function decidePortalApproval({
  auth,
  id,
  input,
}: {
  auth: AuthContext;
  id: string;
  input: TLogbookApprovalInput;
}): Promise<TLogbookEntry> {
  const entry = await auth.tenant.findById(logbookEntries, id);
  await requireOnRecord({
    auth,
    kind: "logbook-entry",
    action: "update",
    record: { siteId: entry.siteId, ownerUserIds: entry.userId ? [entry.userId] : [] },
  });
  const saved = await inTransaction(auth.tenant, async (t) => {
    const now = new Date();
    const row = await t.updateById(logbookEntries, id, {
      portalApproval: input.decision,
      portalApprovalBy: auth.user.id,
      portalApprovalAt: now,
    });
    await audit(t.db, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: input.decision === "approved" ? "portal-approve" : "portal-reject",
      entity: "logbook-entry",
      entityId: id,
      details: { before: entry.portalApproval ?? "pending", after: input.decision },
    });
    return row;
  });
  const [names] = await auth.tenant.db
    .select({ siteName: sites.name, agentName: agents.name })
    .from(sites)
    .innerJoin(agents, eq(agents.id, saved.agentId))
    .where(eq(sites.id, saved.siteId));
  if (!names) throw notFound();
  return toApiEntry(saved, names);
}
