import type { TReportJob } from "@hts/domain/reports/reports.schemas";
import { useTranslation } from "react-i18next";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { TAnalysisSite } from "../api/get-analysis-sites.ts";
import { GenerateReportForm } from "./generate-report-form.tsx";
import { ReportJobView } from "./report-job-view.tsx";
import type { TGenerate } from "./use-generate-form.ts";

/**
 * 'Générer un rapport': the request form, then the job's progress once started (polled every second)
 * and its download when done. `jobId` is the job shown; null shows the form.
 */
export function GenerateReportDialog({
  open,
  onOpenChange,
  sites,
  jobId,
  starting,
  downloading,
  onGenerate,
  onDownload,
  onNew,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  sites: TAnalysisSite[];
  jobId: string | null;
  starting: boolean;
  downloading: boolean;
  onGenerate: TGenerate;
  onDownload(job: TReportJob): void;
  onNew(): void;
}) {
  const { t } = useTranslation();

  return (
    <Dialog open={open} onOpenChange={(next) => !starting && onOpenChange(next)}>
      <DialogContent className="grid-cols-1 sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t("reports.dialog.title")}</DialogTitle>
          <DialogDescription>
            {jobId ? t("reports.dialog.progressDescription") : t("reports.dialog.description")}
          </DialogDescription>
        </DialogHeader>
        {jobId ? (
          <ReportJobView
            jobId={jobId}
            downloading={downloading}
            onDownload={onDownload}
            onNew={onNew}
            onClose={() => onOpenChange(false)}
          />
        ) : (
          <GenerateReportForm
            open={open}
            sites={sites}
            starting={starting}
            onGenerate={onGenerate}
            onOpenChange={onOpenChange}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
