import { type RefObject, useEffect, useRef, useState } from "react";
import { createQrDetector } from "./qr-detector.ts";

const SCAN_EVERY_MS = 200;

export type CameraState = "starting" | "on" | "denied" | "missing" | "insecure";

/**
 * Opens the back camera into the returned video element and decodes QR codes from it every
 * `SCAN_EVERY_MS` (skipped while `busy`), calling `onCode` with each code's text.
 */
export function useCameraScanner({ onCode, busy }: { onCode(code: string): void; busy: RefObject<boolean> }) {
  const video = useRef<HTMLVideoElement>(null);
  const [camera, setCamera] = useState<CameraState>("starting");

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    (async () => {
      // Browsers give the camera to HTTPS pages (and localhost) only.
      if (!window.isSecureContext) return setCamera("insecure");
      if (!navigator.mediaDevices?.getUserMedia) return setCamera("missing");
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: "environment" },
          audio: false,
        });
      } catch (error) {
        const name = (error as { name?: string }).name;
        return setCamera(name === "NotAllowedError" || name === "SecurityError" ? "denied" : "missing");
      }
      if (stopped) {
        for (const track of stream.getTracks()) track.stop();
        return;
      }
      const element = video.current;
      if (!element) return;
      element.srcObject = stream;
      await element.play().catch(() => undefined);
      setCamera("on");
      const detector = await createQrDetector();
      timer = setInterval(async () => {
        if (busy.current || element.readyState < 2) return;
        const found = await detector.detect(element).catch(() => []);
        const code = found[0]?.rawValue;
        if (code) onCode(code);
      }, SCAN_EVERY_MS);
    })();
    return () => {
      stopped = true;
      clearInterval(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [onCode, busy]);

  return { video, camera };
}
