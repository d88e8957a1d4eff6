import { Siren } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { SeverityBadge } from "@/components/severity-badge";
import { StatusPill } from "@/components/status-pill";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { formatDateTime } from "@/lib/format-date";
import { useSiteAlarms } from "../api/get-site-alarms.ts";

/** The site's latest alarms, newest first. */
export function SiteAlarmsPanel({ siteId, enabled }: { siteId: string; enabled: boolean }) {
  const { t, i18n } = useTranslation();
  const alarms = useSiteAlarms({ id: siteId, enabled });
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2 pb-3">
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <Siren className="size-5 text-destructive" aria-hidden="true" />
          {t("sites.detail.alarms")}
        </h2>
        {enabled && (
          <Link to="/dashboard/alarms" className="text-sm font-medium text-primary hover:underline">
            {t("sites.detail.allAlarms")}
          </Link>
        )}
      </CardHeader>
      <CardContent>
        {!enabled ? (
          <p className="text-sm text-muted-foreground">{t("sites.detail.noAccess")}</p>
        ) : alarms.isPending ? (
          <Spinner />
        ) : alarms.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {alarms.error.message}
          </p>
        ) : alarms.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("sites.detail.noAlarms")}</p>
        ) : (
          <ul className="divide-y divide-border">
            {alarms.data.map((alarm) => (
              <li key={alarm.id} className="grid grid-cols-1 gap-1 py-2.5">
                <div className="flex flex-wrap items-center gap-2">
                  <p className="min-w-0 flex-1 truncate text-sm font-medium">{alarm.title}</p>
                  <SeverityBadge severity={alarm.severity} />
                  <StatusPill
                    ok={alarm.status !== "Active"}
                    tone="danger"
                    label={
                      alarm.status === "Active"
                        ? t("sites.detail.alarmActive")
                        : t("sites.detail.alarmResolved")
                    }
                  />
                </div>
                <p className="text-xs text-muted-foreground">
                  {alarm.location} ·{" "}
                  <time dateTime={alarm.timestamp}>{formatDateTime(alarm.timestamp, i18n.language)}</time>
                </p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
