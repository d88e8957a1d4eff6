import {
  MSG_COVERAGE,
  type TCoveragePost,
  type TCoveragePostCreate,
  type TCoveragePostUpdate,
} from "@hts/domain";
import { asc, eq, type SQL } from "drizzle-orm";
import { coveragePosts, sites } from "../../db/schema.ts";
import { audit } from "../../lib/audit.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import { conflict, isUniqueViolation, notFound, validation } from "../../lib/errors.ts";
import { requireScope } from "../../lib/record-access.ts";
import { inTransaction, type TenantDb } from "../../lib/tenancy.ts";

type Row = typeof coveragePosts.$inferSelect;

export const toCoveragePost = (row: Row, siteName: string | null): TCoveragePost => ({
  id: row.id,
  site_id: row.siteId,
  site_name: siteName,
  name: row.name,
  start_time: row.startTime,
  end_time: row.endTime,
  required: row.required,
  date_counts: row.dateCounts,
  qualifications: row.qualifications,
  valid_from: row.validFrom,
  valid_to: row.validTo,
  missing_cost: row.missingCost,
  extra_cost: row.extraCost,
});

/** The company's posts (of one site when given), by site then name. */
export async function loadCoveragePosts(tenant: TenantDb, where?: SQL): Promise<TCoveragePost[]> {
  const rows = await tenant.db
    .select({ post: coveragePosts, siteName: sites.name })
    .from(coveragePosts)
    .innerJoin(sites, eq(sites.id, coveragePosts.siteId))
    .where(tenant.scope(coveragePosts, where))
    .orderBy(asc(sites.name), asc(coveragePosts.startTime), asc(coveragePosts.name));
  return rows.map((r) => toCoveragePost(r.post, r.siteName));
}

export async function listCoveragePosts({ auth, siteId }: { auth: AuthContext; siteId?: string }) {
  requireScope(auth, "coverage-post", "read");
  return loadCoveragePosts(auth.tenant, siteId ? eq(coveragePosts.siteId, siteId) : undefined);
}

async function readOne(tenant: TenantDb, id: string): Promise<TCoveragePost> {
  const [post] = await loadCoveragePosts(tenant, eq(coveragePosts.id, id));
  if (!post) throw notFound(MSG_COVERAGE.postNotFound);
  return post;
}

const columns = (input: TCoveragePostUpdate) => ({
  ...(input.name !== undefined && { name: input.name }),
  ...(input.start_time !== undefined && { startTime: input.start_time }),
  ...(input.end_time !== undefined && { endTime: input.end_time }),
  ...(input.required !== undefined && { required: input.required }),
  ...(input.date_counts !== undefined && { dateCounts: input.date_counts }),
  ...(input.qualifications !== undefined && { qualifications: input.qualifications }),
  ...(input.valid_from !== undefined && { validFrom: input.valid_from }),
  ...(input.valid_to !== undefined && { validTo: input.valid_to }),
  ...(input.missing_cost !== undefined && { missingCost: input.missing_cost }),
  ...(input.extra_cost !== undefined && { extraCost: input.extra_cost }),
});

/** A duplicate name on the site is a 409 the planner can act on, not a 500. */
async function uniqueName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(MSG_COVERAGE.nameTaken);
    throw error;
  }
}

export async function createCoveragePost({ auth, input }: { auth: AuthContext; input: TCoveragePostCreate }) {
  requireScope(auth, "coverage-post", "create");
  // Another company's site answers 404, like a missing one (tenantDb).
  const site = await auth.tenant.findById(sites, input.site_id);
  const id = await uniqueName(() =>
    inTransaction(auth.tenant, async (t) => {
      const created = await t.insert(coveragePosts, {
        siteId: site.id,
        name: input.name,
        startTime: input.start_time,
        endTime: input.end_time,
        required: input.required,
        dateCounts: input.date_counts,
        qualifications: input.qualifications,
        validFrom: input.valid_from,
        validTo: input.valid_to,
        missingCost: input.missing_cost,
        extraCost: input.extra_cost,
      });
      await audit(t.db, {
        companyId: auth.companyId,
        userId: auth.user.id,
        action: "create",
        entity: "coverage_post",
        entityId: created.id,
      });
      return created.id;
    }),
  );
  return readOne(auth.tenant, id);
}

export async function updateCoveragePost({
  auth,
  id,
  input,
}: {
  auth: AuthContext;
  id: string;
  input: TCoveragePostUpdate;
}) {
  requireScope(auth, "coverage-post", "update");
  const before = await auth.tenant.findById(coveragePosts, id);
  const from = input.valid_from !== undefined ? input.valid_from : before.validFrom;
  const to = input.valid_to !== undefined ? input.valid_to : before.validTo;
  if (from && to && to < from) {
    throw validation([{ loc: ["body", "valid_to"], msg: MSG_COVERAGE.validityOrder, type: "value_error" }]);
  }
  await uniqueName(() =>
    inTransaction(auth.tenant, async (t) => {
      await t.updateById(coveragePosts, id, { ...columns(input), updatedAt: new Date() });
      await audit(t.db, {
        companyId: auth.companyId,
        userId: auth.user.id,
        action: "update",
        entity: "coverage_post",
        entityId: id,
      });
    }),
  );
  return readOne(auth.tenant, id);
}

export async function deleteCoveragePost({ auth, id }: { auth: AuthContext; id: string }) {
  requireScope(auth, "coverage-post", "delete");
  await inTransaction(auth.tenant, async (t) => {
    await t.deleteById(coveragePosts, id);
    await audit(t.db, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "delete",
      entity: "coverage_post",
      entityId: id,
    });
  });
}
