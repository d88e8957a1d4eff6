import type { TPortalService } from "@hts/domain";
import { useTranslation } from "react-i18next";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

/** Planned and clocked hours per ISO week (the week's Monday), with the same figures as a table. */
export function ServiceChart({ weeks }: { weeks: TPortalService["weeks"] }) {
  const { t } = useTranslation();
  const data = weeks.map((w) => ({
    week: w.period.slice(5),
    planned: Math.round(w.figures.plannedMinutes / 6) / 10,
    worked: Math.round(w.figures.workedMinutes / 6) / 10,
  }));
  return (
    <figure className="space-y-2">
      <figcaption className="text-sm font-medium text-foreground">{t("portal.chart.title")}</figcaption>
      <div className="h-64 w-full" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={data}
            margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
            accessibilityLayer={false}
          >
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="week" fontSize={12} />
            <YAxis fontSize={12} />
            <Tooltip />
            <Legend />
            <Bar dataKey="planned" name={t("portal.figures.planned")} fill="#94a3b8" />
            <Bar dataKey="worked" name={t("portal.figures.worked")} fill="#1d4ed8" />
          </BarChart>
        </ResponsiveContainer>
      </div>
      {/* The chart's figures for screen readers and keyboard users. */}
      {/* In a hidden block: a table ignores the 1 px width `sr-only` gives it and widened the phone page. */}
      <div className="sr-only">
        <table>
          <caption>{t("portal.chart.title")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("portal.chart.week")}</th>
              <th scope="col">{t("portal.figures.planned")}</th>
              <th scope="col">{t("portal.figures.worked")}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((d) => (
              <tr key={d.week}>
                <td>{d.week}</td>
                <td>{d.planned}</td>
                <td>{d.worked}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
