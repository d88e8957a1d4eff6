import {
  MSG_POST_ORDERS,
  MSG_PUSH,
  type TPostOrder,
  type TPostOrderAttachment,
  type TPostOrderCreate,
  type TPostOrderDetail,
  type TPostOrderVersion,
  type TPostOrderVersionCreate,
} from "@hts/domain";
import { and, asc, desc, eq, gte, inArray, isNotNull, lte, type SQL, sql } from "drizzle-orm";
import {
  agents,
  postOrderAttachments,
  postOrders,
  postOrderVersions,
  shifts,
  sites,
} from "../../db/schema.ts";
import { audit } from "../../lib/audit.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import { conflict, isUniqueViolation } from "../../lib/errors.ts";
import { requireOnRecord, scopeCondition } from "../../lib/record-access.ts";
import type { Tx } from "../../lib/tenancy.ts";
import { inTransaction, type TenantDb } from "../../lib/tenancy.ts";
import { notifyUsers } from "../push/index.ts";
import { decodeAttachments } from "./post-order-files.ts";

const iso = (d: Date) => d.toISOString();

/** The post orders a caller reads: every one for the office, those of his sites for an agent. */
export const postOrderScope = (auth: AuthContext) =>
  scopeCondition({ auth, kind: "post-order", site: postOrders.siteId });

function listQuery(tenant: TenantDb, where: SQL | undefined) {
  return tenant.db
    .select({
      id: postOrders.id,
      siteId: postOrders.siteId,
      siteName: sites.name,
      post: postOrders.post,
      title: postOrders.title,
      currentVersion: postOrders.currentVersion,
      currentVersionId: postOrderVersions.id,
      updatedAt: postOrders.updatedAt,
    })
    .from(postOrders)
    .innerJoin(sites, eq(sites.id, postOrders.siteId))
    .leftJoin(
      postOrderVersions,
      and(
        eq(postOrderVersions.postOrderId, postOrders.id),
        eq(postOrderVersions.version, postOrders.currentVersion),
      ),
    )
    .where(tenant.scope(postOrders, where));
}

type ListRow = Awaited<ReturnType<typeof listQuery>>[number];

const toPostOrder = (row: ListRow): TPostOrder => ({
  id: row.id,
  site_id: row.siteId,
  site_name: row.siteName,
  post: row.post || null,
  title: row.title,
  current_version: row.currentVersion,
  current_version_id: row.currentVersionId,
  updated_at: iso(row.updatedAt),
});

export async function listPostOrders({ auth, siteId }: { auth: AuthContext; siteId?: string }) {
  const scope = await postOrderScope(auth);
  const rows = await listQuery(
    auth.tenant,
    and(scope, siteId ? eq(postOrders.siteId, siteId) : undefined),
  ).orderBy(asc(sites.name), asc(postOrders.post));
  return rows.map(toPostOrder);
}

/** One post order the caller may `action`; 404 when he may not even read it. */
export async function postOrderFor(auth: AuthContext, id: string, action: "read" | "update" = "read") {
  const row = await auth.tenant.findById(postOrders, id);
  await requireOnRecord({
    auth,
    kind: "post-order",
    action,
    record: { ownerUserIds: [], siteId: row.siteId },
  });
  return row;
}

/** The attachments of versions, grouped by version id (without their bytes). */
export async function attachmentsOf(db: TenantDb["db"], versionIds: string[]) {
  const byVersion = new Map<string, TPostOrderAttachment[]>();
  if (versionIds.length === 0) return byVersion;
  const rows = await db
    .select({
      id: postOrderAttachments.id,
      versionId: postOrderAttachments.versionId,
      fileName: postOrderAttachments.fileName,
      contentType: postOrderAttachments.contentType,
      size: postOrderAttachments.size,
    })
    .from(postOrderAttachments)
    .where(inArray(postOrderAttachments.versionId, versionIds))
    .orderBy(asc(postOrderAttachments.createdAt), asc(postOrderAttachments.fileName));
  for (const row of rows) {
    const list = byVersion.get(row.versionId) ?? [];
    list.push({
      id: row.id,
      file_name: row.fileName,
      content_type: row.contentType as TPostOrderAttachment["content_type"],
      size: row.size,
    });
    byVersion.set(row.versionId, list);
  }
  return byVersion;
}

export async function readPostOrder({
  auth,
  id,
}: {
  auth: AuthContext;
  id: string;
}): Promise<TPostOrderDetail> {
  await postOrderFor(auth, id);
  const [row] = await listQuery(auth.tenant, eq(postOrders.id, id));
  if (!row) throw new Error("post order vanished");
  const versions = await auth.tenant.db
    .select()
    .from(postOrderVersions)
    .where(auth.tenant.scope(postOrderVersions, eq(postOrderVersions.postOrderId, id)))
    .orderBy(desc(postOrderVersions.version));
  const files = await attachmentsOf(
    auth.tenant.db,
    versions.map((v) => v.id),
  );
  return {
    ...toPostOrder(row),
    versions: versions.map(
      (v): TPostOrderVersion => ({
        id: v.id,
        version: v.version,
        title: v.title,
        body: v.body,
        published_at: iso(v.publishedAt),
        published_by: v.publishedByName,
        attachments: files.get(v.id) ?? [],
      }),
    ),
  };
}

/** Inserts version `version` with its files and audit row, in the caller's transaction. */
async function insertVersion({
  tx,
  auth,
  postOrderId,
  version,
  title,
  body,
  files,
}: {
  tx: Tx;
  auth: AuthContext;
  postOrderId: string;
  version: number;
  title: string;
  body: string;
  files: ReturnType<typeof decodeAttachments>;
}) {
  const [row] = await tx
    .insert(postOrderVersions)
    .values({
      companyId: auth.companyId,
      postOrderId,
      version,
      title,
      body,
      publishedById: auth.user.id,
      publishedByName: auth.user.name,
    })
    .returning({ id: postOrderVersions.id });
  if (!row) throw new Error("version not inserted");
  if (files.length > 0) {
    await tx.insert(postOrderAttachments).values(
      files.map((f) => ({
        companyId: auth.companyId,
        versionId: row.id,
        fileName: f.fileName,
        contentType: f.contentType,
        size: f.data.length,
        data: f.data,
      })),
    );
  }
  await audit(tx, {
    companyId: auth.companyId,
    userId: auth.user.id,
    action: version === 1 ? "create" : "publish",
    entity: "post-order",
    entityId: postOrderId,
    details: { versionId: row.id, version, attachments: files.length },
  });
  return row.id;
}

export async function createPostOrder({ auth, input }: { auth: AuthContext; input: TPostOrderCreate }) {
  const site = await auth.tenant.findById(sites, input.site_id);
  await requireOnRecord({
    auth,
    kind: "post-order",
    action: "create",
    record: { ownerUserIds: [], siteId: site.id },
  });
  const files = decodeAttachments(input.attachments);
  const post = input.post ?? "";
  let id: string;
  try {
    id = await inTransaction(auth.tenant, async (t) => {
      const order = await t.insert(postOrders, {
        siteId: site.id,
        post,
        title: input.title,
        currentVersion: 1,
      });
      await insertVersion({
        tx: t.db,
        auth,
        postOrderId: order.id,
        version: 1,
        title: input.title,
        body: input.body,
        files,
      });
      return order.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(MSG_POST_ORDERS.alreadyExists);
    throw error;
  }
  await announceVersion({
    auth,
    siteId: site.id,
    siteName: site.name,
    post: input.post ?? null,
    title: input.title,
    version: 1,
  });
  return readPostOrder({ auth, id });
}

/**
 * A new version: number = current + 1, claimed by a conditional update of the post order, so two
 * managers publishing at once get two successive numbers, never the same one.
 */
export async function addVersion({
  auth,
  id,
  input,
}: {
  auth: AuthContext;
  id: string;
  input: TPostOrderVersionCreate;
}) {
  const current = await postOrderFor(auth, id, "update");
  const files = decodeAttachments(input.attachments);
  const title = input.title ?? current.title;
  const version = await inTransaction(auth.tenant, async (t) => {
    const [claimed] = await t.db
      .update(postOrders)
      .set({ currentVersion: sql`${postOrders.currentVersion} + 1`, title, updatedAt: new Date() })
      .where(t.scope(postOrders, eq(postOrders.id, id)))
      .returning({ version: postOrders.currentVersion });
    if (!claimed) throw new Error("post order vanished");
    await insertVersion({
      tx: t.db,
      auth,
      postOrderId: id,
      version: claimed.version,
      title,
      body: input.body,
      files,
    });
    return claimed.version;
  });
  const site = await auth.tenant.findById(sites, current.siteId);
  await announceVersion({
    auth,
    siteId: site.id,
    siteName: site.name,
    post: current.post || null,
    title,
    version,
  });
  return readPostOrder({ auth, id });
}

/**
 * 'Nouvelles consignes' on the phones of the agents working on the site (and post) in the next 14 days,
 * those who opted in; after the commit, without waiting for the push services.
 */
async function announceVersion({
  auth,
  siteId,
  siteName,
  post,
  title,
  version,
}: {
  auth: AuthContext;
  siteId: string;
  siteName: string;
  post: string | null;
  title: string;
  version: number;
}) {
  const now = new Date();
  const rows = await auth.tenant.db
    .selectDistinct({ userId: agents.userId })
    .from(shifts)
    .innerJoin(agents, eq(agents.id, shifts.agentId))
    .where(
      auth.tenant.scope(
        shifts,
        eq(shifts.siteId, siteId),
        gte(shifts.endsAt, now),
        lte(shifts.startsAt, new Date(now.getTime() + 14 * 86_400_000)),
        isNotNull(agents.userId),
        post ? eq(shifts.post, post) : undefined,
      ),
    );
  notifyUsers({
    db: auth.tenant.db,
    userIds: rows.map((r) => r.userId as string),
    kind: "post_orders",
    title: { text: MSG_PUSH.postOrdersTitle },
    body: { text: MSG_PUSH.postOrdersBody, params: { site: siteName, title, version } },
    tag: "post-orders",
  });
}

/** The bytes of an attachment, for a caller who may read its post order. */
export async function attachmentFile({ auth, id }: { auth: AuthContext; id: string }) {
  const file = await auth.tenant.findById(postOrderAttachments, id);
  const [version] = await auth.tenant.db
    .select({ postOrderId: postOrderVersions.postOrderId })
    .from(postOrderVersions)
    .where(eq(postOrderVersions.id, file.versionId));
  if (!version) throw new Error("version vanished");
  await postOrderFor(auth, version.postOrderId);
  return file;
}
