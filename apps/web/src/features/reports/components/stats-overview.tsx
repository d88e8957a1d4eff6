import { useTranslation } from "react-i18next";
import { ErrorState } from "@/components/list-state";
import { useReportStats } from "../api/get-report-stats.ts";
import { IncidentsBreakdownChart } from "./incidents-breakdown-chart.tsx";
import { IncidentsOverTimeChart } from "./incidents-over-time-chart.tsx";
import { KpiCards } from "./kpi-cards.tsx";
import { SecondaryStats } from "./secondary-stats.tsx";
import type { TStatsPeriod } from "./stats-filters.tsx";

/** The key figures and charts of a period and site, with their loading and error states. */
export function StatsOverview({ period, siteId }: { period: TStatsPeriod; siteId: string }) {
  const { t } = useTranslation();
  const stats = useReportStats({ period, siteId: siteId || null });

  if (stats.isPending)
    return (
      <div role="status" className="grid gap-3 min-[480px]:grid-cols-2 xl:grid-cols-4">
        <span className="sr-only">{t("common.loading")}</span>
        {["a", "b", "c", "d"].map((key) => (
          <div key={key} aria-hidden="true" className="h-28 animate-pulse rounded-lg bg-slate-200/70" />
        ))}
      </div>
    );
  if (stats.isError) return <ErrorState message={t("reports.statsError")} onRetry={() => stats.refetch()} />;
  return (
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
  );
}
