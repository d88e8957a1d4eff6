import { format, parseISO } from "date-fns";
import { useTranslation } from "react-i18next";
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  ErrorBar,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { dateLocale } from "@/lib/date-locale";
import { formatPercent } from "@/lib/format-number";
import type { TPredictions } from "../api/ai-insights-api.ts";

export function PredictionsResult({ predictions }: { predictions: TPredictions }) {
  const { t, i18n } = useTranslation();
  const locale = dateLocale(i18n.language);
  const percent = (fraction: number) =>
    formatPercent(Math.round(fraction * 100), i18n.language, { maximumFractionDigits: 0 });
  const data = predictions.next_7_days.map((d) => ({
    label: format(parseISO(d.date), "EEE d", { locale }),
    mean: d.mean,
    range: [d.mean - d.low, d.high - d.mean] as [number, number],
    low: d.low,
    high: d.high,
  }));
  const b = predictions.backtest;
  const n30 = predictions.next_30_days;
  return (
    <Card data-testid="result-predictions" className="min-w-0">
      <CardHeader>
        <CardTitle>{t("aiInsights.predictions.title")}</CardTitle>
        <CardDescription>{t("aiInsights.predictions.model")}</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-6 md:grid-cols-2">
        <figure className="m-0 grid min-w-0 gap-2">
          <figcaption className="text-sm font-medium">
            {t("aiInsights.predictions.next7")} — {t("aiInsights.predictions.interval")}
          </figcaption>
          <div className="h-56 w-full min-w-0" aria-hidden="true">
            <ResponsiveContainer width="100%" height="100%">
              <ComposedChart
                data={data}
                margin={{ top: 4, right: 4, bottom: 0, left: -20 }}
                accessibilityLayer={false}
              >
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="label" fontSize={11} />
                <YAxis allowDecimals={false} fontSize={11} />
                <Tooltip />
                <Bar dataKey="mean" name={t("aiInsights.predictions.expected")} fill="#7c3aed">
                  <ErrorBar dataKey="range" width={6} stroke="#334155" />
                </Bar>
              </ComposedChart>
            </ResponsiveContainer>
          </div>
          <table className="text-xs">
            <caption className="sr-only">{t("aiInsights.predictions.next7")}</caption>
            <thead>
              <tr className="text-muted-foreground">
                <th scope="col" className="text-left font-medium" />
                <th scope="col" className="text-right font-medium">
                  {t("aiInsights.predictions.expected")}
                </th>
                <th scope="col" className="text-right font-medium">
                  {t("aiInsights.predictions.interval")}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.map((d) => (
                <tr key={d.label}>
                  <th scope="row" className="text-left font-normal">
                    {d.label}
                  </th>
                  <td className="text-right font-mono">{d.mean}</td>
                  <td className="text-right font-mono">
                    {d.low}–{d.high}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </figure>
        <section className="grid min-w-0 content-start gap-2 text-sm" data-testid="backtest">
          <p>{t("aiInsights.predictions.next30", { total: n30.total, low: n30.low, high: n30.high })}</p>
          <h4 className="mt-2 font-medium">{t("aiInsights.predictions.backtest")}</h4>
          {b ? (
            <>
              <p>{t("aiInsights.predictions.modelError", { value: b.model_mae })}</p>
              <p>{t("aiInsights.predictions.naiveError", { value: b.naive_mae })}</p>
              <p className={b.beats_naive ? "font-medium text-success-strong" : "font-medium text-amber-800"}>
                {b.beats_naive
                  ? t("aiInsights.predictions.better", { percent: percent(b.improvement) })
                  : t("aiInsights.predictions.worse", { percent: percent(b.improvement) })}
              </p>
              <p>{t("aiInsights.predictions.coverage", { percent: percent(b.coverage) })}</p>
            </>
          ) : (
            <p className="text-muted-foreground">{t("aiInsights.predictions.noBacktest")}</p>
          )}
        </section>
      </CardContent>
    </Card>
  );
}
