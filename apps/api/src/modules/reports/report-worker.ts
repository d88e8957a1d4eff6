import {
  isLang,
  legalLines,
  MSG_REPORTS,
  type TReportFormat,
  type TReportPeriod,
  type TReportType,
} from "@hts/domain";
import { and, eq, lt, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import { companies, reportJobs } from "../../db/schema.ts";
import { documentPool } from "../../lib/documents/document-pool.ts";
import { ServerBusyError } from "../../lib/hashing-pool.ts";
import { LoopedJob } from "../../lib/job-loop.ts";
import { tenantDb } from "../../lib/tenancy.ts";
import { companyLegalOf } from "../settings/index.ts";
import { buildReportContent } from "./report-content.ts";
import { jobTexts } from "./report-jobs.service.ts";
import { rangeOf, reportStats } from "./reports-stats.service.ts";
// Registers this module's renderers with the document pool (decision 071).
import "./reports.documents.ts";

/**
 * Runs report jobs in the API process, one at a time, oldest first. A job is claimed with
 * FOR UPDATE SKIP LOCKED, so several servers on one PostgreSQL never run the same job. Progress is
 * written to the row at each step; the screen polls GET /api/reports/:id.
 *
 * A job still "running" long after it started belongs to a server that stopped mid-way (restart,
 * crash): it is marked failed with a French reason rather than re-run, so a job that crashes its
 * server cannot loop. The user generates it again.
 */
export class ReportWorker extends LoopedJob {
  constructor(
    private readonly options: {
      db: Db;
      log: Pick<FastifyBaseLogger, "error" | "warn">;
      pollMs?: number;
      staleMs?: number;
    },
  ) {
    // server.ts starts it; tests call runOnce instead, for a deterministic run. kick() drains the queue
    // now (after a POST).
    super({ name: "file des rapports", intervalMs: options.pollMs ?? 5000, firstRunMs: 0, log: options.log });
  }

  /** Drains the queue: one job after another until none is left or the worker stops. */
  protected override async cycle(signal: AbortSignal): Promise<void> {
    await this.failStale();
    while (!signal.aborted && (await this.runOnce())) {}
  }

  /** Jobs started more than `staleMs` ago and still running: their server stopped. */
  async failStale(now = new Date()): Promise<number> {
    const limit = new Date(now.getTime() - (this.options.staleMs ?? 10 * 60_000));
    const rows = await this.options.db
      .update(reportJobs)
      .set({ status: "failed", error: MSG_REPORTS.interrupted, finishedAt: now })
      .where(and(eq(reportJobs.status, "running"), lt(reportJobs.startedAt, limit)))
      .returning({ id: reportJobs.id });
    return rows.length;
  }

  /** Claims and runs the oldest queued job; false when the queue is empty. */
  async runOnce(now = new Date()): Promise<string | null> {
    const { db } = this.options;
    const next = sql`(select id from report_jobs where status = 'queued' order by created_at, id limit 1 for update skip locked)`;
    const [job] = await db
      .update(reportJobs)
      .set({ status: "running", progress: 5, startedAt: now })
      .where(eq(reportJobs.id, next))
      .returning({
        id: reportJobs.id,
        companyId: reportJobs.companyId,
        type: reportJobs.type,
        format: reportJobs.format,
        period: reportJobs.period,
        periodStart: reportJobs.periodStart,
        periodEnd: reportJobs.periodEnd,
        siteId: reportJobs.siteId,
        siteName: reportJobs.siteName,
        includeGraphs: reportJobs.includeGraphs,
        language: reportJobs.language,
      });
    if (!job) return null;
    const progress = (value: number) =>
      db.update(reportJobs).set({ progress: value }).where(eq(reportJobs.id, job.id));
    try {
      const tenant = tenantDb(db, job.companyId);
      const [company] = await db
        .select({ name: companies.name, settings: companies.settings, address: companies.address })
        .from(companies)
        .where(eq(companies.id, job.companyId));
      const query = {
        period: job.period as TReportPeriod,
        startDate: job.periodStart,
        endDate: job.periodEnd,
        siteId: job.siteId,
      };
      // The file is written in the language of whoever asked for it (issue 29).
      const lang = isLang(job.language) ? job.language : "fr";
      const stats = await reportStats({ tenant, query, now, lang });
      await progress(35);
      const content = await buildReportContent({
        scope: { tenant, range: rangeOf(query, now), siteId: job.siteId },
        type: job.type as TReportType,
        stats,
        includeGraphs: job.includeGraphs,
        companyName: company?.name ?? "",
        companyLegal: company ? legalLines(companyLegalOf(company)) : [],
        siteLabel: jobTexts(job, lang).site,
        now,
        lang,
      });
      await progress(65);
      const file = await documentPool.render({
        kind: (job.format as TReportFormat) === "pdf" ? "report-pdf" : "report-xlsx",
        doc: content,
      });
      await progress(90);
      await db
        .update(reportJobs)
        .set({ status: "done", progress: 100, file, sizeBytes: file.length, finishedAt: new Date() })
        .where(eq(reportJobs.id, job.id));
    } catch (error) {
      if (error instanceof ServerBusyError) {
        // Every document worker and queue place is taken (decision 049): the job waits for the next
        // poll instead of failing; the loop stops draining until then.
        await db
          .update(reportJobs)
          .set({ status: "queued", progress: 0, startedAt: null })
          .where(eq(reportJobs.id, job.id));
        return null;
      }
      this.options.log.error({ err: error, jobId: job.id }, "génération de rapport en échec");
      await db
        .update(reportJobs)
        .set({ status: "failed", error: MSG_REPORTS.generationFailed, finishedAt: new Date() })
        .where(eq(reportJobs.id, job.id));
    }
    return job.id;
  }
}
