import { can } from "@hts/domain";
import type { TReportPeriod } from "@hts/domain/reports/report-period.rules";
import type { TReportCreate, TReportJob, TReportType } from "@hts/domain/reports/reports.schemas";
import { FileBarChart, FilePlus2, ShieldCheck, Zap } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { EmptyState, ErrorState } from "@/components/list-state";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { toast } from "@/components/ui/toast-store";
import { isApiError } from "@/lib/api-error";
import { useAuth } from "@/lib/auth/auth-context";
import { useCreateReport } from "../api/create-report.ts";
import { useDownloadReportFile } from "../api/download-report-file.ts";
import { useAnalysisSites } from "../api/get-analysis-sites.ts";
import { useReportJobs } from "../api/get-report-jobs.ts";
import { useReportStats } from "../api/get-report-stats.ts";
import { GenerateReportDialog, type TGenerateValues } from "../components/generate-report-dialog.tsx";
import { IncidentsBreakdownChart } from "../components/incidents-breakdown-chart.tsx";
import { IncidentsOverTimeChart } from "../components/incidents-over-time-chart.tsx";
import { KpiCards } from "../components/kpi-cards.tsx";
import { RecentReportsList } from "../components/recent-reports-list.tsx";
import { SecondaryStats } from "../components/secondary-stats.tsx";
import { useJobNotifications } from "../components/use-job-notifications.ts";

const STATS_PERIODS = ["week", "month", "quarter", "year"] as const satisfies readonly TReportPeriod[];

// One click, sensible defaults (PDF with graphs): the row the spec calls quick generation.
const QUICK: { type: TReportType; period: TReportPeriod }[] = [
  { type: "security", period: "week" },
  { type: "incidents", period: "month" },
  { type: "attendance", period: "month" },
  { type: "alarms", period: "quarter" },
];

const errorText = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

/** 'Rapports et analyses': key figures and charts of a period, report generation jobs and their files. */
export function ReportsPage() {
  const { t } = useTranslation();
  const id = useId();
  const { user } = useAuth();
  const canWrite = user ? can({ role: user.role, area: "reports", level: "write" }) : false;
  const canSeeSecurityReports = user
    ? can({ role: user.role, area: "security-reports", level: "read" })
    : false;
  const [period, setPeriod] = useState<(typeof STATS_PERIODS)[number]>("month");
  const [siteId, setSiteId] = useState("");
  const stats = useReportStats({ period, siteId: siteId || null });
  const sites = useAnalysisSites();
  const jobs = useReportJobs();
  const create = useCreateReport();
  const download = useDownloadReportFile();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [jobId, setJobId] = useState<string | null>(null);
  useJobNotifications(jobs.data);

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
      if (isApiError(error) && Array.isArray(error.detail)) {
        const fieldErrors: Partial<Record<keyof TGenerateValues, string>> = {};
        for (const item of error.detail as { loc?: unknown[]; msg?: string }[]) {
          const field = item.loc?.at(-1);
          if (typeof field === "string" && item.msg) fieldErrors[field as keyof TGenerateValues] = item.msg;
        }
        return { fieldErrors };
      }
      return undefined;
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

  return (
    <section className="mx-auto flex w-full max-w-7xl flex-col gap-6">
      <PageHeader
        title={t("reports.title")}
        description={t("reports.subtitle")}
        actions={
          <>
            {canSeeSecurityReports && (
              <Button variant="outline" asChild className="flex-1 sm:flex-none">
                <Link to="/dashboard/security-reports">
                  <ShieldCheck aria-hidden="true" />
                  {t("reports.toSecurityReports")}
                </Link>
              </Button>
            )}
            {canWrite && (
              <Button onClick={openDialog} className="flex-1 sm:flex-none">
                <FilePlus2 aria-hidden="true" />
                {t("reports.generate")}
              </Button>
            )}
          </>
        }
      />

      <div className="grid grid-cols-1 gap-3 sm:grid-cols-[12rem_minmax(0,16rem)] sm:items-end">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-period`}>{t("reports.filters.period")}</Label>
          <Select
            id={`${id}-period`}
            value={period}
            onChange={(event) => setPeriod(event.target.value as typeof period)}
          >
            {STATS_PERIODS.map((value) => (
              <option key={value} value={value}>
                {t(`reports.filters.periods.${value}`)}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-site`}>{t("reports.filters.site")}</Label>
          <Select id={`${id}-site`} value={siteId} onChange={(event) => setSiteId(event.target.value)}>
            <option value="">{t("reports.allSites")}</option>
            {sites.data?.map((site) => (
              <option key={site.id} value={site.id}>
                {site.name}
              </option>
            ))}
          </Select>
        </div>
      </div>

      {stats.isPending ? (
        <div role="status" className="grid gap-3 min-[480px]:grid-cols-2 xl:grid-cols-4">
          <span className="sr-only">{t("common.loading")}</span>
          {["a", "b", "c", "d"].map((key) => (
            <div key={key} aria-hidden="true" className="h-28 animate-pulse rounded-lg bg-slate-200/70" />
          ))}
        </div>
      ) : stats.isError ? (
        <ErrorState message={t("reports.statsError")} onRetry={() => stats.refetch()} />
      ) : (
        <div className="grid gap-6" aria-busy={stats.isFetching}>
          <p className="-mb-3 text-sm text-muted-foreground" data-testid="stats-range">
            {t("reports.rangeLabel", { label: stats.data.range.label })}
          </p>
          <KpiCards stats={stats.data} />
          <SecondaryStats stats={stats.data} />
          <div className="grid min-w-0 gap-6 lg:grid-cols-2">
            <IncidentsOverTimeChart stats={stats.data} />
            <IncidentsBreakdownChart stats={stats.data} />
          </div>
        </div>
      )}

      {canWrite && (
        <Card className="p-4 sm:p-5">
          <h2 className="flex items-center gap-2 text-base font-semibold text-foreground">
            <Zap className="size-4 text-primary" aria-hidden="true" />
            {t("reports.quick.title")}
          </h2>
          <p className="mt-0.5 text-sm text-muted-foreground">{t("reports.quick.description")}</p>
          <div className="mt-3 grid grid-cols-1 gap-2 min-[480px]:grid-cols-2 lg:grid-cols-4">
            {QUICK.map((quick) => (
              <Button
                key={quick.type}
                variant="outline"
                className="h-auto justify-start py-2 text-left whitespace-normal"
                disabled={create.isPending}
                onClick={() =>
                  void start({
                    type: quick.type,
                    format: "pdf",
                    period: quick.period,
                    startDate: null,
                    endDate: null,
                    siteId: siteId || null,
                    includeGraphs: true,
                  })
                }
              >
                <FileBarChart aria-hidden="true" />
                {t("reports.quick.item", {
                  type: t(`reports.types.${quick.type}`),
                  period: t(`reports.filters.periods.${quick.period as (typeof STATS_PERIODS)[number]}`),
                })}
              </Button>
            ))}
          </div>
        </Card>
      )}

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
          <RecentReportsList
            jobs={jobs.data}
            downloadingId={download.isPending ? (download.variables?.id ?? null) : null}
            onDownload={(job) => void onDownload(job)}
          />
        )}
      </Card>

      <GenerateReportDialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        sites={sites.data ?? []}
        jobId={jobId}
        starting={create.isPending}
        downloading={download.isPending}
        onGenerate={onGenerate}
        onDownload={(job) => void onDownload(job)}
        onNew={() => setJobId(null)}
      />
    </section>
  );
}
