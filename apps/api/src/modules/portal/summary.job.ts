import {
  documentNumber,
  documentPercent,
  lastCompletePeriod,
  MSG_CLIENT_SUMMARY,
  PLANNING_TIME_ZONE,
  renderServerText,
  summaryDue,
  type TLang,
  type TRole,
} from "@hts/domain";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import { clientSummarySubscriptions, companies, mailOutbox, users } from "../../db/schema.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import { LoopedJob } from "../../lib/job-loop.ts";
import { tenantDb } from "../../lib/tenancy.ts";
import { portalService } from "./portal.service.ts";
import { portalIncidents } from "./portal-providers.ts";
import { dayInstants, portalScope, siteNames } from "./portal-scope.ts";

const HOUR = 3_600_000;
export type SummaryJobOptions = {
  db: Db;
  log: Pick<FastifyBaseLogger, "error">;
  /** The mail worker's kick: the summaries leave at once rather than at its next cycle. */
  onQueued: () => void;
  /** The portal's address written in the mail. */
  portalUrl: string;
  intervalMs?: number;
};

/**
 * The scheduled e-mail summaries (issue 25): every hour, each client user who asked for a weekly or
 * monthly summary and has not had the last complete period gets ONE mail in the outbox, with the
 * service delivered and the incidents published to his client, on his sites, in his language. The
 * period is claimed on the subscription row (`last_period`) in the mail's transaction, so two cycles
 * or two instances send it once. Runs on the leader (job registry); tests call `runOnce`.
 */
export class ClientSummaryJob extends LoopedJob {
  constructor(private readonly options: SummaryJobOptions) {
    super({ name: "résumés clients par e-mail", intervalMs: options.intervalMs ?? HOUR, log: options.log });
  }

  /** How many summaries were queued. */
  async runOnce(now = new Date()): Promise<number> {
    const { db } = this.options;
    const rows = await db
      .select({ sub: clientSummarySubscriptions, user: users, company: companies })
      .from(clientSummarySubscriptions)
      .innerJoin(users, eq(users.id, clientSummarySubscriptions.userId))
      .innerJoin(companies, eq(companies.id, clientSummarySubscriptions.companyId))
      .where(and(eq(users.active, true), eq(users.role, "client")));
    let queued = 0;
    for (const { sub, user, company } of rows) {
      const period = lastCompletePeriod(sub.frequency as "weekly" | "monthly", now, PLANNING_TIME_ZONE);
      if (!summaryDue(sub.lastPeriod, period.start)) continue;
      try {
        if (await this.send({ sub, user, company, period, now })) queued += 1;
      } catch (error) {
        // One client's failure (an archived client: no portal any more) does not stop the others.
        this.options.log.error({ err: error, userId: user.id }, "résumé client non envoyé");
      }
    }
    if (queued > 0) this.options.onQueued();
    return queued;
  }

  private async send({
    sub,
    user,
    company,
    period,
    now,
  }: {
    sub: typeof clientSummarySubscriptions.$inferSelect;
    user: typeof users.$inferSelect;
    company: typeof companies.$inferSelect;
    period: { start: string; from: string; to: string };
    now: Date;
  }): Promise<boolean> {
    const { db } = this.options;
    // The client user as the portal knows him: the same scope and publication as his screens.
    const auth: AuthContext = {
      sessionId: "summary-job",
      restriction: null,
      user,
      company,
      role: user.role as TRole,
      companyId: company.id,
      tenant: tenantDb(db, company.id),
    };
    const scope = await portalScope(auth, {});
    const service = await portalService({ auth, from: period.from, to: period.to, now });
    const incidents =
      scope.publication.incidents === "hidden"
        ? null
        : await portalIncidents({
            auth,
            siteIds: scope.chosen.map((s) => s.id),
            siteNames: siteNames(scope),
            onlyApproved: scope.publication.incidents === "approved",
            period: dayInstants(period),
          });
    const lang = (["fr", "en", "es"].includes(user.language) ? user.language : "fr") as TLang;
    const say = (text: string, params: Record<string, string | number | { day: string }>) =>
      renderServerText({ text, params }, lang);
    const dates = { from: { day: period.from }, to: { day: period.to } };
    const h = (m: number) => documentNumber(m / 60, lang);
    const t = service.totals;
    const body = [
      say(MSG_CLIENT_SUMMARY.intro, { name: user.name, ...dates }),
      say(MSG_CLIENT_SUMMARY.figures, {
        planned: h(t.plannedMinutes),
        worked: h(t.workedMinutes),
        fulfilment: t.fulfilment === null ? "—" : documentPercent(t.fulfilment, lang),
        late: t.lateClockIns,
        uncovered: t.uncoveredPosts,
      }),
      incidents ? say(MSG_CLIENT_SUMMARY.incidents, { count: incidents.length }) : "",
      say(MSG_CLIENT_SUMMARY.outro, { url: this.options.portalUrl }),
    ]
      .filter(Boolean)
      .join("\n\n");
    return db.transaction(async (tx) => {
      const claimed = await tx
        .update(clientSummarySubscriptions)
        .set({ lastPeriod: period.start, updatedAt: new Date() })
        .where(
          and(
            eq(clientSummarySubscriptions.id, sub.id),
            or(
              isNull(clientSummarySubscriptions.lastPeriod),
              lt(clientSummarySubscriptions.lastPeriod, period.start),
            ),
          ),
        )
        .returning({ id: clientSummarySubscriptions.id });
      if (claimed.length === 0) return false;
      await tx.insert(mailOutbox).values({
        companyId: company.id,
        to: user.email,
        subject: say(MSG_CLIENT_SUMMARY.subject, { client: scope.client.name, ...dates }),
        body,
      });
      return true;
    });
  }
}
