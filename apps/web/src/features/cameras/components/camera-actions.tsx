import type { TCamera } from "@hts/domain";
import { Eye, History, Pause, Play, RotateCw, Settings, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { isOnline } from "./camera-status.ts";

export type CameraActionsProps = {
  camera: TCamera;
  paused: boolean;
  onPlayingChange: (playing: boolean) => void;
  onView: () => void;
  /** The recordings, online or not (a camera that went offline is the one whose recording matters). */
  onRecordings?: () => void;
  /** Absent when the role may only read cameras. */
  onSettings?: () => void;
  /** Absent when the record policy refuses deleting cameras (decision 015). */
  onDelete?: () => void;
  /** PTZ rotation; absent when the camera does not answer ONVIF PTZ (no button that only apologises). */
  onRotate?: () => void;
};

/**
 * Play, pause, PTZ rotate and 'Voir' work only while the monitor sees the camera online; the recordings
 * open whatever the camera's state.
 */
export function CameraActions({
  camera,
  paused,
  onPlayingChange,
  onView,
  onRecordings,
  onSettings,
  onDelete,
  onRotate,
}: CameraActionsProps) {
  const { t } = useTranslation();
  const online = isOnline(camera);
  const name = camera.name;
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <Button
        variant="outline"
        size="icon"
        className="size-9"
        disabled={!online || !paused}
        onClick={() => onPlayingChange(true)}
        aria-label={t("cameras.actions.play", { name })}
        title={t("cameras.actions.playShort")}
      >
        <Play aria-hidden="true" />
      </Button>
      <Button
        variant="outline"
        size="icon"
        className="size-9"
        disabled={!online || paused}
        onClick={() => onPlayingChange(false)}
        aria-label={t("cameras.actions.pause", { name })}
        title={t("cameras.actions.pauseShort")}
      >
        <Pause aria-hidden="true" />
      </Button>
      {camera.type === "ptz" && onRotate && (
        <Button
          variant="outline"
          size="icon"
          className="size-9"
          disabled={!online}
          onClick={onRotate}
          aria-label={t("cameras.actions.rotate", { name })}
          title={t("cameras.actions.rotateShort")}
        >
          <RotateCw aria-hidden="true" />
        </Button>
      )}
      <Button
        variant="outline"
        size="sm"
        className="h-9"
        disabled={!online}
        onClick={onView}
        aria-label={t("cameras.actions.viewLabel", { name })}
      >
        <Eye aria-hidden="true" />
        {t("cameras.actions.view")}
      </Button>
      {onRecordings && (
        <Button
          variant="outline"
          size="icon"
          className="size-9"
          onClick={onRecordings}
          aria-label={t("cameras.actions.recordings", { name })}
          title={t("cameras.actions.recordingsShort")}
        >
          <History aria-hidden="true" />
        </Button>
      )}
      {onSettings && (
        <Button
          variant="ghost"
          size="icon"
          className="size-9"
          onClick={onSettings}
          aria-label={t("cameras.actions.settings", { name })}
          title={t("cameras.actions.settingsShort")}
        >
          <Settings aria-hidden="true" />
        </Button>
      )}
      {onDelete && (
        <Button
          variant="ghost"
          size="icon"
          className="size-9 text-destructive"
          onClick={onDelete}
          aria-label={t("cameras.actions.delete", { name })}
          title={t("cameras.actions.deleteShort")}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      )}
    </div>
  );
}
