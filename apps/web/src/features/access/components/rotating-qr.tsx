import type { TMyBadgeCode } from "@hts/domain";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

/** Seconds left before the code changes, ticking every second. */
function useSecondsLeft(expiresAt: string) {
  const left = () => Math.max(0, Math.ceil((new Date(expiresAt).getTime() - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `left` reads expiresAt, the only input.
  useEffect(() => {
    setSeconds(left());
    const timer = window.setInterval(() => setSeconds(left()), 1000);
    return () => window.clearInterval(timer);
  }, [expiresAt]);
  return seconds;
}

/**
 * A rotating QR code, large enough for a reader's camera at arm's length, with its countdown and the
 * code as text for a reader's manual entry. Shared with the agent app to come (decision 082).
 */
export function RotatingQr({ code }: { code: TMyBadgeCode }) {
  const { t } = useTranslation();
  const seconds = useSecondsLeft(code.expiresAt);
  const share = Math.min(1, seconds / code.stepSeconds);
  return (
    <div className="flex w-full flex-col items-center gap-4">
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(code.svg)}`}
        alt={t("access.myBadge.qrAlt", { badge: code.badgeId })}
        className="aspect-square w-full max-w-80 rounded-lg bg-white p-3"
        data-testid="my-badge-qr"
        data-step={code.step}
      />
      <div className="flex w-full max-w-80 flex-col gap-1.5">
        <div
          role="progressbar"
          aria-label={t("access.myBadge.countdownLabel")}
          aria-valuemin={0}
          aria-valuemax={code.stepSeconds}
          aria-valuenow={seconds}
          className="h-2 w-full overflow-hidden rounded-full bg-muted"
        >
          <div
            className="h-full bg-primary transition-[width] duration-1000"
            style={{ width: `${share * 100}%` }}
          />
        </div>
        <p className="text-center text-sm text-muted-foreground" aria-live="off">
          {t("access.myBadge.countdown", { count: seconds })}
        </p>
      </div>
      <details className="w-full max-w-80 text-sm">
        <summary className="cursor-pointer text-muted-foreground">{t("access.myBadge.showCode")}</summary>
        <code className="mt-2 block break-all rounded bg-muted p-2 text-xs" data-testid="my-badge-token">
          {code.token}
        </code>
      </details>
    </div>
  );
}
