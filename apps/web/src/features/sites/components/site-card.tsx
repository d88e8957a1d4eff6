import type { TSite } from "@hts/domain";
import { Camera, Eye, Mail, MapPin, Pencil, Phone, Siren, User } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { StatusPill } from "@/components/status-pill";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

export type SiteCardProps = { site: TSite; canEdit: boolean; onEdit: (site: TSite) => void };

/** One site: type, address, contact, counts computed by the server from the cameras and alarms. */
export function SiteCard({ site, canEdit, onEdit }: SiteCardProps) {
  const { t } = useTranslation();
  const titleId = `site-${site.id}-title`;
  return (
    <Card className="flex w-full flex-col gap-4 p-5" data-testid="site-card">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={titleId} className="truncate text-base font-semibold text-foreground">
            {site.name}
          </h2>
          <Badge variant="secondary" className="mt-1.5">
            {t(`sites.types.${site.type}`)}
          </Badge>
          {site.archivedAt && (
            <Badge variant="outline" className="mt-1.5 ml-1.5">
              {t("sites.archive.badge")}
            </Badge>
          )}
        </div>
        <StatusPill
          ok={site.status === "active"}
          label={site.status === "active" ? t("sites.status.active") : t("sites.status.inactive")}
        />
      </div>
      <p className="flex items-start gap-2 text-sm text-muted-foreground">
        <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span className="sr-only">{t("sites.card.address")} </span>
        <span className="min-w-0 break-words">{site.address}</span>
      </p>
      {(site.contactName || site.contactPhone || site.contactEmail) && (
        <div className="grid grid-cols-1 gap-1 text-sm text-muted-foreground">
          {site.contactName && (
            <p className="flex items-center gap-2">
              <User className="size-4 shrink-0" aria-hidden="true" />
              <span className="sr-only">{t("sites.card.contact")} </span>
              <span className="truncate">{site.contactName}</span>
            </p>
          )}
          {site.contactPhone && (
            <a
              href={`tel:${site.contactPhone.replace(/\s+/g, "")}`}
              className="flex w-fit items-center gap-2 rounded-sm hover:text-foreground hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <Phone className="size-4 shrink-0" aria-hidden="true" />
              {site.contactPhone}
            </a>
          )}
          {site.contactEmail && (
            <a
              href={`mailto:${site.contactEmail}`}
              className="flex w-fit min-w-0 items-center gap-2 rounded-sm hover:text-foreground hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <Mail className="size-4 shrink-0" aria-hidden="true" />
              <span className="truncate">{site.contactEmail}</span>
            </a>
          )}
        </div>
      )}
      <dl className="grid grid-cols-2 gap-3 rounded-md bg-muted p-3 text-sm">
        <div className="flex items-center gap-2">
          <dt>
            <Camera className="size-4 text-primary" aria-hidden="true" />
            <span className="sr-only">{t("sites.card.cameras")}</span>
          </dt>
          <dd>
            <span className="font-semibold tabular-nums">{site.camerasCount}</span>{" "}
            {t("sites.card.camerasLabel", { count: site.camerasCount })}
          </dd>
        </div>
        <div className="flex items-center gap-2">
          <dt>
            <Siren className="size-4 text-destructive" aria-hidden="true" />
            <span className="sr-only">{t("sites.card.alarms")}</span>
          </dt>
          <dd>
            <span className="font-semibold tabular-nums">{site.alarmsCount}</span>{" "}
            {t("sites.card.alarmsLabel", { count: site.alarmsCount })}
            {site.activeAlarmsCount > 0 && (
              <span className="ml-1 font-medium text-destructive">
                ({t("sites.card.activeAlarms", { count: site.activeAlarmsCount })})
              </span>
            )}
          </dd>
        </div>
      </dl>
      <div className="mt-auto flex gap-2">
        <Button asChild variant="outline" size="sm" className="flex-1">
          <Link
            to={`/dashboard/sites/${site.id}`}
            aria-label={t("sites.card.viewLabel", { name: site.name })}
          >
            <Eye aria-hidden="true" />
            {t("sites.card.view")}
          </Link>
        </Button>
        {canEdit && (
          <Button
            variant="outline"
            size="sm"
            className="flex-1"
            onClick={() => onEdit(site)}
            aria-label={t("sites.card.editLabel", { name: site.name })}
          >
            <Pencil aria-hidden="true" />
            {t("sites.card.edit")}
          </Button>
        )}
      </div>
    </Card>
  );
}
