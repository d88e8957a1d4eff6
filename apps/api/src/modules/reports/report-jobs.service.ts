import {
  fillMessage,
  formatFileSize,
  MSG_DOC_REPORT,
  MSG_REPORT_PERIODS,
  MSG_REPORTS,
  mayReadReportType,
  REPORT_TYPE_LABELS,
  rangeText,
  readableReportTypes,
  renderServerText,
  type TLang,
  type TReportCreate,
  type TReportFormat,
  type TReportJob,
  type TReportType,
  translateText,
} from "@hts/domain";
import { isoToDay } from "@hts/domain/planning/zone-clock";
import { count, desc, getTableColumns, inArray, sql } from "drizzle-orm";
import { reportJobs } from "../../db/schema.ts";
import { audit } from "../../lib/audit.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import { conflict, forbidden, notFound } from "../../lib/errors.ts";
import { tenantDb } from "../../lib/tenancy.ts";
import { rangeOf, siteFilter } from "./reports-stats.service.ts";

export const ALL_SITES = MSG_REPORT_PERIODS.allSites;
export const REPORT_MIME: Record<TReportFormat, string> = {
  pdf: "application/pdf",
  excel: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

const { file: _file, ...jobColumns } = getTableColumns(reportJobs);
/** A job without its file: what lists and progress polls read. */
export type ReportJobRow = Omit<typeof reportJobs.$inferSelect, "file">;

/**
 * Title, period and site of a job in the reader's language (decision 014), from what the job stores:
 * its type, its days and its site; the French title stays in the row; the document is in its requester's language (decision 118).
 */
export function jobTexts(
  row: Pick<ReportJobRow, "type" | "periodStart" | "periodEnd" | "siteId" | "siteName">,
  lang: TLang,
) {
  const first = isoToDay({ date: row.periodStart });
  const last = isoToDay({ date: row.periodEnd });
  const period =
    first === null || last === null ? row.periodStart : renderServerText(rangeText({ first, last }), lang);
  const site = row.siteId ? row.siteName : renderServerText({ text: MSG_REPORT_PERIODS.allSites }, lang);
  const type = translateText(REPORT_TYPE_LABELS[row.type as TReportType] ?? row.type, lang);
  const title = renderServerText(
    row.siteId
      ? { text: MSG_REPORT_PERIODS.titleWithSite, params: { type, period, site } }
      : { text: MSG_REPORT_PERIODS.title, params: { type, period } },
    lang,
  );
  return { title, period, site };
}

export function toApiReportJob(row: ReportJobRow, lang: TLang = "fr"): TReportJob {
  const done = row.status === "done";
  const texts = jobTexts(row, lang);
  return {
    id: row.id,
    title: texts.title,
    type: row.type as TReportType,
    format: row.format as TReportFormat,
    period: texts.period,
    periodKind: row.period as TReportJob["periodKind"],
    startDate: row.periodStart,
    endDate: row.periodEnd,
    siteId: row.siteId,
    site: texts.site,
    includeGraphs: row.includeGraphs,
    status: row.status as TReportJob["status"],
    progress: row.progress,
    size: done && row.sizeBytes !== null ? formatFileSize(row.sizeBytes) : null,
    sizeBytes: done ? row.sizeBytes : null,
    generatedDate: done ? (row.finishedAt?.toISOString() ?? null) : null,
    createdAt: row.createdAt.toISOString(),
    createdByName: row.createdByName,
    error: row.error,
    filename: row.filename,
    url: done ? `/api/reports/${row.id}/file` : null,
  };
}

/** Queues a generation; the worker picks it up (one job at a time per server). */
export async function createReportJob({
  auth,
  input,
  now = new Date(),
  lang = "fr",
}: {
  auth: AuthContext;
  input: TReportCreate;
  now?: Date;
  lang?: TLang;
}) {
  // Nobody generates a document he could not read (decision 080).
  if (!mayReadReportType({ role: auth.role, type: input.type })) throw forbidden();
  const range = rangeOf(input, now);
  const site = await siteFilter(auth.tenant, input.siteId);
  const siteName = site?.name ?? ALL_SITES;
  // Stored in French, the source language; the API renders it per reader (jobTexts).
  const title = fillMessage(site ? MSG_REPORT_PERIODS.titleWithSite : MSG_REPORT_PERIODS.title, {
    type: REPORT_TYPE_LABELS[input.type],
    period: range.label,
    site: site?.name ?? "",
  });
  const extension = input.format === "pdf" ? "pdf" : "xlsx";
  // The file and its name are in the requester's language (issue 29): "report-security-….pdf".
  const stem = renderServerText({ text: MSG_DOC_REPORT.filename }, lang);
  const row = await auth.tenant.db.transaction(async (tx) => {
    const created = await tenantDb(tx, auth.companyId).insert(reportJobs, {
      title,
      type: input.type,
      format: input.format,
      period: range.period,
      periodLabel: range.label,
      periodStart: range.startDate,
      periodEnd: range.endDate,
      siteId: site?.id ?? null,
      siteName,
      includeGraphs: input.includeGraphs,
      status: "queued",
      progress: 0,
      filename: `${stem}-${input.type}-${range.startDate}-${range.endDate}.${extension}`,
      language: lang,
      createdById: auth.user.id,
      createdByName: auth.user.name,
    });
    await audit(tx, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "create",
      entity: "report_job",
      entityId: created.id,
      details: { type: input.type, format: input.format },
    });
    return created;
  });
  return toApiReportJob(row, lang);
}

export async function listReportJobs({
  auth,
  limit,
  offset,
  lang = "fr",
}: {
  auth: AuthContext;
  limit: number;
  offset: number;
  lang?: TLang;
}) {
  const { db, scope } = auth.tenant;
  // Only the reports whose every kind of record the reader may read (decision 080).
  const types = readableReportTypes(auth.role);
  const where = scope(reportJobs, types.length > 0 ? inArray(reportJobs.type, types) : sql`false`);
  const [rows, [total]] = await Promise.all([
    db
      .select(jobColumns)
      .from(reportJobs)
      .where(where)
      .orderBy(desc(reportJobs.createdAt), desc(reportJobs.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(reportJobs).where(where),
  ]);
  return { items: rows.map((row) => toApiReportJob(row, lang)), total: total?.n ?? 0 };
}

/**
 * One job the caller may read: a report holding a kind of record he may not read answers 404, as
 * another company's does (decision 080).
 */
async function readableJob(auth: AuthContext, id: string) {
  const row = await auth.tenant.findById(reportJobs, id);
  if (!mayReadReportType({ role: auth.role, type: row.type as TReportType })) throw notFound();
  return row;
}

export async function readReportJob({
  auth,
  id,
  lang = "fr",
}: {
  auth: AuthContext;
  id: string;
  lang?: TLang;
}) {
  const { file: _bytes, ...row } = await readableJob(auth, id);
  return toApiReportJob(row, lang);
}

/** The generated file; 409 while the job is not done. */
export async function readReportFile({ auth, id }: { auth: AuthContext; id: string }) {
  const row = await readableJob(auth, id);
  if (row.status !== "done" || !row.file)
    throw conflict(row.status === "failed" ? MSG_REPORTS.generationFailed : MSG_REPORTS.notReady);
  return { body: row.file, filename: row.filename, mime: REPORT_MIME[row.format as TReportFormat] };
}
