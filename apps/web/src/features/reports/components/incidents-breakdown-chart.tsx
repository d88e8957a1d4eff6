import type { TReportStats } from "@hts/domain/reports/reports.schemas";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { cn } from "@/lib/cn";
import { ChartFrame } from "./chart-frame.tsx";

type TBreakdown = "site" | "type";

// Beyond this many bars the labels no longer fit a phone; the rest still appear in the text table.
const MAX_BARS = 8;

/** Incidents of the period by site or by type (a toggle), largest first. */
export function IncidentsBreakdownChart({ stats }: { stats: TReportStats }) {
  const { t } = useTranslation();
  const [by, setBy] = useState<TBreakdown>("site");
  const rows = (by === "site" ? stats.incidentsBySite : stats.incidentsByType)
    .filter((row) => row.count > 0)
    .sort((a, b) => b.count - a.count);
  const title = by === "site" ? t("reports.charts.bySiteTitle") : t("reports.charts.byTypeTitle");

  const toggle = (
    <fieldset className="inline-flex rounded-md border border-input p-0.5">
      <legend className="sr-only">{t("reports.charts.breakdownToggle")}</legend>
      {(["site", "type"] as const).map((value) => (
        <button
          key={value}
          type="button"
          aria-pressed={by === value}
          onClick={() => setBy(value)}
          className={cn(
            "rounded px-3 py-1 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
            by === value ? "bg-primary text-primary-foreground" : "text-foreground hover:bg-accent",
          )}
        >
          {value === "site" ? t("reports.charts.bySite") : t("reports.charts.byType")}
        </button>
      ))}
    </fieldset>
  );

  return (
    <ChartFrame
      id="incidents-breakdown"
      title={title}
      description={t("reports.charts.breakdownDescription", { period: stats.range.label })}
      actions={toggle}
      empty={rows.length === 0}
      emptyText={t("reports.charts.empty")}
      table={
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{by === "site" ? t("reports.charts.site") : t("reports.charts.type")}</th>
              <th scope="col">{t("reports.charts.total")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                <td>{row.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={rows.slice(0, MAX_BARS)}
          layout="vertical"
          margin={{ top: 4, right: 16, bottom: 0, left: 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid strokeDasharray="3 3" horizontal={false} stroke="#e2e8f0" />
          <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12, fill: "#475569" }} />
          <YAxis
            type="category"
            dataKey="label"
            width={120}
            tick={{ fontSize: 12, fill: "#475569" }}
            tickFormatter={(label: string) => (label.length > 18 ? `${label.slice(0, 17)}…` : label)}
          />
          <Tooltip cursor={{ fill: "rgba(148, 163, 184, 0.15)" }} />
          <Bar
            dataKey="count"
            name={t("reports.charts.total")}
            fill="#1d4ed8"
            radius={[0, 4, 4, 0]}
            barSize={18}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </ChartFrame>
  );
}
