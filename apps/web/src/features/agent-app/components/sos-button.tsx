import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { currentPosition } from "../lib/geolocation.ts";
import { holdProgress, idleHold, press, release, tick } from "../lib/hold-timer.ts";
import { useOfflineQueue } from "../lib/use-offline-queue.tsx";
import { SosDialog, type SosOutcome } from "./sos-dialog.tsx";

const RADIUS = 34;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** Waits at most 3 s for a position: an SOS does not wait for a GPS fix. */
function quickPosition() {
  return Promise.race([
    currentPosition(),
    new Promise<null>((resolve) => setTimeout(() => resolve(null), 3000)),
  ]);
}

/** SOS held 2 s (a pocket must not trigger it), with a progress ring; released early, nothing is sent. */
export function SosButton() {
  const { t } = useTranslation();
  const { submit } = useOfflineQueue();
  const [hold, setHold] = useState(idleHold);
  const [progress, setProgress] = useState(0);
  const [outcome, setOutcome] = useState<SosOutcome | null>(null);
  const holdRef = useRef(hold);
  holdRef.current = hold;

  const trigger = async () => {
    // Offline, the number to call is offered at once; the alert waits in the queue.
    if (!navigator.onLine) setOutcome("queued");
    const position = await quickPosition();
    const result = await submit({ kind: "sos", position });
    setOutcome(result?.outcome === "done" ? "sent" : result ? "refused" : "queued");
  };

  const triggerRef = useRef(trigger);
  triggerRef.current = trigger;

  useEffect(() => {
    if (hold.pressedAt === null) return;
    let frame = 0;
    const step = () => {
      const now = performance.now();
      const { hold: next, fire } = tick(holdRef.current, now);
      setProgress(holdProgress(next, now));
      if (fire) {
        setHold(next);
        void triggerRef.current();
        return;
      }
      frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [hold.pressedAt]);

  const start = () => setHold((current) => press(current, performance.now()));
  const stop = () => {
    setHold(release());
    setProgress(0);
  };

  return (
    <>
      <button
        type="button"
        aria-label={`${t("agentApp.sos.label")} — ${t("agentApp.sos.hint")}`}
        aria-describedby="sos-hint"
        className="fixed right-4 bottom-20 z-40 flex size-20 touch-none select-none items-center justify-center rounded-full bg-destructive text-xl font-black text-destructive-foreground shadow-xl focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ring"
        onPointerDown={start}
        onPointerUp={stop}
        onPointerLeave={stop}
        onPointerCancel={stop}
        onContextMenu={(event) => event.preventDefault()}
        onKeyDown={(event) => {
          if ((event.key === " " || event.key === "Enter") && !event.repeat) start();
        }}
        onKeyUp={stop}
        data-testid="agent-sos"
      >
        <svg className="absolute inset-0 -rotate-90" viewBox="0 0 80 80" aria-hidden="true">
          <circle
            cx="40"
            cy="40"
            r={RADIUS}
            fill="none"
            stroke="white"
            strokeWidth="5"
            strokeDasharray={CIRCUMFERENCE}
            strokeDashoffset={CIRCUMFERENCE * (1 - progress)}
          />
        </svg>
        {t("agentApp.sos.label")}
      </button>
      <span id="sos-hint" className="sr-only">
        {t("agentApp.sos.hint")}
      </span>
      <SosDialog outcome={outcome} onClose={() => setOutcome(null)} />
    </>
  );
}
