import type { TDashboard } from "@hts/domain";
import { MapPin } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { SeverityBadge } from "@/components/severity-badge";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { formatDateTime, formatRelative } from "@/lib/format-date";

/** The five latest alarms. */
export function RecentAlerts({ alerts, canOpen }: { alerts: TDashboard["recentAlerts"]; canOpen: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <Card className="flex flex-col">
      <CardHeader className="flex-row items-center justify-between gap-2 pb-3">
        <h2 className="text-lg font-semibold">{t("dashboard.recentAlerts")}</h2>
        {canOpen && (
          <Link to="/dashboard/alarms" className="text-sm font-medium text-primary hover:underline">
            {t("dashboard.seeAll")}
          </Link>
        )}
      </CardHeader>
      <CardContent className="flex-1">
        {alerts.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("dashboard.noAlerts")}</p>
        ) : (
          <ul className="divide-y divide-border" data-testid="recent-alerts">
            {alerts.map((alert) => (
              <li key={alert.id} className="grid grid-cols-1 gap-1 py-3 first:pt-0 last:pb-0">
                <div className="flex flex-wrap items-center gap-2">
                  <p className="min-w-0 flex-1 truncate text-sm font-semibold">{alert.title}</p>
                  <SeverityBadge severity={alert.severity} />
                </div>
                <p className="line-clamp-2 text-sm text-muted-foreground">{alert.description}</p>
                <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
                  <span className="inline-flex min-w-0 items-center gap-1">
                    <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
                    <span className="truncate">
                      {alert.siteName} · {alert.location}
                    </span>
                  </span>
                  <time dateTime={alert.time} title={formatDateTime(alert.time, i18n.language)}>
                    {formatRelative(alert.time, i18n.language)}
                  </time>
                  {alert.status !== "Active" && (
                    <span className="font-medium text-success-strong">{t("dashboard.resolved")}</span>
                  )}
                </p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
