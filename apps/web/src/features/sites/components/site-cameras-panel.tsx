import { Camera } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { StatusPill } from "@/components/status-pill";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { formatDateTime } from "@/lib/format-date";
import { useSiteCameras } from "../api/get-site-cameras.ts";

/** The site's cameras with the status measured by the server's monitor. */
export function SiteCamerasPanel({ siteId, enabled }: { siteId: string; enabled: boolean }) {
  const { t, i18n } = useTranslation();
  const cameras = useSiteCameras({ id: siteId, enabled });
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2 pb-3">
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <Camera className="size-5 text-primary" aria-hidden="true" />
          {t("sites.detail.cameras")}
        </h2>
        {enabled && (
          <Link
            to={`/dashboard/cameras?site=${encodeURIComponent(siteId)}`}
            className="text-sm font-medium text-primary hover:underline"
          >
            {t("sites.detail.allCameras")}
          </Link>
        )}
      </CardHeader>
      <CardContent>
        {!enabled ? (
          <p className="text-sm text-muted-foreground">{t("sites.detail.noAccess")}</p>
        ) : cameras.isPending ? (
          <Spinner />
        ) : cameras.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {cameras.error.message}
          </p>
        ) : cameras.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("sites.detail.noCameras")}</p>
        ) : (
          <ul className="divide-y divide-border">
            {cameras.data.map((camera) => {
              const online = camera.status === "En ligne";
              return (
                <li key={camera.id} className="flex flex-wrap items-center justify-between gap-2 py-2.5">
                  <div className="min-w-0">
                    <p className="truncate text-sm font-medium">{camera.name}</p>
                    <p className="truncate text-xs text-muted-foreground">
                      {camera.location} ·{" "}
                      {camera.lastPing
                        ? t("sites.detail.lastPing", { date: formatDateTime(camera.lastPing, i18n.language) })
                        : t("sites.detail.neverPinged")}
                    </p>
                  </div>
                  <StatusPill
                    ok={online}
                    tone="danger"
                    label={online ? t("sites.detail.online") : t("sites.detail.offline")}
                  />
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
