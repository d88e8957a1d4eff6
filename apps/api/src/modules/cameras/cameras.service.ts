import type { TCameraCreate, TCameraPatch, TCameraStatus } from "@hts/domain";
import { asc, count, eq, ilike, or } from "drizzle-orm";
import { cameras, sites } from "../../db/schema.ts";
import { notFound } from "../../lib/errors.ts";
import { containsPattern } from "../../lib/search.ts";
import type { TenantDb } from "../../lib/tenancy.ts";
import type { AuthContext } from "../../plugins/auth.ts";
import { audit } from "../audit/audit.service.ts";
import { requireOwnSite } from "../sites/site-ref.ts";
import { statusCode, toApiCamera } from "./cameras.mapper.ts";

const withSite = { row: cameras, siteName: sites.name };

export async function listCameras({
  auth,
  q,
  siteId,
  status,
  limit,
  offset,
}: {
  auth: AuthContext;
  q?: string;
  siteId?: string;
  status?: TCameraStatus;
  limit: number;
  offset: number;
}) {
  const { db, scope } = auth.tenant;
  const pattern = q ? containsPattern(q) : null;
  const where = scope(
    cameras,
    pattern ? or(ilike(cameras.name, pattern), ilike(cameras.location, pattern)) : undefined,
    siteId ? eq(cameras.siteId, siteId) : undefined,
    status ? eq(cameras.status, statusCode(status)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(withSite)
      .from(cameras)
      .innerJoin(sites, eq(sites.id, cameras.siteId))
      .where(where)
      .orderBy(asc(sites.name), asc(cameras.name), asc(cameras.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(cameras).where(where),
  ]);
  return { items: rows.map(toApiCamera), total: total?.n ?? 0 };
}

/** One camera of the tenant, with its site name; 404 otherwise. Also used by the live events. */
export async function readCamera({ tenant, id }: { tenant: TenantDb; id: string }) {
  await tenant.findById(cameras, id);
  const [row] = await tenant.db
    .select(withSite)
    .from(cameras)
    .innerJoin(sites, eq(sites.id, cameras.siteId))
    .where(tenant.scope(cameras, eq(cameras.id, id)));
  if (!row) throw notFound();
  return toApiCamera(row);
}

export async function createCamera({ auth, input }: { auth: AuthContext; input: TCameraCreate }) {
  const site = await requireOwnSite(auth.tenant, input.siteId);
  // Status is measured by the monitor: a new camera is offline until its first answered probe.
  const row = await auth.tenant.insert(cameras, { ...input, status: "offline" });
  await audit(auth.tenant.db, {
    companyId: auth.companyId,
    userId: auth.user.id,
    action: "create",
    entity: "camera",
    entityId: row.id,
  });
  return toApiCamera({ row, siteName: site.name });
}

export async function updateCamera({
  auth,
  id,
  input,
}: {
  auth: AuthContext;
  id: string;
  input: TCameraPatch;
}) {
  await auth.tenant.findById(cameras, id);
  if (input.siteId) await requireOwnSite(auth.tenant, input.siteId);
  await auth.tenant.updateById(cameras, id, { ...input, updatedAt: new Date() });
  await audit(auth.tenant.db, {
    companyId: auth.companyId,
    userId: auth.user.id,
    action: "update",
    entity: "camera",
    entityId: id,
    details: input,
  });
  return readCamera({ tenant: auth.tenant, id });
}

export async function deleteCamera({ auth, id }: { auth: AuthContext; id: string }) {
  await auth.tenant.deleteById(cameras, id);
  await audit(auth.tenant.db, {
    companyId: auth.companyId,
    userId: auth.user.id,
    action: "delete",
    entity: "camera",
    entityId: id,
  });
}
