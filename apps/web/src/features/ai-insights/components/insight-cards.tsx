import type { TRiskFactor, TRiskLevel } from "@hts/domain";
import { Activity, AlertTriangle, Gauge, TrendingUp } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { DataTable } from "@/components/data-table";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { formatNumber } from "@/lib/format-number";
import type { TDashboardInsights } from "../api/ai-insights-api.ts";

/** Spec part 2, section 4: below 30 green, 30 to below 60 yellow, 60 and above red. */
export const RISK_CLASS: Record<TRiskLevel, string> = {
  low: "bg-success-soft text-success-strong",
  medium: "bg-amber-100 text-amber-900",
  high: "bg-red-100 text-red-800",
};

function SummaryCard({
  title,
  icon,
  value,
  detail,
  testId,
}: {
  title: string;
  icon: ReactNode;
  value: ReactNode;
  detail: ReactNode;
  testId: string;
}) {
  return (
    <Card data-testid={testId}>
      <CardContent className="flex flex-col gap-2 p-4 sm:p-5">
        <div className="flex items-center justify-between gap-2 text-sm font-medium text-muted-foreground">
          <span>{title}</span>
          {icon}
        </div>
        <div className="text-2xl font-bold">{value}</div>
        <div className="text-xs text-muted-foreground">{detail}</div>
      </CardContent>
    </Card>
  );
}

export function FactorList({ factors }: { factors: TRiskFactor[] }) {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-1.5 text-sm">
      {factors.map((f) => (
        <li key={f.key} className="flex flex-wrap items-baseline justify-between gap-2">
          <span>{t(`aiInsights.factors.${f.key}`, { value: f.value, reference: f.reference ?? 0 })}</span>
          <span className="font-mono text-xs text-muted-foreground">
            {t("aiInsights.factors.points", { points: f.points, max: f.max })}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The four cards of the spec, then what made the company's score and each site's score. */
export function InsightCards({ data }: { data: TDashboardInsights }) {
  const { t, i18n } = useTranslation();
  const f = data.forecast_7_days;
  return (
    <>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 xl:grid-cols-4">
        <SummaryCard
          testId="card-risk"
          title={t("aiInsights.cards.risk")}
          icon={<Gauge className="size-5" aria-hidden="true" />}
          value={
            <span className="flex items-center gap-2">
              {formatNumber(data.risk_score, i18n.language)}
              <span
                className={cn("rounded-full px-2 py-0.5 text-xs font-semibold", RISK_CLASS[data.risk_level])}
              >
                {t(`aiInsights.cards.riskLevel.${data.risk_level}`)}
              </span>
            </span>
          }
          detail={t("aiInsights.cards.riskDetail")}
        />
        <SummaryCard
          testId="card-trend"
          title={t("aiInsights.cards.trend")}
          icon={<TrendingUp className="size-5" aria-hidden="true" />}
          value={t(`aiInsights.cards.trendValue.${data.trend.trend}`)}
          detail={data.trend.explanation}
        />
        <SummaryCard
          testId="card-forecast"
          title={t("aiInsights.cards.forecast")}
          icon={<Activity className="size-5" aria-hidden="true" />}
          value={f.total}
          detail={t("aiInsights.cards.forecastRange", { low: f.low, high: f.high })}
        />
        <SummaryCard
          testId="card-sites"
          title={t("aiInsights.cards.sitesAtRisk")}
          icon={<AlertTriangle className="size-5" aria-hidden="true" />}
          value={data.sites_at_risk.length}
          detail={
            data.sites_at_risk.length
              ? t("aiInsights.cards.sitesAtRiskDetail", {
                  count: data.sites_at_risk.length,
                  total: data.total_sites,
                })
              : t("aiInsights.cards.noSiteAtRisk")
          }
        />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="text-base">{t("aiInsights.factors.title")}</CardTitle>
          </CardHeader>
          <CardContent>
            <FactorList factors={data.risk_factors} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="text-base">{t("aiInsights.sitesTable.title")}</CardTitle>
          </CardHeader>
          <CardContent>
            {/* Two short columns fit a phone: a table there too, not cards (issue 29). */}
            <DataTable
              caption={t("aiInsights.sitesTable.title")}
              cards={false}
              className="text-sm"
              cellClassName="py-1.5"
              headClassName="text-muted-foreground"
              rowClassName="border-t border-border"
              rows={data.sites}
              rowKey={(s) => s.site_id}
              columns={[
                { id: "site", header: t("aiInsights.sitesTable.site"), cell: (s) => s.site_name },
                {
                  id: "score",
                  header: t("aiInsights.sitesTable.score"),
                  className: "text-right",
                  cell: (s) => (
                    <span
                      className={cn(
                        "rounded-full px-2 py-0.5 text-xs font-semibold",
                        RISK_CLASS[s.risk_level],
                      )}
                    >
                      {formatNumber(s.risk_score, i18n.language)}
                    </span>
                  ),
                },
              ]}
            />
          </CardContent>
        </Card>
      </div>
    </>
  );
}
