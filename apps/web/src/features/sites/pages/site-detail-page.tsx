import { can } from "@hts/domain";
import { ArrowLeft, KeyRound, Mail, MapPin, Pencil, Phone, User } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { ErrorState } from "@/components/list-state";
import { PageHeader } from "@/components/page-header";
import { PageSpinner } from "@/components/page-spinner";
import { StatusPill } from "@/components/status-pill";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { isApiError } from "@/lib/api-error";
import { useAuth } from "@/lib/auth/auth-context";
import { formatDateTime } from "@/lib/format-date";
import { useSite } from "../api/get-site.ts";
import { SiteAlarmsPanel } from "../components/site-alarms-panel.tsx";
import { SiteCamerasPanel } from "../components/site-cameras-panel.tsx";
import { SiteFormDialog } from "../components/site-form-dialog.tsx";

/** /dashboard/sites/:id: the site's details, its cameras and its latest alarms. */
export function SiteDetailPage() {
  const { t, i18n } = useTranslation();
  const { id = "" } = useParams();
  const { user } = useAuth();
  const role = user?.role;
  const allowed = (area: "sites" | "cameras" | "alarms", level: "read" | "write") =>
    role ? can({ role, area, level }) : false;
  const site = useSite({ id });
  const [editing, setEditing] = useState(false);

  const back = (
    <Link
      to="/dashboard/sites"
      className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-primary hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {t("sites.detail.back")}
    </Link>
  );

  if (site.isPending) return <PageSpinner />;
  if (site.isError) {
    const notFound = isApiError(site.error) && site.error.status === 404;
    return (
      <section className="mx-auto flex w-full max-w-5xl flex-col gap-6">
        {back}
        <PageHeader title={t("sites.detail.notFoundTitle")} />
        <ErrorState
          message={notFound ? t("sites.detail.notFound") : site.error.message}
          onRetry={notFound ? undefined : () => site.refetch()}
        />
      </section>
    );
  }

  const data = site.data;
  return (
    <section className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      {back}
      <PageHeader
        title={data.name}
        meta={
          <>
            <Badge variant="secondary">{t(`sites.types.${data.type}`)}</Badge>
            <StatusPill
              ok={data.status === "active"}
              label={data.status === "active" ? t("sites.status.active") : t("sites.status.inactive")}
            />
          </>
        }
        actions={
          allowed("sites", "write") && (
            <Button variant="outline" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" />
              {t("sites.card.edit")}
            </Button>
          )
        }
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-1">
          <CardHeader className="pb-3">
            <h2 className="text-lg font-semibold">{t("sites.detail.details")}</h2>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-1 gap-3 text-sm">
              <Detail icon={MapPin} label={t("sites.form.address")} value={data.address} />
              <Detail icon={User} label={t("sites.form.contactName")} value={data.contactName} />
              <Detail
                icon={Phone}
                label={t("sites.form.contactPhone")}
                value={data.contactPhone}
                href={data.contactPhone ? `tel:${data.contactPhone.replace(/\s+/g, "")}` : undefined}
              />
              <Detail
                icon={Mail}
                label={t("sites.form.contactEmail")}
                value={data.contactEmail}
                href={data.contactEmail ? `mailto:${data.contactEmail}` : undefined}
              />
            </dl>
            <dl className="mt-4 grid grid-cols-3 gap-2 rounded-md bg-muted p-3 text-center">
              <Count label={t("sites.card.cameras")} value={data.camerasCount} />
              <Count label={t("sites.card.alarms")} value={data.alarmsCount} />
              <Count label={t("sites.detail.activeAlarms")} value={data.activeAlarmsCount} />
            </dl>
            <p className="mt-4 text-xs text-muted-foreground">
              {t("sites.detail.updated", { date: formatDateTime(data.updatedAt, i18n.language) })}
            </p>
          </CardContent>
        </Card>
        <div className="grid min-w-0 grid-cols-1 gap-6 lg:col-span-2">
          <SiteCamerasPanel siteId={data.id} enabled={allowed("cameras", "read")} />
          <SiteAlarmsPanel siteId={data.id} enabled={allowed("alarms", "read")} />
          <Card>
            <CardHeader className="pb-3">
              <h2 className="flex items-center gap-2 text-lg font-semibold">
                <KeyRound className="size-5 text-primary" aria-hidden="true" />
                {t("sites.detail.accessPoints")}
              </h2>
            </CardHeader>
            <CardContent>
              <p className="text-sm text-muted-foreground">{t("sites.detail.accessPointsLater")}</p>
            </CardContent>
          </Card>
        </div>
      </div>
      <SiteFormDialog open={editing} onOpenChange={setEditing} site={data} />
    </section>
  );
}

function Detail({
  icon: Icon,
  label,
  value,
  href,
}: {
  icon: typeof MapPin;
  label: string;
  value: string | null;
  href?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-1 gap-0.5">
      <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
        <Icon className="size-3.5 shrink-0" aria-hidden="true" />
        {label}
      </dt>
      <dd className="break-words pl-5 font-medium">
        {value ? (
          href ? (
            <a href={href} className="text-primary hover:underline">
              {value}
            </a>
          ) : (
            value
          )
        ) : (
          <span className="font-normal text-muted-foreground">{t("sites.detail.none")}</span>
        )}
      </dd>
    </div>
  );
}

function Count({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-xl font-bold tabular-nums">{value}</dd>
    </div>
  );
}
