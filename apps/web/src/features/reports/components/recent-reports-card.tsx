import type { TReportJob } from "@hts/domain/reports/reports.schemas";
import { FileBarChart } from "lucide-react";
import { useTranslation } from "react-i18next";
import { EmptyState, ErrorState } from "@/components/list-state";
import { Card } from "@/components/ui/card";
import type { useReportJobs } from "../api/get-report-jobs.ts";
import { RecentReportsList } from "./recent-reports-list.tsx";

/** 'Rapports récents': the company's report jobs, with their states and downloads. */
export function RecentReportsCard({
  jobs,
  downloadingId,
  onDownload,
}: {
  jobs: ReturnType<typeof useReportJobs>;
  downloadingId: string | null;
  onDownload(job: TReportJob): void;
}) {
  const { t } = useTranslation();

  return (
    <Card className="p-4 sm:p-5">
      <h2 className="text-base font-semibold text-foreground">{t("reports.recent.title")}</h2>
      {jobs.isPending ? (
        <p role="status" className="py-6 text-sm text-muted-foreground">
          {t("common.loading")}
        </p>
      ) : jobs.isError ? (
        <div className="mt-3">
          <ErrorState message={t("reports.recent.loadError")} onRetry={() => jobs.refetch()} />
        </div>
      ) : jobs.data.length === 0 ? (
        <div className="mt-3">
          <EmptyState
            icon={FileBarChart}
            title={t("reports.recent.empty")}
            description={t("reports.recent.emptyHint")}
          />
        </div>
      ) : (
        <RecentReportsList jobs={jobs.data} downloadingId={downloadingId} onDownload={onDownload} />
      )}
    </Card>
  );
}
