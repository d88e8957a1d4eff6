import type { TCamera } from "@hts/domain";
import { Camera, MapPin } from "lucide-react";
import { useTranslation } from "react-i18next";
import { StatusPill } from "@/components/status-pill";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { toast } from "@/components/ui/toast-store";
import { formatRelative } from "@/lib/format-date";
import { useCameraPtz, usePtzMove } from "../api/camera-ptz.ts";
import { CameraActions, type CameraActionsProps } from "./camera-actions.tsx";
import { CameraFeed } from "./camera-feed.tsx";
import { isOnline } from "./camera-status.ts";

export type CameraViewProps = {
  cameras: TCamera[];
  paused: ReadonlySet<string>;
  onPlayingChange: (id: string, playing: boolean) => void;
  onView: (camera: TCamera) => void;
  onRecordings: (camera: TCamera) => void;
  onSettings?: (camera: TCamera) => void;
  onDelete?: (camera: TCamera) => void;
};

function Status({ camera }: { camera: TCamera }) {
  const { t, i18n } = useTranslation();
  const online = isOnline(camera);
  return (
    <div className="flex flex-col items-start gap-0.5">
      <StatusPill
        ok={online}
        tone="danger"
        label={online ? t("cameras.status.online") : t("cameras.status.offline")}
      />
      <span className="text-xs text-muted-foreground">
        {camera.lastPing
          ? t("cameras.lastPing", { when: formatRelative(camera.lastPing, i18n.language) })
          : t("cameras.neverPinged")}
      </span>
      {camera.recordingState !== "off" && (
        <span
          className={
            camera.recordingState === "stalled" ? "text-xs font-semibold text-destructive" : "text-xs"
          }
          data-testid="camera-recording-state"
        >
          {t(`cameras.recording.states.${camera.recordingState}`)}
          {camera.lastSegmentAt &&
            ` · ${t("cameras.recording.lastSegment", { at: formatRelative(camera.lastSegmentAt, i18n.language) })}`}
        </span>
      )}
    </div>
  );
}

function Meta({ camera }: { camera: TCamera }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-1.5">
      <Badge variant="secondary">{t(`cameras.types.${camera.type}`)}</Badge>
      <Badge variant="outline">{camera.resolution}</Badge>
    </div>
  );
}

/** The actions, with PTZ rotation when the camera answers ONVIF PTZ. */
function Actions(props: Omit<CameraActionsProps, "onRotate">) {
  const { t } = useTranslation();
  const online = isOnline(props.camera);
  const ptz = useCameraPtz(props.camera, online);
  const move = usePtzMove();
  const rotate = () =>
    move.mutate(
      { cameraId: props.camera.id, move: { pan: 0.5 } },
      {
        onError: (error) =>
          toast({ variant: "destructive", title: t("common.error"), description: error.message }),
      },
    );
  return <CameraActions {...props} onRotate={ptz.data?.available ? rotate : undefined} />;
}

/** One row per camera. */
export function CameraList({
  cameras,
  paused,
  onPlayingChange,
  onView,
  onRecordings,
  onSettings,
  onDelete,
}: CameraViewProps) {
  return (
    <ul className="grid grid-cols-1 gap-3" data-testid="camera-list">
      {cameras.map((camera) => (
        <li key={camera.id}>
          <Card className="flex flex-col gap-3 p-4 lg:flex-row lg:items-center" data-testid="camera-row">
            <div className="flex min-w-0 flex-1 items-start gap-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-accent text-primary">
                <Camera className="size-5" aria-hidden="true" />
              </span>
              <div className="min-w-0">
                <h2 className="truncate text-base font-semibold">{camera.name}</h2>
                <p className="flex items-center gap-1 text-sm text-muted-foreground">
                  <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
                  <span className="truncate">
                    {camera.siteName} · {camera.location}
                  </span>
                </p>
              </div>
            </div>
            <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
              <Meta camera={camera} />
              <Status camera={camera} />
              <Actions
                camera={camera}
                paused={paused.has(camera.id)}
                onPlayingChange={(playing) => onPlayingChange(camera.id, playing)}
                onView={() => onView(camera)}
                onRecordings={() => onRecordings(camera)}
                onSettings={onSettings && (() => onSettings(camera))}
                onDelete={onDelete && (() => onDelete(camera))}
              />
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** 'Vue live': a tile per camera with its feed placeholder. */
export function CameraGrid({
  cameras,
  paused,
  onPlayingChange,
  onView,
  onRecordings,
  onSettings,
  onDelete,
}: CameraViewProps) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="camera-grid">
      {cameras.map((camera) => {
        return (
          <li key={camera.id}>
            <Card className="flex h-full flex-col gap-3 p-3" data-testid="camera-tile">
              <CameraFeed camera={camera} paused={paused.has(camera.id)} />
              <div className="grid grid-cols-1 gap-2 px-1">
                <div className="min-w-0">
                  <h2 className="truncate text-sm font-semibold">{camera.name}</h2>
                  <p className="truncate text-xs text-muted-foreground">
                    {camera.siteName} · {camera.location}
                  </p>
                </div>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <Meta camera={camera} />
                  <Status camera={camera} />
                </div>
              </div>
              <div className="mt-auto px-1">
                <Actions
                  camera={camera}
                  paused={paused.has(camera.id)}
                  onPlayingChange={(playing) => onPlayingChange(camera.id, playing)}
                  onView={() => onView(camera)}
                  onRecordings={() => onRecordings(camera)}
                  onSettings={onSettings && (() => onSettings(camera))}
                  onDelete={onDelete && (() => onDelete(camera))}
                />
              </div>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
