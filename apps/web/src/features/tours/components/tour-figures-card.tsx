import type { TReportPeriod } from "@hts/domain/reports/report-period.rules";
import { reportRange } from "@hts/domain/reports/report-period.rules";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { ErrorState } from "@/components/list-state";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { formatPercent } from "@/lib/format-number";
import { tourStatsQuery } from "../api/tours-api.ts";
import { type TFiguresBy, TourFiguresChart } from "./tour-figures-chart.tsx";

/**
 * 'Rondes' on the reports screen (issue 23): tours done on time, late, left incomplete and missed over
 * the period and site chosen above, with a chart per site or per tour (the most missed first).
 */
export function TourFiguresCard({
  period,
  siteId,
}: {
  period: Exclude<TReportPeriod, "custom">;
  siteId?: string;
}) {
  const { t, i18n } = useTranslation();
  const [by, setBy] = useState<TFiguresBy>("site");
  // The same Paris calendar period as the figures above it.
  const range = useMemo(() => reportRange({ period, now: Date.now() }), [period]);
  const from = range ? new Date(range.start).toISOString() : "";
  const to = range ? new Date(range.end).toISOString() : "";
  const stats = useQuery({ ...tourStatsQuery({ from, to, siteId }), enabled: range !== null });
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);

  return (
    <Card className="flex min-w-0 flex-col gap-4 p-4 sm:p-5" data-testid="tour-figures">
      <section aria-labelledby="tour-figures-title" className="flex flex-col gap-4">
        <div>
          <h2 id="tour-figures-title" className="text-base font-semibold">
            {t("tours.figures.title")}
          </h2>
          <p className="mt-0.5 text-sm text-muted-foreground">
            {t("tours.figures.description", { period: range?.label ?? "" })}
          </p>
        </div>
        {stats.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            {t("tours.figures.loading")}
          </p>
        ) : stats.isError ? (
          <ErrorState message={t("tours.figures.error")} onRetry={() => stats.refetch()} />
        ) : (
          <>
            <dl className="grid grid-cols-2 gap-3 text-sm min-[480px]:grid-cols-3 lg:grid-cols-6">
              {(
                [
                  [
                    "rate",
                    stats.data.totals.completion_rate === null
                      ? "–"
                      : formatPercent(stats.data.totals.completion_rate, i18n.language),
                  ],
                  ["on_time", number(stats.data.totals.on_time)],
                  ["late", number(stats.data.totals.late)],
                  ["incomplete", number(stats.data.totals.incomplete)],
                  ["missed", number(stats.data.totals.missed)],
                  ["in_progress", number(stats.data.totals.in_progress)],
                ] as const
              ).map(([key, value]) => (
                <div key={key} className="rounded-md border border-border p-3">
                  <dt className="text-muted-foreground">{t(`tours.figures.counts.${key}`)}</dt>
                  <dd className="text-xl font-bold" data-testid={`tour-figure-${key}`}>
                    {value}
                  </dd>
                </div>
              ))}
            </dl>
            <fieldset className="inline-flex w-fit rounded-md border border-input p-0.5">
              <legend className="sr-only">{t("tours.figures.breakdown")}</legend>
              {(["site", "tour"] as const).map((value) => (
                <button
                  key={value}
                  type="button"
                  aria-pressed={by === value}
                  onClick={() => setBy(value)}
                  className={cn(
                    "rounded px-3 py-1 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                    by === value ? "bg-primary text-primary-foreground" : "text-foreground hover:bg-accent",
                  )}
                >
                  {t(`tours.figures.by.${value}`)}
                </button>
              ))}
            </fieldset>
            <TourFiguresChart stats={stats.data} by={by} />
          </>
        )}
      </section>
    </Card>
  );
}
