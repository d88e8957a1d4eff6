import { useCallback, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useCameraScanner } from "@/features/access";

/** The back camera, decoding QR labels (BarcodeDetector, or the same WebAssembly decoder as the access reader). */
export function TourQrCamera({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation();
  const busy = useRef(false);
  const handle = useCallback(
    (code: string) => {
      busy.current = true;
      onCode(code);
    },
    [onCode],
  );
  const { video, camera } = useCameraScanner({ onCode: handle, busy });
  return (
    <div className="grid gap-2">
      <video
        ref={video}
        muted
        playsInline
        aria-label={t("tours.walk.camera")}
        className="aspect-video w-full rounded-lg bg-black object-cover"
      />
      {(camera === "denied" || camera === "missing" || camera === "insecure") && (
        <p role="alert" className="text-base text-destructive">
          {t("tours.walk.cameraOff")}
        </p>
      )}
    </div>
  );
}
