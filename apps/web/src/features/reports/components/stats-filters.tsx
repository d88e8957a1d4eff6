import type { TReportPeriod } from "@hts/domain/reports/report-period.rules";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { NamedOptions } from "@/components/named-options";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import type { TAnalysisSite } from "../api/get-analysis-sites.ts";

export const STATS_PERIODS = ["week", "month", "quarter", "year"] as const satisfies readonly TReportPeriod[];
export type TStatsPeriod = (typeof STATS_PERIODS)[number];

/** The period and site the key figures and charts of 'Rapports et analyses' cover. */
export function StatsFilters({
  period,
  onPeriod,
  siteId,
  onSiteId,
  sites,
}: {
  period: TStatsPeriod;
  onPeriod(period: TStatsPeriod): void;
  siteId: string;
  onSiteId(siteId: string): void;
  sites: TAnalysisSite[] | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();

  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-[12rem_minmax(0,16rem)] sm:items-end">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-period`}>{t("reports.filters.period")}</Label>
        <Select
          id={`${id}-period`}
          value={period}
          onChange={(event) => onPeriod(event.target.value as TStatsPeriod)}
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
        <Select id={`${id}-site`} value={siteId} onChange={(event) => onSiteId(event.target.value)}>
          <option value="">{t("reports.allSites")}</option>
          <NamedOptions items={sites} />
        </Select>
      </div>
    </div>
  );
}
