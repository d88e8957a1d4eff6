import { eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import { mailOutbox } from "../../db/schema.ts";
import { LoopedJob } from "../../lib/job-loop.ts";
import type { Mailer } from "../../lib/mailer.ts";
import { PUBLIC_URL_PLACEHOLDER } from "../alarms/index.ts";

const MAX_ATTEMPTS = 5;
const BATCH = 20;

/**
 * Sends the e-mails of the outbox (critical alarms, maintenance notices), oldest first. A batch is
 * claimed with FOR UPDATE SKIP LOCKED so two servers never send one mail twice; a failed send is
 * retried on the next run, up to 5 times. server.ts starts it; tests call `runOnce`.
 */
export class MailWorker extends LoopedJob {
  constructor(
    private readonly options: {
      db: Db;
      mailer: Mailer;
      publicUrl: string;
      log: Pick<FastifyBaseLogger, "error" | "warn">;
      intervalMs?: number;
    },
  ) {
    // kick() sends at once after a commit that queued mail.
    super({ name: "envoi des e-mails", intervalMs: options.intervalMs ?? 5000, log: options.log });
  }

  /** Sends one batch; returns how many were sent. */
  async runOnce(): Promise<number> {
    const { db, mailer, publicUrl } = this.options;
    const next = sql`(select id from mail_outbox where sent_at is null and attempts < ${MAX_ATTEMPTS} order by created_at limit ${BATCH} for update skip locked)`;
    const batch = await db
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1` })
      .where(sql`${mailOutbox.id} in ${next}`)
      .returning();
    let sent = 0;
    for (const mail of batch.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())) {
      try {
        await mailer.send({
          to: mail.to,
          subject: mail.subject,
          text: mail.body.replaceAll(PUBLIC_URL_PLACEHOLDER, publicUrl),
        });
        await db
          .update(mailOutbox)
          .set({ sentAt: new Date(), lastError: null })
          .where(eq(mailOutbox.id, mail.id));
        sent++;
      } catch (error) {
        const message = error instanceof Error ? error.message.slice(0, 300) : "erreur";
        this.options.log.warn(
          { mailId: mail.id, attempt: mail.attempts },
          "e-mail non envoyé, nouvel essai plus tard",
        );
        await db.update(mailOutbox).set({ lastError: message }).where(eq(mailOutbox.id, mail.id));
      }
    }
    return sent;
  }
}
