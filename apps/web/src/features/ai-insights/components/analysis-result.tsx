import { useTranslation } from "react-i18next";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatNumber } from "@/lib/format-number";
import type { TIncidentAnalysis } from "../api/ai-insights-api.ts";

function SmallBars({
  title,
  data,
  dataKey,
}: {
  title: string;
  data: { label: string; count: number }[];
  dataKey: string;
}) {
  const { t } = useTranslation();
  return (
    <figure className="m-0 grid min-w-0 gap-2">
      <figcaption className="text-sm font-medium">{title}</figcaption>
      <div className="h-48 w-full min-w-0" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={data}
            margin={{ top: 4, right: 4, bottom: 0, left: -20 }}
            accessibilityLayer={false}
          >
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" fontSize={11} interval="preserveStartEnd" />
            <YAxis allowDecimals={false} fontSize={11} />
            <Tooltip />
            <Bar
              dataKey="count"
              name={t("aiInsights.analysis.incidents")}
              fill="#2563eb"
              data-key={dataKey}
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <p className="sr-only">{data.map((d) => `${d.label}: ${d.count}`).join(", ")}</p>
    </figure>
  );
}

export function AnalysisResult({ analysis }: { analysis: TIncidentAnalysis }) {
  const { t, i18n } = useTranslation();
  const weekdays = t("aiInsights.analysis.weekdays", { returnObjects: true }) as string[];
  const rt = analysis.response_times;
  const none = t("aiInsights.analysis.noValue");
  // Minutes with one decimal, written as the language writes them ("23,6" in French).
  const minutes = (value: number | null) => (value === null ? none : formatNumber(value, i18n.language));
  return (
    <Card data-testid="result-analysis" className="min-w-0">
      <CardHeader>
        <CardTitle>{t("aiInsights.analysis.title")}</CardTitle>
        <CardDescription>
          {t("aiInsights.analysis.period", { count: analysis.total_incidents })} ·{" "}
          {analysis.trend.explanation}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
          <SmallBars
            title={t("aiInsights.analysis.byHour")}
            dataKey="hour"
            data={analysis.patterns.by_hour.map((h) => ({ label: `${h.hour}h`, count: h.count }))}
          />
          <SmallBars
            title={t("aiInsights.analysis.byWeekday")}
            dataKey="weekday"
            data={analysis.patterns.by_weekday.map((d) => ({
              label: weekdays[d.weekday - 1] ?? "",
              count: d.count,
            }))}
          />
        </div>
        <div className="grid grid-cols-1 gap-6 md:grid-cols-3">
          <section className="grid content-start gap-1 text-sm">
            <h4 className="font-medium">{t("aiInsights.analysis.bySite")}</h4>
            <ul>
              {analysis.patterns.by_site.map((s) => (
                <li key={s.site_id} className="flex justify-between gap-2">
                  <span>{s.site_name}</span>
                  <span className="font-mono">{s.count}</span>
                </li>
              ))}
            </ul>
          </section>
          <section className="grid content-start gap-1 text-sm">
            <h4 className="font-medium">{t("aiInsights.analysis.byType")}</h4>
            <ul>
              {analysis.patterns.by_type.map((s) => (
                <li key={s.type} className="flex justify-between gap-2">
                  <span>
                    {t(`alarms.types.${s.type}` as "alarms.types.intrusion", { defaultValue: s.type })}
                  </span>
                  <span className="font-mono">{s.count}</span>
                </li>
              ))}
            </ul>
          </section>
          <section className="grid content-start gap-1 text-sm">
            <h4 className="font-medium">{t("aiInsights.analysis.response")}</h4>
            <p>{t("aiInsights.analysis.avgResponse", { value: minutes(rt.avg_response_minutes) })}</p>
            <p>{t("aiInsights.analysis.medianResponse", { value: minutes(rt.median_response_minutes) })}</p>
            <p>{t("aiInsights.analysis.avgResolution", { value: minutes(rt.avg_resolution_minutes) })}</p>
          </section>
        </div>
        <section className="grid gap-2 text-sm">
          <h4 className="font-medium">{t("aiInsights.analysis.anomalies")}</h4>
          {analysis.anomalies.length ? (
            <ul className="grid list-disc gap-1 pl-5">
              {analysis.anomalies.map((a) => (
                <li key={`${a.kind}-${a.site_id}-${a.date}`}>{a.explanation}</li>
              ))}
            </ul>
          ) : (
            <p className="text-muted-foreground">{t("aiInsights.analysis.noAnomaly")}</p>
          )}
        </section>
        <section className="grid gap-2 text-sm">
          <h4 className="font-medium">{t("aiInsights.analysis.recurring")}</h4>
          {analysis.recurring.length ? (
            <ul className="grid list-disc gap-1 pl-5">
              {analysis.recurring.map((r) => (
                <li key={`${r.site_id}-${r.type}`}>{r.explanation}</li>
              ))}
            </ul>
          ) : (
            <p className="text-muted-foreground">{t("aiInsights.analysis.noRecurring")}</p>
          )}
        </section>
      </CardContent>
    </Card>
  );
}
