import type { TReportJob } from "@hts/domain/reports/reports.schemas";
import { CheckCircle2, Download, XCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { useReportJob } from "../api/get-report-job.ts";
import { JobProgress } from "./job-progress.tsx";

/** A started report job in 'Générer un rapport': its progress (polled), then its download or its failure. */
export function ReportJobView({
  jobId,
  downloading,
  onDownload,
  onNew,
  onClose,
}: {
  jobId: string;
  downloading: boolean;
  onDownload(job: TReportJob): void;
  onNew(): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const job = useReportJob(jobId);
  const current = job.data;

  return (
    <div className="grid gap-4" aria-live="polite">
      {current ? (
        <>
          <div>
            <p className="font-medium text-foreground">{current.title}</p>
            <p className="text-sm text-muted-foreground">
              {current.period} · {current.site}
            </p>
          </div>
          <JobProgress job={current} />
          {current.status === "done" && (
            <p className="flex items-center gap-2 text-sm font-medium text-success-strong">
              <CheckCircle2 className="size-4" aria-hidden="true" />
              {t("reports.dialog.ready")}
            </p>
          )}
          {current.status === "failed" && (
            <p className="flex items-center gap-2 text-sm font-medium text-destructive" role="alert">
              <XCircle className="size-4" aria-hidden="true" />
              {current.error ?? t("reports.dialog.failed")}
            </p>
          )}
        </>
      ) : (
        <p className="text-sm text-muted-foreground">{t("common.loading")}</p>
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onNew}>
          {t("reports.dialog.another")}
        </Button>
        {current?.status === "done" ? (
          <Button onClick={() => onDownload(current)} disabled={downloading}>
            <Download aria-hidden="true" />
            {t("reports.recent.download")}
          </Button>
        ) : (
          <Button variant="secondary" onClick={onClose}>
            {t("reports.dialog.background")}
          </Button>
        )}
      </DialogFooter>
    </div>
  );
}
