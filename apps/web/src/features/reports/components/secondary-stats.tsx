import type { TReportStats } from "@hts/domain/reports/reports.schemas";
import { useTranslation } from "react-i18next";

/** The other report stats of the spec (agents on duty, sites monitored) and the period's activity. */
export function SecondaryStats({ stats }: { stats: TReportStats }) {
  const { t } = useTranslation();
  const items = [
    {
      key: "agents",
      label: t("reports.stats.activeSecurity"),
      value: `${stats.activeSecurity} / ${stats.totalAgents}`,
    },
    { key: "sites", label: t("reports.stats.sitesMonitored"), value: String(stats.sitesMonitored) },
    {
      key: "shifts",
      label: t("reports.stats.shifts"),
      value: `${stats.shiftsCompleted} / ${stats.shiftsPlanned}`,
    },
    {
      key: "security-reports",
      label: t("reports.stats.securityReports"),
      value: String(stats.securityReports),
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 rounded-lg border border-border bg-card p-4 shadow-sm md:grid-cols-4">
      {items.map((item) => (
        <div key={item.key} className="min-w-0">
          <dt className="text-xs font-medium text-muted-foreground">{item.label}</dt>
          <dd
            className="mt-0.5 text-lg font-semibold tabular-nums text-foreground"
            data-testid={`stat-${item.key}`}
          >
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
