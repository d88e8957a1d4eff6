import fs from "node:fs";
import path from "node:path";
import { backupDue, systemOf } from "@hts/domain";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import { companies } from "../../db/schema.ts";
import { audit } from "../../lib/audit.ts";
import { LoopedJob } from "../../lib/job-loop.ts";
import { companyBackupDir, createCompanyBackup, listCompanyBackups } from "./company-backup.ts";

const DAY = 86_400_000;

/**
 * Company backups per each company's `autoBackup` / `backupFrequency`, kept for `retentionPeriod`
 * days (the newest is always kept). Ticks every 5 minutes; server.ts starts it, tests call `runOnce`.
 * Runs once across servers when wired to the leadership lock (the lead's merge).
 */
export class BackupScheduler extends LoopedJob {
  constructor(
    private readonly options: {
      db: Db;
      backupDir: string;
      log: Pick<FastifyBaseLogger, "error" | "info">;
      intervalMs?: number;
    },
  ) {
    super({
      name: "sauvegardes des sociétés",
      intervalMs: options.intervalMs ?? 5 * 60_000,
      firstRunMs: 0,
      log: options.log,
    });
  }

  /** Makes the backups that are due and drops those past retention; returns the ids made. */
  async runOnce(now = new Date()): Promise<string[]> {
    const { db, backupDir } = this.options;
    const rows = await db.select({ id: companies.id, settings: companies.settings }).from(companies);
    const made: string[] = [];
    for (const company of rows) {
      const system = systemOf(company.settings);
      const existing = await listCompanyBackups({ backupDir, companyId: company.id });
      if (
        system.autoBackup &&
        backupDue({ last: existing[0]?.createdAt ?? null, frequency: system.backupFrequency, now })
      ) {
        const backup = await createCompanyBackup({ db, companyId: company.id, backupDir, now });
        await db.transaction((tx) =>
          audit(tx, {
            companyId: company.id,
            userId: null,
            action: "create",
            entity: "backup",
            entityId: backup.id,
            details: { sizeBytes: backup.sizeBytes, scheduled: true },
          }),
        );
        made.push(backup.id);
      }
      await pruneBackups({ backupDir, companyId: company.id, retentionDays: system.retentionPeriod, now });
    }
    return made;
  }
}

/** Deletes backups older than the retention, always keeping the newest one. */
export async function pruneBackups({
  backupDir,
  companyId,
  retentionDays,
  now,
}: {
  backupDir: string;
  companyId: string;
  retentionDays: number;
  now: Date;
}): Promise<number> {
  const [, ...older] = await listCompanyBackups({ backupDir, companyId });
  const limit = now.getTime() - retentionDays * DAY;
  const expired = older.filter((b) => b.createdAt.getTime() < limit);
  for (const b of expired)
    await fs.promises.rm(path.join(companyBackupDir(backupDir, companyId), b.id), { force: true });
  return expired.length;
}
