import type { TCamera } from "@hts/domain";
import { VideoOff } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";
import { isOnline } from "./camera-status.ts";
import { LiveVideo } from "./live-video.tsx";

/**
 * A camera's picture: the live video while the monitor sees it online, otherwise 'Caméra hors ligne'
 * with the reason the monitor found (wrong password, not a video source...).
 */
export function CameraFeed({
  camera,
  paused,
  className,
}: {
  camera: TCamera;
  paused: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  if (isOnline(camera))
    return (
      <LiveVideo
        cameraId={camera.id}
        cameraName={camera.name}
        paused={paused}
        recording={camera.recording}
        className={className}
      />
    );
  return (
    <div
      className={cn(
        "relative flex aspect-video w-full items-center justify-center overflow-hidden rounded-md bg-navy text-navy-foreground",
        className,
      )}
    >
      <div className="flex flex-col items-center gap-1 p-3 text-center text-navy-muted">
        <VideoOff className="size-8" aria-hidden="true" />
        <span className="text-sm font-medium">{t("cameras.feed.offline")}</span>
        {camera.statusReason && (
          <span className="text-xs">{t(`cameras.failures.${camera.statusReason}`)}</span>
        )}
      </div>
    </div>
  );
}
