import { useQuery } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { downloadPortalReport, portalReportsQuery } from "../api/portal-api.ts";

/** Finalized security reports of the chosen sites; those the company exported as PDF download. */
export function PortalReports({ siteId }: { siteId?: string }) {
  const { t } = useTranslation();
  const reports = useQuery(portalReportsQuery(siteId));
  if (reports.isPending) return <p className="text-sm text-muted-foreground">{t("portal.loading")}</p>;
  if (reports.isError) return <p role="alert">{t("portal.error")}</p>;
  if (reports.data === null) return null;
  return (
    <section aria-labelledby="portal-reports" className="space-y-3">
      <h2 id="portal-reports" className="text-lg font-semibold">
        {t("portal.reports.title")}
      </h2>
      {reports.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("portal.reports.empty")}</p>
      ) : (
        <ul className="divide-y divide-border rounded-lg border border-border">
          {reports.data.map((r) => (
            <li
              key={r.id}
              className="flex min-w-0 flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm"
            >
              <span>
                {r.siteName} · {r.periodStart} → {r.periodEnd}
              </span>
              {r.downloadable ? (
                <Button
                  size="sm"
                  variant="outline"
                  className="h-auto max-w-full whitespace-normal py-1.5 text-left"
                  onClick={() => void downloadPortalReport(r)}
                >
                  <Download className="size-4" aria-hidden="true" />
                  {t("portal.reports.download", { site: r.siteName, from: r.periodStart })}
                </Button>
              ) : (
                <span className="text-muted-foreground">{t("portal.reports.notExported")}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
