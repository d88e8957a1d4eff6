import { can } from "@hts/domain";
import { Archive, ArrowLeft, KeyRound, Pencil, RotateCcw, Trash2 } from "lucide-react";
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
import { SiteLogbookSection } from "@/features/logbook";
import { CoveragePostsPanel } from "@/features/staffing";
import { SiteToursSection } from "@/features/tours";
import { isApiError } from "@/lib/api-error";
import { useAuth } from "@/lib/auth/auth-context";
import { useRecordRights } from "@/lib/auth/record-rights";
import { formatDateTime } from "@/lib/format-date";
import { useSite } from "../api/get-site.ts";
import { SiteAlarmsPanel } from "../components/site-alarms-panel.tsx";
import { SiteCamerasPanel } from "../components/site-cameras-panel.tsx";
import { SiteDeleteDialog } from "../components/site-delete-dialog.tsx";
import { SiteDetailsCard } from "../components/site-details-card.tsx";
import { SiteFormDialog } from "../components/site-form-dialog.tsx";
import { useSiteLifecycleActions } from "../lib/use-site-lifecycle-actions.ts";

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
  const [deleting, setDeleting] = useState(false);
  const rights = useRecordRights();
  const { onDelete, onRestore, ...pending } = useSiteLifecycleActions({
    id,
    onDeleted: () => setDeleting(false),
  });

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
  const archived = data.archivedAt !== null;
  const siteRef = { ownerUserIds: [], siteId: data.id };
  const mayEdit = !archived && allowed("sites", "write") && rights.on("site", "update", siteRef);
  const mayDelete = !archived && allowed("sites", "write") && rights.on("site", "delete", siteRef);
  const mayRestore = archived && allowed("sites", "write") && rights.on("site", "update", siteRef);
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
            {archived && <Badge variant="outline">{t("sites.archive.badge")}</Badge>}
          </>
        }
        actions={
          (mayEdit || mayDelete || mayRestore) && (
            <div className="flex flex-wrap gap-2">
              {mayEdit && (
                <Button variant="outline" onClick={() => setEditing(true)}>
                  <Pencil aria-hidden="true" />
                  {t("sites.card.edit")}
                </Button>
              )}
              {mayDelete && (
                <Button variant="outline" className="text-destructive" onClick={() => setDeleting(true)}>
                  <Trash2 aria-hidden="true" />
                  {t("sites.delete.button")}
                </Button>
              )}
              {mayRestore && (
                <Button variant="outline" onClick={() => void onRestore()} disabled={pending.restoring}>
                  <RotateCcw aria-hidden="true" />
                  {t("sites.archive.restore")}
                </Button>
              )}
            </div>
          )
        }
      />
      {archived && data.archivedAt && (
        <p
          role="status"
          className="flex items-center gap-2 rounded-md border border-border bg-muted px-4 py-3 text-sm"
        >
          <Archive className="size-4 shrink-0" aria-hidden="true" />
          {t("sites.archive.banner", { date: formatDateTime(data.archivedAt, i18n.language) })}
        </p>
      )}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <SiteDetailsCard site={data} />
        <div className="grid min-w-0 grid-cols-1 gap-6 lg:col-span-2">
          <SiteCamerasPanel siteId={data.id} enabled={allowed("cameras", "read")} />
          <SiteAlarmsPanel siteId={data.id} enabled={allowed("alarms", "read")} />
          <CoveragePostsPanel siteId={data.id} />
          {!archived && <SiteToursSection siteId={data.id} />}
          <SiteLogbookSection siteId={data.id} />
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
      {mayDelete && (
        <SiteDeleteDialog
          site={data}
          open={deleting}
          busy={pending.deleting}
          onConfirm={() => void onDelete()}
          onOpenChange={setDeleting}
        />
      )}
    </section>
  );
}
