import { CameraOff } from "lucide-react";
import type { RefObject } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";
import type { CameraState } from "../lib/use-camera-scanner.ts";

/** The camera's picture, or why there is none (starting, refused, missing, not HTTPS). */
export function ReaderCamera({
  video,
  camera,
}: {
  video: RefObject<HTMLVideoElement | null>;
  camera: CameraState;
}) {
  const { t } = useTranslation();
  return (
    <div className="relative overflow-hidden rounded-xl bg-black">
      <video
        ref={video}
        muted
        playsInline
        aria-label={t("access.reader.cameraLabel")}
        className={cn("aspect-video w-full object-cover", camera !== "on" && "hidden")}
      />
      {camera !== "on" && (
        <p
          role={camera === "starting" ? undefined : "alert"}
          data-testid="camera-state"
          className="flex items-center gap-2 p-4 text-slate-200"
        >
          {camera !== "starting" && <CameraOff aria-hidden="true" />}
          {camera === "starting"
            ? t("access.reader.cameraStarting")
            : camera === "denied"
              ? t("access.reader.cameraDenied")
              : camera === "insecure"
                ? t("access.reader.cameraInsecure")
                : t("access.reader.cameraMissing")}
        </p>
      )}
    </div>
  );
}
