import type { TStreamFailure } from "@hts/domain";
import { Loader2, Pause, VideoOff } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";
import { openCameraStream } from "../api/open-camera-stream.ts";
import { MsePlayer, type PlayerStatus } from "../lib/mse-player.ts";

/** True while the element is on screen (with a margin, so tiles start just before they scroll in). */
function useOnScreen(ref: React.RefObject<HTMLElement | null>): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return setVisible(true);
    const observer = new IntersectionObserver(([entry]) => setVisible(entry?.isIntersecting ?? false), {
      rootMargin: "100px",
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return visible;
}

function usePageVisible(): boolean {
  const [visible, setVisible] = useState(() => document.visibilityState !== "hidden");
  useEffect(() => {
    const update = () => setVisible(document.visibilityState !== "hidden");
    document.addEventListener("visibilitychange", update);
    return () => document.removeEventListener("visibilitychange", update);
  }, []);
  return visible;
}

export type LiveVideoProps = {
  cameraId: string;
  cameraName: string;
  paused: boolean;
  recording?: boolean;
  className?: string;
};

/**
 * A camera's live picture. It plays only while on screen, in a visible tab and not paused: a grid of
 * sixteen cameras streams only the tiles the operator sees. States come from the server ('Flux
 * indisponible' with the reason and the next attempt), never an endless spinner.
 */
export function LiveVideo({ cameraId, cameraName, paused, recording, className }: LiveVideoProps) {
  const { t } = useTranslation();
  const frame = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const onScreen = useOnScreen(frame);
  const pageVisible = usePageVisible();
  const [status, setStatus] = useState<PlayerStatus>({ state: "connecting" });
  const active = onScreen && pageVisible && !paused;

  useEffect(() => {
    const element = video.current;
    if (!element || !active) return;
    const player = new MsePlayer(element, () => openCameraStream({ cameraId }), setStatus);
    player.start();
    return () => player.stop({ keepFrame: true });
  }, [active, cameraId]);

  const live = status.state === "live";
  const failed = status.state === "retrying" || status.state === "unavailable";
  const reason = failed ? (status.reason ?? "unreachable") : null;
  return (
    <div
      ref={frame}
      className={cn(
        "relative aspect-video w-full overflow-hidden rounded-md bg-navy text-navy-foreground",
        className,
      )}
      data-testid="live-video"
      data-state={paused ? "paused" : status.state}
    >
      <video
        ref={video}
        className="size-full object-contain"
        muted
        playsInline
        autoPlay
        aria-label={t("cameras.feed.videoLabel", { name: cameraName })}
      />
      {!paused && !live && (
        <div
          className="absolute inset-0 flex flex-col items-center justify-center gap-1 bg-navy/80 p-3 text-center"
          role="status"
        >
          {failed ? (
            <>
              <VideoOff className="size-7" aria-hidden="true" />
              <span className="text-sm font-semibold">{t("cameras.feed.unavailable")}</span>
              <span className="text-xs text-navy-muted">
                {t(`cameras.failures.${reason as TStreamFailure | "no-mse" | "session"}`)}
              </span>
              {status.state === "retrying" && status.retryInMs !== undefined && (
                <span className="text-xs text-navy-muted">
                  {t("cameras.feed.retryIn", { seconds: Math.ceil(status.retryInMs / 1000) })}
                </span>
              )}
            </>
          ) : (
            <>
              <Loader2 className="size-6 animate-spin" aria-hidden="true" />
              <span className="text-sm">{t("cameras.feed.connecting")}</span>
            </>
          )}
        </div>
      )}
      {paused && (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-1 bg-navy/60 text-center">
          <Pause className="size-8" aria-hidden="true" />
          <span className="text-sm font-medium">{t("cameras.feed.paused")}</span>
        </div>
      )}
      {live && !paused && (
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
    </div>
  );
}
