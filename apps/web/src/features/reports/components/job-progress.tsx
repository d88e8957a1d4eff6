import type { TReportJob } from "@hts/domain/reports/reports.schemas";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";
import { formatPercent } from "@/lib/format-number";

/** A job's progress bar (0-100), announced to assistive technology through the progressbar role. */
export function JobProgress({ job, className }: { job: TReportJob; className?: string }) {
  const { t, i18n } = useTranslation();
  const failed = job.status === "failed";
  const value = failed ? job.progress : job.status === "done" ? 100 : job.progress;
  const percent = formatPercent(value, i18n.language, { maximumFractionDigits: 0 });
  return (
    <div className={cn("grid gap-1", className)}>
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={t("reports.jobs.progressText", {
          value: percent,
          status: t(`reports.jobStatus.${job.status}`),
        })}
        aria-label={t("reports.jobs.progressLabel", { title: job.title })}
        data-testid="report-progress"
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={cn(
            "h-full rounded-full transition-[width] duration-500",
            failed ? "bg-destructive" : job.status === "done" ? "bg-success" : "bg-primary",
          )}
          style={{ width: `${value}%` }}
        />
      </div>
      <p className="flex justify-between text-xs text-muted-foreground">
        <span>{t(`reports.jobStatus.${job.status}`)}</span>
        <span className="tabular-nums">{percent}</span>
      </p>
    </div>
  );
}
