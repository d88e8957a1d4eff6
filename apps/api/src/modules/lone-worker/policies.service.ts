import type { TLoneWorkerPolicy, TLoneWorkerPolicyInput } from "@hts/domain";
import { and, asc, eq } from "drizzle-orm";
import { loneWorkerPolicies, sites } from "../../db/schema.ts";
import { audit } from "../../lib/audit.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import { requireOnRecord, scopeCondition } from "../../lib/record-access.ts";
import { inTransaction } from "../../lib/tenancy.ts";

const toPolicy = (row: typeof loneWorkerPolicies.$inferSelect): TLoneWorkerPolicy => ({
  id: row.id,
  site_id: row.siteId,
  post: row.post || null,
  interval_min: row.intervalMin,
  grace_min: row.graceMin,
  enabled: row.enabled,
  updated_at: row.updatedAt.toISOString(),
});

export async function listPolicies({ auth, siteId }: { auth: AuthContext; siteId?: string }) {
  const scope = await scopeCondition({ auth, kind: "lone-worker-policy", site: loneWorkerPolicies.siteId });
  const rows = await auth.tenant.db
    .select()
    .from(loneWorkerPolicies)
    .where(
      auth.tenant.scope(
        loneWorkerPolicies,
        scope,
        siteId ? eq(loneWorkerPolicies.siteId, siteId) : undefined,
      ),
    )
    .orderBy(asc(loneWorkerPolicies.siteId), asc(loneWorkerPolicies.post));
  return rows.map(toPolicy);
}

/** PUT: the policy of a site (or of one post on it), created or replaced; audited with old and new values. */
export async function savePolicy({ auth, input }: { auth: AuthContext; input: TLoneWorkerPolicyInput }) {
  const site = await auth.tenant.findById(sites, input.site_id);
  await requireOnRecord({
    auth,
    kind: "lone-worker-policy",
    action: "update",
    record: { ownerUserIds: [], siteId: site.id },
  });
  const post = input.post ?? "";
  const row = await inTransaction(auth.tenant, async (t) => {
    const [before] = await t.db
      .select()
      .from(loneWorkerPolicies)
      .where(
        t.scope(
          loneWorkerPolicies,
          and(eq(loneWorkerPolicies.siteId, site.id), eq(loneWorkerPolicies.post, post)),
        ),
      );
    const values = { intervalMin: input.interval_min, graceMin: input.grace_min, enabled: input.enabled };
    const [saved] = await t.db
      .insert(loneWorkerPolicies)
      .values({ companyId: auth.companyId, siteId: site.id, post, ...values })
      .onConflictDoUpdate({
        target: [loneWorkerPolicies.siteId, loneWorkerPolicies.post],
        set: { ...values, updatedAt: new Date() },
      })
      .returning();
    if (!saved) throw new Error("policy not saved");
    await audit(t.db, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: before ? "update" : "create",
      entity: "lone-worker-policy",
      entityId: saved.id,
      details: { siteId: site.id, post, before: before ? toPolicy(before) : null, after: toPolicy(saved) },
    });
    return saved;
  });
  return toPolicy(row);
}
