import { MSG_SETTINGS, systemOf } from "@hts/domain";
import { and, eq, inArray, isNotNull, lt, or } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import {
  alarms,
  auditLog,
  companies,
  mailOutbox,
  notifications,
  radioClips,
  radioCommunications,
  reportJobs,
  sessions,
  userTokens,
} from "../../db/schema.ts";
import { audit } from "../../lib/audit.ts";
import { LoopedJob } from "../../lib/job-loop.ts";
import type { Tx } from "../../lib/tenancy.ts";

const DAY = 86_400_000;

/**
 * `retentionPeriod`: once a day, each company's resolved alarms (with their comments), notifications,
 * audit rows, finished report jobs, sent mails, ended sessions, used links and push-to-talk recordings
 * older than the period
 * are deleted, and the purge itself is written to the audit journal with its counts. Business
 * history that payroll and reports rely on (shifts, security reports) is not a log and stays.
 */
export class RetentionPurge extends LoopedJob {
  constructor(
    private readonly options: { db: Db; log: Pick<FastifyBaseLogger, "error">; intervalMs?: number },
  ) {
    // A first run shortly after start, so a server restarted daily still purges.
    super({
      name: "purge de rétention",
      intervalMs: options.intervalMs ?? DAY,
      firstRunMs: 60_000,
      log: options.log,
    });
  }

  async runOnce(now = new Date()): Promise<Record<string, Record<string, number>>> {
    const { db } = this.options;
    const rows = await db.select({ id: companies.id, settings: companies.settings }).from(companies);
    const result: Record<string, Record<string, number>> = {};
    for (const company of rows) {
      const cutoff = new Date(now.getTime() - systemOf(company.settings).retentionPeriod * DAY);
      result[company.id] = await db.transaction(async (tx) => {
        const c = company.id;
        const counts = {
          alarms: (
            await tx
              .delete(alarms)
              .where(
                and(eq(alarms.companyId, c), eq(alarms.status, "resolved"), lt(alarms.resolvedAt, cutoff)),
              )
              .returning({ id: alarms.id })
          ).length,
          notifications: (
            await tx
              .delete(notifications)
              .where(and(eq(notifications.companyId, c), lt(notifications.createdAt, cutoff)))
              .returning({ id: notifications.id })
          ).length,
          auditLog: (
            await tx
              .delete(auditLog)
              .where(and(eq(auditLog.companyId, c), lt(auditLog.at, cutoff)))
              .returning({ id: auditLog.id })
          ).length,
          reportJobs: (
            await tx
              .delete(reportJobs)
              .where(
                and(
                  eq(reportJobs.companyId, c),
                  isNotNull(reportJobs.finishedAt),
                  lt(reportJobs.finishedAt, cutoff),
                ),
              )
              .returning({ id: reportJobs.id })
          ).length,
          mails: (
            await tx
              .delete(mailOutbox)
              .where(and(eq(mailOutbox.companyId, c), lt(mailOutbox.createdAt, cutoff)))
              .returning({ id: mailOutbox.id })
          ).length,
          sessions: (
            await tx
              .delete(sessions)
              .where(
                and(
                  eq(sessions.companyId, c),
                  or(lt(sessions.expiresAt, cutoff), lt(sessions.revokedAt, cutoff)),
                ),
              )
              .returning({ id: sessions.id })
          ).length,
          links: (
            await tx
              .delete(userTokens)
              .where(and(eq(userTokens.companyId, c), lt(userTokens.expiresAt, cutoff)))
              .returning({ id: userTokens.id })
          ).length,
          // Push-to-talk recordings (issue 12): the communication and its metadata stay, the voice goes.
          radioClips: await purgeRadioClips(tx, c, cutoff),
        };
        await audit(tx, {
          companyId: c,
          userId: null,
          action: "purge",
          entity: "retention",
          details: { label: MSG_SETTINGS.retentionPurge, before: cutoff.toISOString(), ...counts },
        });
        return counts;
      });
    }
    return result;
  }
}

async function purgeRadioClips(tx: Tx, companyId: string, cutoff: Date): Promise<number> {
  const gone = await tx
    .delete(radioClips)
    .where(and(eq(radioClips.companyId, companyId), lt(radioClips.createdAt, cutoff)))
    .returning({ communicationId: radioClips.communicationId });
  if (gone.length > 0)
    await tx
      .update(radioCommunications)
      .set({ hasAudio: false })
      .where(
        and(
          eq(radioCommunications.companyId, companyId),
          inArray(
            radioCommunications.id,
            gone.map((g) => g.communicationId),
          ),
        ),
      );
  return gone.length;
}
