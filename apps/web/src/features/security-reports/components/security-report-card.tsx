import {
  SECURITY_REPORT_FORMAT_LABELS,
  SECURITY_REPORT_FORMATS,
  type TSecurityReportFormatCode,
} from "@hts/domain/security-reports/security-reports.rules";
import type { TSecurityReport } from "@hts/domain/security-reports/security-reports.schemas";
import { CalendarDays, Download, Lock, MapPin, Pencil, PenLine, ShieldCheck, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useRecordRights } from "@/lib/auth/record-rights";
import { formatDateTime } from "@/lib/format-date";
import { formatDay } from "./format-day.ts";
import { ReportStatusBadge } from "./report-status-badge.tsx";

/** One report of the list: what it covers, its state, and what may be done with it. */
export function SecurityReportCard({
  report,
  canWrite,
  editing,
  exporting,
  onEdit,
  onFinalize,
  onDelete,
  onExport,
}: {
  report: TSecurityReport;
  canWrite: boolean;
  editing: boolean;
  /** The format being exported for this report, if any. */
  exporting: TSecurityReportFormatCode | null;
  onEdit(): void;
  onFinalize(): void;
  onDelete(): void;
  onExport(format: TSecurityReportFormatCode): void;
}) {
  const { t, i18n } = useTranslation();
  const draft = report.status === "draft";
  // Decision 015: an agent or operator changes, finalizes and deletes only the drafts he wrote.
  const rights = useRecordRights();
  const record = { ownerUserIds: [report.createdById], siteId: report.siteId };
  const mayEdit = canWrite && draft && rights.on("security-report", "update", record);
  const mayFinalize = canWrite && draft && rights.on("security-report", "finalize", record);
  const mayDelete = canWrite && draft && rights.on("security-report", "delete", record);
  const titleId = `report-${report.id}-title`;

  return (
    <Card
      className={editing ? "border-primary p-4 ring-2 ring-primary/30" : "p-4"}
      aria-labelledby={titleId}
      role="article"
      data-testid="security-report-card"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={titleId} className="flex min-w-0 items-center gap-2 text-base font-semibold text-foreground">
          <MapPin className="size-4 shrink-0 text-primary" aria-hidden="true" />
          <span className="truncate">{report.siteName}</span>
        </h3>
        <ReportStatusBadge status={report.status} />
      </div>
      <dl className="mt-3 grid gap-1.5 text-sm text-muted-foreground">
        <div className="flex items-center gap-2">
          <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
          <dt className="sr-only">{t("securityReports.list.periodLabel")}</dt>
          <dd>
            {t("securityReports.list.period", {
              start: formatDay(report.periodStart, i18n.language),
              end: formatDay(report.periodEnd, i18n.language),
            })}
          </dd>
        </div>
        <div className="flex items-center gap-2">
          <ShieldCheck className="size-4 shrink-0" aria-hidden="true" />
          <dt className="sr-only">{t("securityReports.list.contentLabel")}</dt>
          <dd>
            {t("securityReports.list.incidentCount", { count: report.totalIncidents })} ·{" "}
            {t("securityReports.list.interventionCount", { count: report.interventions.length })}
          </dd>
        </div>
        <div className="flex items-center gap-2">
          <PenLine className="size-4 shrink-0" aria-hidden="true" />
          <dt className="sr-only">{t("securityReports.list.responsibleLabel")}</dt>
          <dd>
            {report.responsibleName}
            {report.hasSignature && ` · ${t("securityReports.list.signed")}`}
          </dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-muted-foreground">
        {t("securityReports.list.created", {
          date: formatDateTime(report.createdAt, i18n.language),
          name: report.generatedByName,
        })}
      </p>
      {report.finalizedAt && (
        <p className="mt-1 flex items-center gap-1 text-xs text-muted-foreground">
          <Lock className="size-3" aria-hidden="true" />
          {t("securityReports.list.finalized", {
            date: formatDateTime(report.finalizedAt, i18n.language),
            name: report.finalizedByName ?? "",
          })}
        </p>
      )}

      {(mayEdit || mayFinalize || mayDelete) && (
        <div className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-3">
          {mayEdit && (
            <Button variant="outline" size="sm" onClick={onEdit} disabled={editing}>
              <Pencil aria-hidden="true" />
              {t("securityReports.list.edit")}
            </Button>
          )}
          {mayFinalize && (
            <Button size="sm" onClick={onFinalize}>
              <Lock aria-hidden="true" />
              {t("securityReports.list.finalize")}
            </Button>
          )}
          {mayDelete && (
            <Button
              variant="outline"
              size="sm"
              onClick={onDelete}
              className="text-destructive"
              aria-label={t("securityReports.list.deleteAria", { site: report.siteName })}
            >
              <Trash2 aria-hidden="true" />
              {t("securityReports.list.delete")}
            </Button>
          )}
        </div>
      )}
      <fieldset className="mt-3 border-t border-border pt-3">
        <legend className="float-left mb-2 w-full text-xs font-medium text-muted-foreground">
          {draft ? t("securityReports.list.exportNeedsFinalized") : t("securityReports.list.export")}
        </legend>
        <div className="clear-both grid grid-cols-3 gap-2">
          {SECURITY_REPORT_FORMATS.map((format) => (
            <Button
              key={format}
              variant="outline"
              size="sm"
              disabled={draft || !canWrite || exporting !== null}
              onClick={() => onExport(format)}
              aria-label={t("securityReports.list.exportAs", {
                site: report.siteName,
                format: SECURITY_REPORT_FORMAT_LABELS[format],
              })}
            >
              {exporting === format ? <Spinner className="size-4" /> : <Download aria-hidden="true" />}
              {SECURITY_REPORT_FORMAT_LABELS[format]}
            </Button>
          ))}
        </div>
      </fieldset>
    </Card>
  );
}
