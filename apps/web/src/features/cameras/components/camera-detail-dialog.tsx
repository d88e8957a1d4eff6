import type { TCamera, TCameraSnapshot } from "@hts/domain";
import { Camera as CameraIcon, Check, Circle, Pause, Play, X } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { StatusPill } from "@/components/status-pill";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast-store";
import { cn } from "@/lib/cn";
import { formatDateTime } from "@/lib/format-date";
import { useTakeSnapshot } from "../api/take-snapshot.ts";
import { useUpdateCamera } from "../api/update-camera.ts";
import { CameraFeed } from "./camera-feed.tsx";
import { isOnline } from "./camera-status.ts";
import { RecordingControls } from "./recording-controls.tsx";
import { RecordingPlayer } from "./recording-player.tsx";
import { SnapshotPanel } from "./snapshot-panel.tsx";

export type CameraDetailDialogProps = {
  camera: TCamera | null;
  onOpenChange: (open: boolean) => void;
  paused: boolean;
  onPlayingChange: (playing: boolean) => void;
  canWrite: boolean;
};

/** 'Voir': the live placeholder, playback controls, technical info and feature indicators. */
export function CameraDetailDialog({
  camera,
  onOpenChange,
  paused,
  onPlayingChange,
  canWrite,
}: CameraDetailDialogProps) {
  const { t, i18n } = useTranslation();
  const update = useUpdateCamera();
  const shoot = useTakeSnapshot();
  const [snapshot, setSnapshot] = useState<TCameraSnapshot | null>(null);
  if (!camera) return null;
  const online = isOnline(camera);

  // 'REC' / 'Arrêter l'enregistrement' (spec): the server records continuously, or stops (issue 30).
  const toggleRecording = () =>
    update.mutate(
      { id: camera.id, input: { recording: !camera.recording } },
      {
        onSuccess: (saved) =>
          toast({
            variant: "success",
            title: saved.recording ? t("cameras.detail.recordingOn") : t("cameras.detail.recordingOff"),
          }),
        onError: (error) =>
          toast({ variant: "destructive", title: t("common.error"), description: error.message }),
      },
    );

  const info: [string, ReactNode][] = [
    [t("cameras.form.site"), camera.siteName],
    [t("cameras.form.location"), camera.location],
    [t("cameras.form.type"), t(`cameras.types.${camera.type}`)],
    [t("cameras.form.resolution"), camera.resolution],
    [t("cameras.form.ipAddress"), camera.ipAddress ?? t("cameras.detail.none")],
    [t("cameras.form.rtspUrl"), camera.rtspUrl ?? t("cameras.detail.none")],
    [
      t("cameras.detail.lastPing"),
      camera.lastPing ? formatDateTime(camera.lastPing, i18n.language) : t("cameras.neverPinged"),
    ],
  ];

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="grid-cols-1 sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle className="flex flex-wrap items-center gap-2">
            {camera.name}
            <StatusPill
              ok={online}
              tone="danger"
              label={online ? t("cameras.status.online") : t("cameras.status.offline")}
            />
          </DialogTitle>
          <DialogDescription>
            {camera.siteName} · {camera.location}
          </DialogDescription>
        </DialogHeader>
        <CameraFeed camera={camera} paused={paused} />
        {snapshot && snapshot.cameraId === camera.id && <SnapshotPanel snapshot={snapshot} />}
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={!online || !paused}
            onClick={() => onPlayingChange(true)}
          >
            <Play aria-hidden="true" />
            {t("cameras.actions.playShort")}
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={!online || paused}
            onClick={() => onPlayingChange(false)}
          >
            <Pause aria-hidden="true" />
            {t("cameras.actions.pauseShort")}
          </Button>
          <Button
            variant={camera.recording ? "destructive" : "outline"}
            size="sm"
            disabled={!online || !canWrite || update.isPending}
            aria-pressed={camera.recording}
            onClick={toggleRecording}
          >
            <Circle aria-hidden="true" className={cn(camera.recording && "fill-current")} />
            {camera.recording ? t("cameras.detail.stopRecording") : t("cameras.detail.record")}
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={!online || shoot.isPending}
            onClick={() =>
              shoot.mutate(
                { cameraId: camera.id },
                {
                  onSuccess: (taken) => {
                    setSnapshot(taken);
                    toast({ variant: "success", title: t("cameras.snapshot.taken") });
                  },
                  onError: (error) =>
                    toast({ variant: "destructive", title: t("common.error"), description: error.message }),
                },
              )
            }
          >
            <CameraIcon aria-hidden="true" />
            {t("cameras.detail.screenshot")}
          </Button>
        </div>
        <RecordingControls camera={camera} canWrite={canWrite} />
        <RecordingPlayer camera={camera} />
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          <section aria-labelledby="camera-tech" className="rounded-md border border-border p-4">
            <h3 id="camera-tech" className="mb-3 text-sm font-semibold">
              {t("cameras.detail.technical")}
            </h3>
            <dl className="grid grid-cols-1 gap-2 text-sm">
              {info.map(([label, value]) => (
                <div key={label} className="grid grid-cols-[8rem_1fr] gap-2">
                  <dt className="text-muted-foreground">{label}</dt>
                  <dd className="min-w-0 break-all font-medium">{value}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section aria-labelledby="camera-features" className="rounded-md border border-border p-4">
            <h3 id="camera-features" className="mb-3 text-sm font-semibold">
              {t("cameras.detail.features")}
            </h3>
            <ul className="grid grid-cols-1 gap-2 text-sm">
              {(["nightVision", "motionDetection", "recording"] as const).map((feature) => {
                const on = camera[feature];
                return (
                  <li key={feature} className="flex items-center justify-between gap-2">
                    <span>{t(`cameras.features.${feature}`)}</span>
                    <span
                      className={cn(
                        "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold",
                        on ? "bg-success-soft text-success-strong" : "bg-slate-100 text-slate-700",
                      )}
                    >
                      {on ? (
                        <Check className="size-3" aria-hidden="true" />
                      ) : (
                        <X className="size-3" aria-hidden="true" />
                      )}
                      {on ? t("cameras.detail.on") : t("cameras.detail.off")}
                    </span>
                  </li>
                );
              })}
            </ul>
          </section>
        </div>
      </DialogContent>
    </Dialog>
  );
}
