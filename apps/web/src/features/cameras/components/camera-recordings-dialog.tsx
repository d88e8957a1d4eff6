import type { TCamera } from "@hts/domain";
import { useTranslation } from "react-i18next";
import { StatusPill } from "@/components/status-pill";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { isOnline } from "./camera-status.ts";
import { RecordingPlayer } from "./recording-player.tsx";

/**
 * A camera's recordings on their own (issue 30): played back and exported even when the camera is
 * offline, which is when they matter most (a cut cable, a stolen camera). 'Voir' stays for the live
 * view, enabled only online as the spec says.
 */
export function CameraRecordingsDialog({
  camera,
  onOpenChange,
}: {
  camera: TCamera | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  if (!camera) return null;
  const online = isOnline(camera);
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="grid-cols-1 sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle className="flex flex-wrap items-center gap-2">
            {t("cameras.recordings.title", { name: camera.name })}
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
        <RecordingPlayer camera={camera} />
      </DialogContent>
    </Dialog>
  );
}
