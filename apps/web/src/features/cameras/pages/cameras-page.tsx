import { can, type TCamera } from "@hts/domain";
import { Camera, LayoutGrid, List, Plus } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { CardSkeletons, EmptyState, ErrorState } from "@/components/list-state";
import { NamedOptions } from "@/components/named-options";
import { PageHeader } from "@/components/page-header";
import { SearchInput } from "@/components/search-input";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { toast } from "@/components/ui/toast-store";
import { useAuth } from "@/lib/auth/auth-context";
import { useRecordRights } from "@/lib/auth/record-rights";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useDeleteCamera } from "../api/delete-camera.ts";
import { useCameraCounts } from "../api/get-camera-counts.ts";
import { useCameraSites } from "../api/get-camera-sites.ts";
import { useCameras } from "../api/get-cameras.ts";
import { CameraDetailDialog } from "../components/camera-detail-dialog.tsx";
import { CameraFormDialog } from "../components/camera-form-dialog.tsx";
import { CameraRecordingsDialog } from "../components/camera-recordings-dialog.tsx";
import { CameraGrid, CameraList } from "../components/camera-views.tsx";

/** 'Caméras de surveillance': search, site filter, list or live grid; status measured by the server. */
export function CamerasPage() {
  const { t } = useTranslation();
  const id = useId();
  const { user } = useAuth();
  const canWrite = user ? can({ role: user.role, area: "cameras", level: "write" }) : false;
  const [search, setSearch] = useState("");
  // ?site=<id> (the site page's 'Toutes les caméras' link) opens the list filtered to that site.
  const [params, setParams] = useSearchParams();
  const siteId = params.get("site") ?? "";
  const setSiteId = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set("site", next);
        else updated.delete("site");
        return updated;
      },
      { replace: true },
    );
  const rights = useRecordRights();
  const remove = useDeleteCamera();
  const [deleting, setDeleting] = useState<TCamera | null>(null);
  const [live, setLive] = useState(false);
  const q = useDebouncedValue(search.trim());
  const cameras = useCameras({ q, siteId });
  const counts = useCameraCounts();
  const sites = useCameraSites();
  const [form, setForm] = useState<{ open: boolean; camera: TCamera | null }>({ open: false, camera: null });
  const [viewId, setViewId] = useState<string | null>(null);
  const [recordingsId, setRecordingsId] = useState<string | null>(null);
  // Playback is per browser: pausing a tile does not stop anyone else's view.
  const [paused, setPaused] = useState<ReadonlySet<string>>(new Set());

  const setPlaying = (cameraId: string, playing: boolean) =>
    setPaused((current) => {
      const next = new Set(current);
      if (playing) next.delete(cameraId);
      else next.add(cameraId);
      return next;
    });

  // The list is re-read on every change (and on live events): the open detail follows it.
  const viewed = viewId ? (cameras.data?.find((camera) => camera.id === viewId) ?? null) : null;
  const replayed = cameras.data?.find((camera) => camera.id === recordingsId) ?? null;
  const noSites = sites.data?.length === 0;
  const viewProps = {
    paused,
    onPlayingChange: setPlaying,
    onView: (camera: TCamera) => setViewId(camera.id),
    onRecordings: (camera: TCamera) => setRecordingsId(camera.id),
    onSettings: canWrite ? (camera: TCamera) => setForm({ open: true, camera }) : undefined,
    onDelete: rights.atAll("camera", "delete") ? (camera: TCamera) => setDeleting(camera) : undefined,
  };

  const onDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ id: deleting.id });
      toast({ variant: "success", title: t("cameras.delete.done"), description: deleting.name });
      if (viewId === deleting.id) setViewId(null);
      setDeleting(null);
    } catch (error) {
      toast({
        variant: "destructive",
        title: t("common.error"),
        description: error instanceof Error && error.message ? error.message : t("cameras.delete.error"),
      });
    }
  };

  return (
    <section className="mx-auto flex w-full max-w-7xl flex-col gap-6">
      <PageHeader
        title={t("cameras.title")}
        description={t("cameras.subtitle")}
        meta={
          counts.data && (
            <Badge variant="success" data-testid="cameras-online-count">
              {t("cameras.onlineCount", { online: counts.data.online, total: counts.data.total })}
            </Badge>
          )
        }
        actions={
          canWrite && (
            <Button onClick={() => setForm({ open: true, camera: null })} disabled={noSites}>
              <Plus aria-hidden="true" />
              {t("cameras.add")}
            </Button>
          )
        }
      />
      <div className="flex flex-col gap-3 md:flex-row md:items-end">
        <SearchInput
          label={t("cameras.searchLabel")}
          placeholder={t("cameras.searchPlaceholder")}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="md:max-w-sm"
        />
        <div className="grid grid-cols-1 gap-1.5 md:w-64">
          <Label htmlFor={`${id}-site`} className="sr-only">
            {t("cameras.siteFilter")}
          </Label>
          <Select id={`${id}-site`} value={siteId} onChange={(event) => setSiteId(event.target.value)}>
            <option value="">{t("cameras.allSites")}</option>
            <NamedOptions items={sites.data} />
          </Select>
        </div>
        <Button
          variant={live ? "default" : "outline"}
          aria-pressed={live}
          onClick={() => setLive((current) => !current)}
          className="md:ml-auto"
        >
          {live ? <List aria-hidden="true" /> : <LayoutGrid aria-hidden="true" />}
          {t("cameras.liveView")}
        </Button>
      </div>
      {noSites && canWrite && <p className="text-sm text-muted-foreground">{t("cameras.needSite")}</p>}
      {cameras.isPending ? (
        <CardSkeletons className={live ? "h-64" : "h-20"} />
      ) : cameras.isError ? (
        <ErrorState message={t("cameras.loadError")} onRetry={() => cameras.refetch()} />
      ) : cameras.data.length === 0 ? (
        <EmptyState
          icon={Camera}
          title={t("cameras.empty")}
          description={q || siteId ? t("cameras.emptySearch") : undefined}
        />
      ) : live ? (
        <CameraGrid cameras={cameras.data} {...viewProps} />
      ) : (
        <CameraList cameras={cameras.data} {...viewProps} />
      )}
      <CameraFormDialog
        open={form.open}
        camera={form.camera}
        sites={sites.data ?? []}
        defaultSiteId={siteId}
        onOpenChange={(open) => setForm((current) => ({ ...current, open }))}
      />
      <CameraDetailDialog
        camera={viewed}
        onOpenChange={(open) => !open && setViewId(null)}
        paused={viewed ? paused.has(viewed.id) : false}
        onPlayingChange={(playing) => viewed && setPlaying(viewed.id, playing)}
        canWrite={canWrite}
      />
      <CameraRecordingsDialog camera={replayed} onOpenChange={(open) => !open && setRecordingsId(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title={t("cameras.delete.title")}
        description={t("cameras.delete.description", { name: deleting?.name ?? "" })}
        confirmLabel={t("cameras.delete.confirm")}
        busyLabel={t("cameras.delete.confirming")}
        busy={remove.isPending}
        onConfirm={() => void onDelete()}
        onOpenChange={(open) => !open && setDeleting(null)}
      />
    </section>
  );
}
