import { INCIDENT_SERIES, type TIncidentSeries } from "@hts/domain/reports/report-stats.rules";
import type { TReportStats } from "@hts/domain/reports/reports.schemas";
import { format, parseISO } from "date-fns";
import { useTranslation } from "react-i18next";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { dateLocale } from "@/lib/date-locale";
import { ChartFrame } from "./chart-frame.tsx";

// Severity colours of the rest of the product (alarm badges): red, orange, amber, blue; reports in slate.
const COLORS: Record<TIncidentSeries, string> = {
  critique: "#dc2626",
  important: "#ea580c",
  moyen: "#d97706",
  faible: "#2563eb",
  rapport: "#64748b",
};

type TGranularity = TReportStats["range"]["granularity"];

const AXIS_FORMAT: Record<TGranularity, string> = { day: "d MMM", week: "d MMM", month: "MMM yy" };
const FULL_FORMAT: Record<TGranularity, string> = {
  day: "EEEE d MMMM yyyy",
  week: "d MMMM yyyy",
  month: "MMMM yyyy",
};

/** Incidents per day, week or month of the period, stacked by alarm severity plus security reports. */
export function IncidentsOverTimeChart({ stats }: { stats: TReportStats }) {
  const { t, i18n } = useTranslation();
  const locale = dateLocale(i18n.language);
  const granularity = stats.range.granularity;
  const seriesLabel = (series: TIncidentSeries) =>
    series === "rapport" ? t("reports.charts.reportSeries") : t(`severity.${series}`);
  const bucketLabel = (day: string, full: boolean) => {
    const text = format(parseISO(day), (full ? FULL_FORMAT : AXIS_FORMAT)[granularity], { locale });
    return full && granularity === "week" ? t("reports.charts.weekOf", { date: text }) : text;
  };
  const data = stats.incidentsOverTime;
  const empty = data.every((bucket) => bucket.total === 0);

  return (
    <ChartFrame
      id="incidents-over-time"
      title={t("reports.charts.overTimeTitle")}
      description={t(`reports.charts.overTimeDescription.${granularity}`, { period: stats.range.label })}
      empty={empty}
      emptyText={t("reports.charts.empty")}
      table={
        <table>
          <caption>{t("reports.charts.overTimeTitle")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("reports.charts.date")}</th>
              {INCIDENT_SERIES.map((series) => (
                <th key={series} scope="col">
                  {seriesLabel(series)}
                </th>
              ))}
              <th scope="col">{t("reports.charts.total")}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((bucket) => (
              <tr key={bucket.date}>
                <th scope="row">{bucketLabel(bucket.date, true)}</th>
                {INCIDENT_SERIES.map((series) => (
                  <td key={series}>{bucket[series]}</td>
                ))}
                <td>{bucket.total}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 4, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
          <XAxis
            dataKey="date"
            tickFormatter={(day: string) => bucketLabel(day, false)}
            tick={{ fontSize: 12, fill: "#475569" }}
            minTickGap={12}
          />
          <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: "#475569" }} />
          <Tooltip
            labelFormatter={(day) => bucketLabel(String(day), true)}
            cursor={{ fill: "rgba(148, 163, 184, 0.15)" }}
          />
          {/* Severity order, not alphabetical (recharts sorts legend items by name by default). */}
          <Legend
            wrapperStyle={{ fontSize: 12 }}
            itemSorter={null}
            // Dark text beside the coloured square: amber text on white would be too faint to read.
            formatter={(value) => <span style={{ color: "#334155" }}>{value}</span>}
          />
          {INCIDENT_SERIES.map((series) => (
            <Bar
              key={series}
              dataKey={series}
              name={seriesLabel(series)}
              stackId="incidents"
              // Drawn at once: an animation restarts on each resize and shows empty bars meanwhile.
              isAnimationActive={false}
              fill={COLORS[series]}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </ChartFrame>
  );
}
