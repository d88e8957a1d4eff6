import type { TSite } from "@hts/domain";
import { Mail, MapPin, Phone, User } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { formatDateTime } from "@/lib/format-date";
import { Count, Detail } from "./site-detail-parts.tsx";

/** The site's address and contact (phone and e-mail as links), its counts, and when it last changed. */
export function SiteDetailsCard({ site }: { site: TSite }) {
  const { t, i18n } = useTranslation();
  return (
    <Card className="lg:col-span-1">
      <CardHeader className="pb-3">
        <h2 className="text-lg font-semibold">{t("sites.detail.details")}</h2>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-1 gap-3 text-sm">
          <Detail icon={MapPin} label={t("sites.form.address")} value={site.address} />
          <Detail icon={User} label={t("sites.form.contactName")} value={site.contactName} />
          <Detail
            icon={Phone}
            label={t("sites.form.contactPhone")}
            value={site.contactPhone}
            href={site.contactPhone ? `tel:${site.contactPhone.replace(/\s+/g, "")}` : undefined}
          />
          <Detail
            icon={Mail}
            label={t("sites.form.contactEmail")}
            value={site.contactEmail}
            href={site.contactEmail ? `mailto:${site.contactEmail}` : undefined}
          />
        </dl>
        <dl className="mt-4 grid grid-cols-3 gap-2 rounded-md bg-muted p-3 text-center">
          <Count label={t("sites.card.cameras")} value={site.camerasCount} />
          <Count label={t("sites.card.alarms")} value={site.alarmsCount} />
          <Count label={t("sites.detail.activeAlarms")} value={site.activeAlarmsCount} />
        </dl>
        <p className="mt-4 text-xs text-muted-foreground">
          {t("sites.detail.updated", { date: formatDateTime(site.updatedAt, i18n.language) })}
        </p>
      </CardContent>
    </Card>
  );
}
