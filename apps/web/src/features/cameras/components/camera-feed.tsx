import { Pause, VideoOff } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";

/**
 * Where the video will go. No media gateway relays camera streams to browsers yet, so an online camera
 * shows a labelled placeholder with the LIVE marker instead of a fake picture.
 */
export function CameraFeed({
  online,
  paused,
  recording,
  className,
}: {
  online: boolean;
  paused: boolean;
  recording?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div
      className={cn(
        "relative flex aspect-video w-full items-center justify-center overflow-hidden rounded-md bg-navy text-navy-foreground",
        className,
      )}
    >
      {online ? (
        <>
          <div
            aria-hidden="true"
            className="absolute inset-0 bg-[radial-gradient(circle_at_30%_20%,rgba(96,165,250,0.25),transparent_60%)]"
          />
          <div className="relative flex flex-col items-center gap-1 text-center">
            {paused ? (
              <>
                <Pause className="size-8" aria-hidden="true" />
                <span className="text-sm font-medium">{t("cameras.feed.paused")}</span>
              </>
            ) : (
              <span className="text-sm font-medium">{t("cameras.feed.live")}</span>
            )}
          </div>
          {!paused && (
            <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded bg-red-700 px-1.5 py-0.5 text-[0.65rem] font-bold tracking-wide text-white">
              <span className="size-1.5 animate-pulse rounded-full bg-white" aria-hidden="true" />
              LIVE
            </span>
          )}
          {recording && (
            <span className="absolute top-2 right-2 rounded bg-black/70 px-1.5 py-0.5 text-[0.65rem] font-bold text-white">
              REC
            </span>
          )}
        </>
      ) : (
        <div className="flex flex-col items-center gap-1 text-center text-navy-muted">
          <VideoOff className="size-8" aria-hidden="true" />
          <span className="text-sm font-medium">{t("cameras.feed.offline")}</span>
        </div>
      )}
    </div>
  );
}
