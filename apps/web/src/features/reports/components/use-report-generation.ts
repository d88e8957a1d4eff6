import type { TReportCreate, TReportJob } from "@hts/domain/reports/reports.schemas";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "@/components/ui/toast-store";
import { serverFieldErrors } from "@/lib/server-field-errors";
import { useCreateReport } from "../api/create-report.ts";
import { useDownloadReportFile } from "../api/download-report-file.ts";
import { GENERATE_DEFAULTS, type TGenerateValues } from "./use-generate-form.ts";

const errorText = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

/**
 * Starting report jobs (from the dialog or a quick-generation button) and downloading their files: the
 * dialog opens on the started job; a refusal is a toast, and a 422's fields go back to the form.
 */
export function useReportGeneration() {
  const { t } = useTranslation();
  const create = useCreateReport();
  const download = useDownloadReportFile();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [jobId, setJobId] = useState<string | null>(null);

  const start = async (request: TReportCreate) => {
    try {
      const job = await create.mutateAsync(request);
      setJobId(job.id);
      setDialogOpen(true);
      toast({ title: t("reports.toast.generating"), description: t("reports.toast.generatingDetail") });
      return undefined;
    } catch (error) {
      toast({
        variant: "destructive",
        title: t("common.error"),
        description: errorText(error, t("reports.toast.generateError")),
      });
      // A 422 names its fields: show them beside the inputs too.
      const found = serverFieldErrors(error, GENERATE_DEFAULTS);
      return found.length > 0 ? { fieldErrors: Object.fromEntries(found) } : undefined;
    }
  };

  const onGenerate = (values: TGenerateValues) => {
    const custom = values.period === "custom";
    return start({
      type: values.type,
      format: values.format,
      period: values.period,
      startDate: custom ? values.startDate : null,
      endDate: custom ? values.endDate : null,
      siteId: values.siteId || null,
      includeGraphs: values.includeGraphs,
    });
  };

  const onDownload = async (job: Pick<TReportJob, "id" | "filename">) => {
    try {
      await download.mutateAsync(job);
    } catch (error) {
      toast({
        variant: "destructive",
        title: t("common.error"),
        description: errorText(error, t("reports.toast.downloadError")),
      });
    }
  };

  const openDialog = () => {
    setJobId(null);
    setDialogOpen(true);
  };

  return {
    start,
    starting: create.isPending,
    onGenerate,
    onDownload,
    downloadingId: download.isPending ? (download.variables?.id ?? null) : null,
    dialog: { open: dialogOpen, setOpen: setDialogOpen, jobId, setJobId, openDialog },
  };
}
