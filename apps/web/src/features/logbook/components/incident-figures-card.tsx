import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { incidentFiguresQuery } from "../api/logbook-api.ts";

/** Incidents written from the phones over the last 30 days: per severity and the sites with the most. */
export function IncidentFiguresCard({ siteId }: { siteId?: string }) {
  const { t } = useTranslation();
  const figures = useQuery(incidentFiguresQuery({ siteId }));
  return (
    <section
      aria-labelledby="logbook-figures"
      className="space-y-3 rounded-lg border border-border bg-card p-4"
    >
      <h2 id="logbook-figures" className="text-lg font-semibold">
        {t("logbook.figures.title")}
      </h2>
      {figures.isPending ? (
        <p className="text-sm text-muted-foreground">{t("logbook.figures.loading")}</p>
      ) : figures.isError ? (
        <p role="alert" className="text-sm">
          {t("logbook.office.error")}
        </p>
      ) : (
        <>
          <p className="text-2xl font-bold">{t("logbook.figures.total", { count: figures.data.total })}</p>
          <ul className="flex flex-wrap gap-3 text-sm">
            {figures.data.by_severity.map((s) => (
              <li key={s.severity}>
                {t(`logbook.severities.${s.severity}`)} : <strong>{s.count}</strong>
              </li>
            ))}
          </ul>
          {figures.data.by_site.length > 0 && (
            <ol className="space-y-1 text-sm">
              {figures.data.by_site.slice(0, 5).map((s) => (
                <li key={s.site_id}>
                  <Link className="underline" to={`/dashboard/logbook?site=${s.site_id}`}>
                    {s.site_name}
                  </Link>{" "}
                  : {s.count}
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </section>
  );
}
