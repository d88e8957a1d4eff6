import type { TReportJob } from "@hts/domain/reports/reports.schemas";
import { Download, FileSpreadsheet, FileText } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { formatDateTime } from "@/lib/format-date";
import { formatSize } from "./format-stats.ts";
import { JobProgress } from "./job-progress.tsx";
import { JobStatusBadge } from "./job-status-badge.tsx";

/** 'Rapports récents': each generated file with its period, site, size, status, date and download. */
export function RecentReportsList({
  jobs,
  downloadingId,
  onDownload,
}: {
  jobs: TReportJob[];
  downloadingId: string | null;
  onDownload(job: TReportJob): void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="divide-y divide-border" aria-label={t("reports.recent.title")}>
      {jobs.map((job) => {
        const Icon = job.format === "excel" ? FileSpreadsheet : FileText;
        const active = job.status === "queued" || job.status === "running";
        return (
          <li
            key={job.id}
            className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center"
            data-testid="recent-report"
          >
            <div className="flex min-w-0 flex-1 items-start gap-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-primary">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <p className="min-w-0 font-medium break-words text-foreground">{job.title}</p>
                  <JobStatusBadge status={job.status} />
                </div>
                <p className="mt-0.5 text-sm text-muted-foreground">
                  {[
                    t(`reports.types.${job.type}`),
                    job.period,
                    job.site,
                    job.sizeBytes === null ? null : formatSize(job.sizeBytes, t, i18n.language),
                    job.format === "excel" ? "Excel" : "PDF",
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                </p>
                <p className="mt-0.5 text-xs text-muted-foreground">
                  {job.generatedDate
                    ? t("reports.recent.generated", {
                        date: formatDateTime(job.generatedDate, i18n.language),
                      })
                    : t("reports.recent.requested", {
                        date: formatDateTime(job.createdAt, i18n.language),
                        name: job.createdByName,
                      })}
                </p>
                {active && <JobProgress job={job} className="mt-2 max-w-sm" />}
                {job.status === "failed" && job.error && (
                  <p className="mt-1 text-sm text-destructive">{job.error}</p>
                )}
              </div>
            </div>
            <Button
              variant="outline"
              size="sm"
              className="w-full sm:w-auto"
              disabled={job.status !== "done" || downloadingId === job.id}
              onClick={() => onDownload(job)}
              aria-label={t("reports.recent.downloadLabel", { title: job.title })}
            >
              <Download aria-hidden="true" />
              {t("reports.recent.download")}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
