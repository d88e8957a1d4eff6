import { createHash } from "node:crypto";
import { MSG_STORAGE, storageSettingsOf, type TRecordKind } from "@hts/domain";
import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { companies, media } from "../../db/schema.ts";
import { audit } from "../../lib/audit.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import { notFound, validation } from "../../lib/errors.ts";
import { requireOnRecord } from "../../lib/record-access.ts";
import type { Tx } from "../../lib/tenancy.ts";
import type { BlobStore } from "./blob-store.ts";

export type MediaRow = typeof media.$inferSelect;
const MB = 1024 * 1024;

/** The record kinds that own files, and the record policy line a reader must pass for each. */
const OWNER_KINDS: Record<string, TRecordKind> = {
  "logbook-entry": "logbook-entry",
  // The tours module (issue 23, another slice) attaches scan photos; same readers as the logbook.
  "tour-scan": "logbook-entry",
};

/**
 * Stores a file for the company: the quota is checked under a lock on the company row (two uploads
 * cannot both squeeze under it), then the row is written and the bytes put before the commit, so a
 * refusal stores nothing. The same content sent again by the same person answers the same row (an
 * offline queue replaying its upload).
 */
export async function storeMedia({
  auth,
  blobs,
  bytes,
  mime,
  width,
  height,
  siteId,
  shiftId,
}: {
  auth: AuthContext;
  blobs: BlobStore;
  bytes: Uint8Array;
  mime: string;
  width: number | null;
  height: number | null;
  siteId: string | null;
  shiftId: string | null;
}): Promise<MediaRow> {
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  return auth.tenant.db.transaction(async (tx) => {
    const [company] = await tx
      .select({ settings: companies.settings })
      .from(companies)
      .where(eq(companies.id, auth.companyId))
      .for("update");
    const [same] = await tx
      .select()
      .from(media)
      .where(
        and(
          eq(media.companyId, auth.companyId),
          eq(media.sha256, sha256),
          eq(media.createdById, auth.user.id),
          shiftId ? eq(media.shiftId, shiftId) : undefined,
        ),
      )
      .limit(1);
    if (same && (await blobs.stat(auth.companyId, sha256))) return same;
    const quota = storageSettingsOf(company?.settings).quota_mb * MB;
    const [used] = await tx
      .select({ bytes: sql<string>`coalesce(sum(${media.sizeBytes}), 0)` })
      .from(media)
      .where(eq(media.companyId, auth.companyId));
    const usedBytes = Number(used?.bytes ?? 0);
    if (usedBytes + bytes.length > quota)
      throw validation([
        {
          loc: ["body", "content_base64"],
          msg: {
            text: MSG_STORAGE.quotaExceeded,
            params: { used: Math.ceil(usedBytes / MB), quota: quota / MB },
          },
          type: "quota_exceeded",
        },
      ]);
    const [row] = await tx
      .insert(media)
      .values({
        companyId: auth.companyId,
        sha256,
        mime,
        sizeBytes: bytes.length,
        width,
        height,
        siteId,
        shiftId,
        createdById: auth.user.id,
      })
      .returning();
    if (!row) throw new Error("media not inserted");
    await audit(tx, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "create",
      entity: "media",
      entityId: row.id,
      details: { mime, size: bytes.length, shiftId, siteId },
    });
    // Last: a refused audit or quota leaves no file behind.
    await blobs.put(auth.companyId, bytes);
    return row;
  });
}

/** A stored file as its reader may have it: 404 for another company's, or one whose record they may not read. */
export async function mediaFile({ auth, blobs, id }: { auth: AuthContext; blobs: BlobStore; id: string }) {
  const row = await auth.tenant.findById(media, id);
  await requireOnRecord({
    auth,
    kind: (row.ownerKind && OWNER_KINDS[row.ownerKind]) || "media",
    action: "read",
    // Not yet attached: its author's only, whatever the site.
    record: { ownerUserIds: [row.createdById], siteId: row.ownerId ? row.siteId : null },
  });
  const data = await blobs.get(auth.companyId, row.sha256);
  if (!data) throw notFound();
  return { row, data };
}

/**
 * Attaches photos to the record that owns them, in the record's transaction. Each must be the
 * company's, taken by `userId`, and free or already this record's (a replay); otherwise the missing
 * ids are returned and nothing is attached.
 */
export async function attachMedia({
  tx,
  companyId,
  userId,
  ids,
  owner,
}: {
  tx: Tx;
  companyId: string;
  userId: string;
  ids: readonly string[];
  owner: { kind: string; id: string; siteId: string };
}): Promise<string[]> {
  if (ids.length === 0) return [];
  const found = await tx
    .select({ id: media.id })
    .from(media)
    .where(
      and(
        eq(media.companyId, companyId),
        inArray(media.id, [...ids]),
        eq(media.createdById, userId),
        or(isNull(media.ownerId), and(eq(media.ownerKind, owner.kind), eq(media.ownerId, owner.id))),
      ),
    );
  const missing = ids.filter((id) => !found.some((f) => f.id === id));
  if (missing.length > 0) return missing;
  await tx
    .update(media)
    .set({ ownerKind: owner.kind, ownerId: owner.id, siteId: owner.siteId })
    .where(and(eq(media.companyId, companyId), inArray(media.id, [...ids])));
  return [];
}

/** The bytes of some of a company's files, in the order asked (missing ones left out), for documents. */
export async function mediaBytes({
  db,
  blobs,
  companyId,
  ids,
}: {
  db: Tx | AuthContext["tenant"]["db"];
  blobs: BlobStore;
  companyId: string;
  ids: readonly string[];
}): Promise<{ id: string; mime: string; data: Buffer; createdAt: Date }[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(media)
    .where(and(eq(media.companyId, companyId), inArray(media.id, [...ids])));
  const out = [];
  for (const id of ids) {
    const row = rows.find((r) => r.id === id);
    const data = row ? await blobs.get(companyId, row.sha256) : null;
    if (row && data) out.push({ id, mime: row.mime, data, createdAt: row.createdAt });
  }
  return out;
}
