import type { TReportJob } from "@hts/domain/reports/reports.schemas";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "@/components/ui/toast-store";
import { isActiveJob } from "../api/get-report-jobs.ts";

/** The spec's promise ("you will be notified when ready"): a toast when a job of this list finishes. */
export function useJobNotifications(jobs: TReportJob[] | undefined) {
  const { t } = useTranslation();
  const seen = useRef(new Map<string, TReportJob["status"]>());
  useEffect(() => {
    if (!jobs) return;
    for (const job of jobs) {
      const before = seen.current.get(job.id);
      seen.current.set(job.id, job.status);
      if (!before || !isActiveJob({ status: before }) || isActiveJob(job)) continue;
      if (job.status === "done")
        toast({ variant: "success", title: t("reports.toast.ready"), description: job.title });
      else
        toast({
          variant: "destructive",
          title: t("reports.toast.failed"),
          description: job.error ?? job.title,
        });
    }
  }, [jobs, t]);
}
