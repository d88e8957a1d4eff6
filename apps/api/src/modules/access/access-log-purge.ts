import { DEFAULT_ACCESS_SETTINGS } from "@hts/domain";
import { and, eq, inArray, lt } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import { accessLogs, accessSettings, companies } from "../../db/schema.ts";
import { audit } from "../../lib/audit.ts";
import { LoopedJob } from "../../lib/job-loop.ts";

const DAY = 86_400_000;
const BATCH = 5_000;

/**
 * Access log retention (CNIL: three months for badge systems, configurable per company): every six
 * hours, entries older than the company's `logRetentionDays` are deleted in batches (a busy entrance
 * makes hundreds of thousands a year), each batch in its own transaction with an audit row of its count.
 */
export class AccessLogPurge extends LoopedJob {
  constructor(
    private readonly options: { db: Db; log: Pick<FastifyBaseLogger, "error">; intervalMs?: number },
  ) {
    super({
      name: "purge du journal des accès",
      intervalMs: options.intervalMs ?? DAY / 4,
      firstRunMs: 60_000,
      log: options.log,
    });
  }

  /** Deleted entries per company. */
  async runOnce(now = new Date()): Promise<Record<string, number>> {
    const { db } = this.options;
    const rows = await db
      .select({ id: companies.id, days: accessSettings.logRetentionDays })
      .from(companies)
      .leftJoin(accessSettings, eq(accessSettings.companyId, companies.id));
    const result: Record<string, number> = {};
    for (const company of rows) {
      const days = company.days ?? DEFAULT_ACCESS_SETTINGS.logRetentionDays;
      const cutoff = new Date(now.getTime() - days * DAY);
      let total = 0;
      // A takeover between two batches is harmless: each batch is a complete delete of old rows.
      for (;;) {
        const deleted = await db.transaction(async (tx) => {
          const old = tx
            .select({ id: accessLogs.id })
            .from(accessLogs)
            .where(and(eq(accessLogs.companyId, company.id), lt(accessLogs.at, cutoff)))
            .limit(BATCH);
          const gone = await tx
            .delete(accessLogs)
            .where(inArray(accessLogs.id, old))
            .returning({ id: accessLogs.id });
          if (gone.length > 0)
            await audit(tx, {
              companyId: company.id,
              userId: null,
              action: "purge",
              entity: "access-log",
              details: { deleted: gone.length, before: cutoff.toISOString(), retentionDays: days },
            });
          return gone.length;
        });
        total += deleted;
        if (deleted < BATCH) break;
      }
      if (total > 0) result[company.id] = total;
    }
    return result;
  }
}
