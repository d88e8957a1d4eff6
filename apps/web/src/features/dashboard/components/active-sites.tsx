import type { TDashboard } from "@hts/domain";
import { Camera, KeyRound } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { formatDateTime, formatRelative } from "@/lib/format-date";

/** The five most recently active sites. */
export function ActiveSites({ sites, canOpen }: { sites: TDashboard["activeSites"]; canOpen: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <Card className="flex flex-col">
      <CardHeader className="flex-row items-center justify-between gap-2 pb-3">
        <h2 className="text-lg font-semibold">{t("dashboard.activeSites")}</h2>
        {canOpen && (
          <Link to="/dashboard/sites" className="text-sm font-medium text-primary hover:underline">
            {t("dashboard.seeAll")}
          </Link>
        )}
      </CardHeader>
      <CardContent className="flex-1">
        {sites.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("dashboard.noSites")}</p>
        ) : (
          <ul className="divide-y divide-border" data-testid="active-sites">
            {sites.map((site) => (
              <li key={site.id} className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
                <span
                  className={cn(
                    "mt-1.5 size-2.5 shrink-0 rounded-full",
                    site.status === "active" ? "bg-success" : "bg-slate-400",
                  )}
                  role="img"
                  aria-label={
                    site.status === "active" ? t("dashboard.siteActive") : t("dashboard.siteInactive")
                  }
                />
                <div className="min-w-0 flex-1">
                  {canOpen ? (
                    <Link
                      to={`/dashboard/sites/${site.id}`}
                      className="block truncate text-sm font-semibold hover:underline"
                    >
                      {site.name}
                    </Link>
                  ) : (
                    <p className="truncate text-sm font-semibold">{site.name}</p>
                  )}
                  <p className="truncate text-xs text-muted-foreground">{site.address}</p>
                  <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">
                    <span className="inline-flex items-center gap-1">
                      <Camera className="size-3.5" aria-hidden="true" />
                      {t("dashboard.cameras", { count: site.cameras })}
                    </span>
                    <span className="inline-flex items-center gap-1">
                      <KeyRound className="size-3.5" aria-hidden="true" />
                      {t("dashboard.accessPoints", { count: site.accessPoints })}
                    </span>
                  </p>
                </div>
                <time
                  dateTime={site.lastUpdate}
                  title={formatDateTime(site.lastUpdate, i18n.language)}
                  className="shrink-0 text-xs text-muted-foreground"
                >
                  {formatRelative(site.lastUpdate, i18n.language)}
                </time>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
