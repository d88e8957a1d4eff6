import type { TReportStats } from "@hts/domain/reports/reports.schemas";
import { Camera, KeyRound, type LucideIcon, Siren, Timer } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { formatNumber, formatPercent } from "./format-stats.ts";

type TKpi = { key: string; label: string; value: string; detail: string; icon: LucideIcon; tone: string };

/** The four key figures of the period (spec part 2, section 3: report stats). */
export function KpiCards({ stats }: { stats: TReportStats }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const change = stats.incidentsChange;
  const kpis: TKpi[] = [
    {
      key: "incidents",
      label: t("reports.kpi.incidents"),
      value: formatNumber(stats.totalIncidents, lang),
      detail: [
        t("reports.kpi.resolved", { count: stats.resolvedIncidents }),
        change === null
          ? t("reports.kpi.noPrevious")
          : t("reports.kpi.change", { change: `${change > 0 ? "+" : ""}${formatPercent(change, lang)}` }),
      ].join(" · "),
      icon: Siren,
      tone: "bg-red-100 text-red-700",
    },
    {
      key: "response",
      label: t("reports.kpi.responseTime"),
      value: stats.avgResponseTime ?? "–",
      detail: stats.avgResponseTime ? t("reports.kpi.responseDetail") : t("reports.kpi.responseNone"),
      icon: Timer,
      tone: "bg-accent text-primary",
    },
    {
      key: "cameras",
      label: t("reports.kpi.cameras"),
      value: stats.camerasUptime === null ? "–" : formatPercent(stats.camerasUptime, lang),
      detail:
        stats.camerasTotal === 0
          ? t("reports.kpi.camerasNone")
          : t("reports.kpi.camerasDetail", { online: stats.camerasOnline, total: stats.camerasTotal }),
      icon: Camera,
      tone: "bg-success-soft text-success-strong",
    },
    {
      key: "access",
      label: t("reports.kpi.access"),
      value: stats.accessAttempts === null ? "–" : formatNumber(stats.accessAttempts, lang),
      detail:
        stats.accessAttempts === null
          ? t("reports.kpi.accessNone")
          : t("reports.kpi.accessDenied", { count: stats.unauthorizedAttempts ?? 0 }),
      icon: KeyRound,
      tone: "bg-warning-soft text-warning-strong",
    },
  ];

  return (
    <ul
      className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 xl:grid-cols-4"
      aria-label={t("reports.kpi.label")}
    >
      {kpis.map(({ key, label, value, detail, icon: Icon, tone }) => (
        <li key={key}>
          <Card className="flex h-full items-start justify-between gap-3 p-4 sm:p-5">
            <div className="min-w-0">
              <p className="text-sm font-medium text-muted-foreground">{label}</p>
              <p
                className="mt-1 text-2xl font-bold tabular-nums text-foreground sm:text-3xl"
                data-testid={`kpi-${key}`}
              >
                {value}
              </p>
              <p className="mt-1 text-xs text-muted-foreground">{detail}</p>
            </div>
            <span className={cn("flex size-10 shrink-0 items-center justify-center rounded-lg", tone)}>
              <Icon className="size-5" aria-hidden="true" />
            </span>
          </Card>
        </li>
      ))}
    </ul>
  );
}
