import { can } from "@hts/domain";
import { FilePlus2, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { IncidentFiguresCard } from "@/features/logbook";
import { TourFiguresCard } from "@/features/tours";
import { useAuth } from "@/lib/auth/auth-context";
import { useAnalysisSites } from "../api/get-analysis-sites.ts";
import { useReportJobs } from "../api/get-report-jobs.ts";
import { GenerateReportDialog } from "../components/generate-report-dialog.tsx";
import { QuickGenerationCard } from "../components/quick-generation-card.tsx";
import { RecentReportsCard } from "../components/recent-reports-card.tsx";
import { StatsFilters, type TStatsPeriod } from "../components/stats-filters.tsx";
import { StatsOverview } from "../components/stats-overview.tsx";
import { useJobNotifications } from "../components/use-job-notifications.ts";
import { useReportGeneration } from "../components/use-report-generation.ts";

/** 'Rapports et analyses': key figures and charts of a period, report generation jobs and their files. */
export function ReportsPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const canWrite = user ? can({ role: user.role, area: "reports", level: "write" }) : false;
  const canSeeSecurityReports = user
    ? can({ role: user.role, area: "security-reports", level: "read" })
    : false;
  const [period, setPeriod] = useState<TStatsPeriod>("month");
  const [siteId, setSiteId] = useState("");
  const sites = useAnalysisSites();
  const jobs = useReportJobs();
  const generation = useReportGeneration();
  const { dialog } = generation;
  useJobNotifications(jobs.data);

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
              <Button onClick={dialog.openDialog} className="flex-1 sm:flex-none">
                <FilePlus2 aria-hidden="true" />
                {t("reports.generate")}
              </Button>
            )}
          </>
        }
      />

      <StatsFilters
        period={period}
        onPeriod={setPeriod}
        siteId={siteId}
        onSiteId={setSiteId}
        sites={sites.data}
      />
      <StatsOverview period={period} siteId={siteId} />
      {/* Issue 23: incidents written from the phones (main courante), tours done, late and missed. */}
      <IncidentFiguresCard siteId={siteId || undefined} />
      <TourFiguresCard period={period} siteId={siteId || undefined} />

      {canWrite && (
        <QuickGenerationCard
          siteId={siteId}
          starting={generation.starting}
          onStart={(request) => void generation.start(request)}
        />
      )}

      <RecentReportsCard
        jobs={jobs}
        downloadingId={generation.downloadingId}
        onDownload={(job) => void generation.onDownload(job)}
      />

      <GenerateReportDialog
        open={dialog.open}
        onOpenChange={dialog.setOpen}
        sites={sites.data ?? []}
        jobId={dialog.jobId}
        starting={generation.starting}
        downloading={generation.downloadingId !== null}
        onGenerate={generation.onGenerate}
        onDownload={(job) => void generation.onDownload(job)}
        onNew={() => dialog.setJobId(null)}
      />
    </section>
  );
}
