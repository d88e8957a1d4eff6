import { rm } from "node:fs/promises";
import path from "node:path";
import { segmentsOverCompanyQuota, segmentsOverRetention } from "@hts/domain";
import { cameraDir, listSegments, removeSegments, type StoredSegment } from "./segment-store.ts";

export type RetentionRow = {
  id: string;
  companyId: string;
  retentionDays: number | null;
  quotaMb: number | null;
  /** The company's quota for all its cameras together (decision 114); null: none. */
  companyQuotaMb: number | null;
};

const MB = 1024 * 1024;

/**
 * Retention and quotas, oldest first (decisions 100 and 114): each camera's segments past its retention
 * (or the default), then beyond its own quota; then, per company, the oldest of all its cameras until
 * the company's quota holds. Only kept segments are counted and removed: the pre-event buffer has its
 * own rule, and evidence clips live in another folder that nothing here reads.
 */
export async function applyRetention({
  root,
  rows,
  defaultRetentionDays,
  now,
}: {
  root: string;
  rows: RetentionRow[];
  defaultRetentionDays: number;
  now: number;
}): Promise<void> {
  const left = new Map<string, { quotaMb: number | null; segments: (StoredSegment & { dir: string })[] }>();
  for (const row of rows) {
    const dir = cameraDir(root, row.companyId, row.id);
    const kept = (await listSegments(dir)).filter((s) => !s.buffered);
    const removed = segmentsOverRetention({
      segments: kept,
      retentionDays: row.retentionDays ?? defaultRetentionDays,
      quotaBytes: row.quotaMb === null ? null : row.quotaMb * MB,
      now,
    });
    await removeSegments(dir, removed);
    const gone = new Set(removed.map((s) => s.file));
    const company = left.get(row.companyId) ?? { quotaMb: row.companyQuotaMb, segments: [] };
    for (const s of kept) if (!gone.has(s.file)) company.segments.push({ ...s, dir });
    left.set(row.companyId, company);
  }
  for (const { quotaMb, segments } of left.values()) {
    const over = segmentsOverCompanyQuota({ segments, quotaBytes: quotaMb === null ? null : quotaMb * MB });
    for (const s of over) await rm(path.join(s.dir, s.file), { force: true });
  }
}
