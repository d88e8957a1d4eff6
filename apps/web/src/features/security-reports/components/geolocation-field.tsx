import { LocateFixed, MapPin } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import type { TPositionState } from "./use-device-position.ts";

/**
 * The read-only 'latitude, longitude' field. `position` is the device's state for a new report, null for
 * a draft being edited (its stored position is shown as it is).
 */
export function GeolocationField({
  id,
  value,
  position,
  onLocate,
}: {
  id: string;
  value: string;
  position: TPositionState | null;
  onLocate(): void;
}) {
  const { t } = useTranslation();
  const status = position?.status;
  const message =
    status === "locating"
      ? t("securityReports.form.geoLocating")
      : status === "denied"
        ? t("securityReports.form.geoDenied")
        : status === "unavailable"
          ? t("securityReports.form.geoUnavailable")
          : status === "unsupported"
            ? t("securityReports.form.geoUnsupported")
            : value
              ? t("securityReports.form.geoHint")
              : t("securityReports.form.geoNone");
  const canRetry = status === "denied" || status === "unavailable";

  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {t("securityReports.form.geolocation")}
      </label>
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <MapPin
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={id}
            readOnly
            value={value}
            placeholder={t("securityReports.form.geolocationPlaceholder")}
            aria-describedby={`${id}-status`}
            className="bg-muted pl-9 tabular-nums"
          />
        </div>
        {canRetry && (
          <Button variant="outline" onClick={onLocate} aria-label={t("securityReports.form.geoRetry")}>
            <LocateFixed aria-hidden="true" />
            <span className="hidden sm:inline">{t("securityReports.form.geoRetry")}</span>
          </Button>
        )}
      </div>
      <p
        id={`${id}-status`}
        aria-live="polite"
        className={
          status === "denied" || status === "unavailable"
            ? "text-sm text-warning-strong"
            : "text-xs text-muted-foreground"
        }
      >
        {message}
      </p>
    </div>
  );
}
