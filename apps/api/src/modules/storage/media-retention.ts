import { systemOf } from "@hts/domain";
import { and, eq, inArray, isNull, lt, or } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import { companies, media } from "../../db/schema.ts";
import { audit } from "../../lib/audit.ts";
import { LoopedJob } from "../../lib/job-loop.ts";
import type { BlobStore } from "./blob-store.ts";

const DAY = 86_400_000;
/** A photo never attached to a record (an entry refused, an app closed) is kept this long. */
const ORPHAN_MS = DAY;

/**
 * The company's retention period applied to stored files (decision 096): once a day, files older than
 * `retentionPeriod` days, and photos left unattached for a day, are deleted: rows first (with one audit
 * row), then the bytes no remaining row points to. Exported documents keep their own copy.
 */
export class MediaRetentionJob extends LoopedJob {
  constructor(
    private readonly options: {
      db: Db;
      blobs: BlobStore;
      log: Pick<FastifyBaseLogger, "error">;
      intervalMs?: number;
    },
  ) {
    super({
      name: "rétention des fichiers",
      intervalMs: options.intervalMs ?? DAY,
      firstRunMs: 90_000,
      log: options.log,
    });
  }

  /** Deleted rows per company. */
  async runOnce(now = new Date()): Promise<Record<string, number>> {
    const { db, blobs } = this.options;
    const rows = await db.select({ id: companies.id, settings: companies.settings }).from(companies);
    const result: Record<string, number> = {};
    for (const company of rows) {
      const cutoff = new Date(now.getTime() - systemOf(company.settings).retentionPeriod * DAY);
      const gone = await db.transaction(async (tx) => {
        const deleted = await tx
          .delete(media)
          .where(
            and(
              eq(media.companyId, company.id),
              or(
                lt(media.createdAt, cutoff),
                and(isNull(media.ownerId), lt(media.createdAt, new Date(now.getTime() - ORPHAN_MS))),
              ),
            ),
          )
          .returning({ sha256: media.sha256 });
        if (deleted.length > 0)
          await audit(tx, {
            companyId: company.id,
            userId: null,
            action: "purge",
            entity: "media",
            details: { before: cutoff.toISOString(), files: deleted.length },
          });
        return deleted;
      });
      result[company.id] = gone.length;
      const hashes = [...new Set(gone.map((g) => g.sha256))];
      if (hashes.length === 0) continue;
      const still = await db
        .select({ sha256: media.sha256 })
        .from(media)
        .where(and(eq(media.companyId, company.id), inArray(media.sha256, hashes)));
      for (const sha of hashes) if (!still.some((s) => s.sha256 === sha)) await blobs.delete(company.id, sha);
    }
    return result;
  }
}
