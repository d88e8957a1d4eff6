import type { TTourStats } from "@hts/domain";
import { useTranslation } from "react-i18next";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { DataTable } from "@/components/data-table";
import { formatPercent } from "@/lib/format-number";

export type TFiguresBy = "site" | "tour";

// Beyond this many bars the labels no longer fit a phone; every row stays in the table below.
const MAX_BARS = 8;
const SERIES = [
  ["on_time", "#15803d"],
  ["late", "#b45309"],
  ["incomplete", "#c2410c"],
  ["missed", "#b91c1c"],
] as const;

/** Stacked bars (on time, late, incomplete, missed) per site or per tour, and the same figures as a table. */
export function TourFiguresChart({ stats, by }: { stats: TTourStats; by: TFiguresBy }) {
  const { t, i18n } = useTranslation();
  const rows = (
    by === "site"
      ? stats.by_site.map((s) => ({ ...s, key: s.site_id, label: s.site_name }))
      : stats.by_tour.map((r) => ({ ...r, key: r.tour_id, label: `${r.tour_name} (${r.site_name})` }))
  ).filter((r) => r.runs + r.missed > 0);
  if (rows.length === 0)
    return (
      <p className="rounded-md border border-dashed border-input p-6 text-center text-sm">
        {t("tours.figures.empty")}
      </p>
    );
  const caption = t(`tours.figures.tableCaption.${by}`);

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div className="h-72 w-full min-w-0" aria-hidden="true">
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
            <Legend wrapperStyle={{ fontSize: 12 }} />
            {SERIES.map(([key, color]) => (
              <Bar
                key={key}
                dataKey={key}
                stackId="runs"
                name={t(`tours.figures.counts.${key}`)}
                fill={color}
                barSize={18}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
      {/* A card per site or tour under 640 px (the shared table, issue 29). */}
      <DataTable
        caption={caption}
        data-testid={`tour-figures-table-${by}`}
        cellClassName="px-2 py-1"
        headClassName="text-muted-foreground"
        rowClassName="border-t border-border"
        rows={rows}
        rowKey={(row) => row.key}
        columns={[
          {
            id: "label",
            header: t(`tours.figures.by.${by}`),
            rowHeader: true,
            className: "font-normal",
            cell: (row) => row.label,
          },
          {
            id: "rate",
            header: t("tours.figures.counts.rate"),
            className: "sm:text-right",
            cell: (row) =>
              row.completion_rate === null ? "–" : formatPercent(row.completion_rate, i18n.language),
          },
          ...SERIES.map(([key]) => ({
            id: key,
            header: t(`tours.figures.counts.${key}`),
            className: "sm:text-right",
            cell: (row: (typeof rows)[number]) => row[key],
          })),
        ]}
      />
    </div>
  );
}
