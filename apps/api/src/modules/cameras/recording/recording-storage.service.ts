import {
  RECORDING_SETTINGS_KEY,
  recordingSettingsOf,
  type TCameraRetention,
  type TRecordingCompanySettings,
  type TRecordingMode,
  type TRecordingStorage,
} from "@hts/domain";
import { asc, eq, sql } from "drizzle-orm";
import { cameras, companies, evidenceClips, sites } from "../../../db/schema.ts";
import { audit } from "../../../lib/audit.ts";
import type { AuthContext } from "../../../lib/auth-context.ts";
import { requireScope } from "../../../lib/record-access.ts";
import { inTransaction } from "../../../lib/tenancy.ts";
import type { RecordingSpace } from "./recording-space.ts";
import { cameraDir, listSegments } from "./segment-store.ts";

/**
 * What the company's recordings take on disk (decision 114): each camera's kept segments, its
 * retention and quota, the company's quota, its evidence clips, and the disk's free space. Admins and
 * managers read it; only admins change it.
 */
export async function readRecordingStorage({
  auth,
  root,
  space,
  defaultRetentionDays,
}: {
  auth: AuthContext;
  root: string;
  space: RecordingSpace;
  defaultRetentionDays: number;
}): Promise<TRecordingStorage> {
  requireScope(auth, "recording-storage", "read");
  const { db } = auth.tenant;
  const rows = await db
    .select({
      id: cameras.id,
      name: cameras.name,
      siteName: sites.name,
      recordingMode: cameras.recordingMode,
      retentionDays: cameras.recordingRetentionDays,
      quotaMb: cameras.recordingQuotaMb,
    })
    .from(cameras)
    .innerJoin(sites, eq(sites.id, cameras.siteId))
    .where(auth.tenant.scope(cameras))
    .orderBy(asc(sites.name), asc(cameras.name));
  const list = [];
  for (const row of rows) {
    const kept = (await listSegments(cameraDir(root, auth.companyId, row.id))).filter((s) => !s.buffered);
    const first = kept[0];
    list.push({
      ...row,
      recordingMode: row.recordingMode as TRecordingMode,
      usedBytes: kept.reduce((sum, s) => sum + s.bytes, 0),
      oldestAt: first ? new Date(first.start).toISOString() : null,
    });
  }
  const [evidence] = await db
    .select({ bytes: sql<string>`coalesce(sum(${evidenceClips.bytes}), 0)` })
    .from(evidenceClips)
    .where(auth.tenant.scope(evidenceClips));
  // Read again, not from the session: the answer of a change shows the value just saved.
  const [company] = await db
    .select({ settings: companies.settings })
    .from(companies)
    .where(eq(companies.id, auth.companyId));
  const reading = await space.measure();
  return {
    freeBytes: reading?.freeBytes ?? null,
    totalBytes: reading?.totalBytes ?? null,
    minFreeBytes: space.minFreeBytes,
    defaultRetentionDays,
    quotaMb: recordingSettingsOf(company?.settings).quotaMb,
    usedBytes: list.reduce((sum, c) => sum + c.usedBytes, 0),
    evidenceBytes: Number(evidence?.bytes ?? 0),
    cameras: list,
  };
}

/** The company's quota for all its recordings; applied by the leader at its next retention pass. */
export async function updateRecordingQuota({
  auth,
  input,
}: {
  auth: AuthContext;
  input: TRecordingCompanySettings;
}): Promise<void> {
  requireScope(auth, "recording-storage", "update");
  await inTransaction(auth.tenant, async ({ db }) => {
    // One jsonb merge in one statement: other areas' settings saved meanwhile are kept.
    await db
      .update(companies)
      .set({
        settings: sql`coalesce(${companies.settings}, '{}'::jsonb) || jsonb_build_object(${RECORDING_SETTINGS_KEY}::text, ${JSON.stringify(input)}::jsonb)`,
      })
      .where(eq(companies.id, auth.companyId));
    await audit(db, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "update",
      entity: "recording_settings",
      entityId: auth.companyId,
      details: { ...input },
    });
  });
}

/** One camera's retention and quota (null: the default retention, no quota of its own). */
export async function updateCameraRetention({
  auth,
  id,
  input,
}: {
  auth: AuthContext;
  id: string;
  input: TCameraRetention;
}): Promise<void> {
  requireScope(auth, "recording-storage", "update");
  await inTransaction(auth.tenant, async (t) => {
    // A camera of another company answers 404 (the update is scoped to the tenant).
    await t.updateById(cameras, id, {
      recordingRetentionDays: input.retentionDays,
      recordingQuotaMb: input.quotaMb,
      updatedAt: new Date(),
    });
    await audit(t.db, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "update",
      entity: "camera_retention",
      entityId: id,
      details: { ...input },
    });
  });
}
