import { useState } from "react";
import type { FieldValues, Path, PathValue, UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

type PositionValues = FieldValues & {
  latitude?: number | null;
  longitude?: number | null;
  geofenceRadius?: number;
};

const asNumber = (value: unknown) =>
  value === "" || value === null || value === undefined ? null : Number(value);

/**
 * The site's position and geofence radius (issue 22). 'Utiliser ma position' fills the pair from the
 * browser's geolocation, for a manager standing on the site; the fix's accuracy is said next to it.
 */
export function SitePositionFields<T extends PositionValues>({
  form,
  idPrefix,
  err,
}: {
  form: UseFormReturn<T>;
  idPrefix: string;
  err: (name: "latitude" | "longitude" | "geofenceRadius") => string | undefined;
}) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<string | null>(null);
  const field = (name: "latitude" | "longitude" | "geofenceRadius") => name as Path<T>;

  const locate = () => {
    if (!("geolocation" in navigator)) {
      setStatus(t("attendance.sitePosition.unavailable"));
      return;
    }
    setStatus(t("attendance.sitePosition.locating"));
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        const round = (n: number) => Math.round(n * 1e6) / 1e6;
        const opts = { shouldDirty: true, shouldValidate: true };
        form.setValue(field("latitude"), round(pos.coords.latitude) as PathValue<T, Path<T>>, opts);
        form.setValue(field("longitude"), round(pos.coords.longitude) as PathValue<T, Path<T>>, opts);
        setStatus(t("attendance.sitePosition.located", { accuracy: Math.round(pos.coords.accuracy) }));
      },
      () => setStatus(t("attendance.sitePosition.denied")),
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  };

  return (
    <fieldset className="grid grid-cols-1 gap-3 rounded-md border p-3">
      <legend className="px-1 text-sm font-medium">{t("attendance.sitePosition.legend")}</legend>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <FormField
          label={t("attendance.sitePosition.latitude")}
          hint={t("forms.optional")}
          error={err("latitude")}
        >
          <Input inputMode="decimal" {...form.register(field("latitude"), { setValueAs: asNumber })} />
        </FormField>
        <FormField
          label={t("attendance.sitePosition.longitude")}
          hint={t("forms.optional")}
          error={err("longitude")}
        >
          <Input inputMode="decimal" {...form.register(field("longitude"), { setValueAs: asNumber })} />
        </FormField>
        <FormField
          label={t("attendance.sitePosition.radius")}
          description={t("attendance.sitePosition.radiusHint")}
          error={err("geofenceRadius")}
        >
          <Input
            type="number"
            min={10}
            max={5000}
            {...form.register(field("geofenceRadius"), { setValueAs: (v) => asNumber(v) ?? undefined })}
          />
        </FormField>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" variant="outline" onClick={locate} id={`${idPrefix}-locate`}>
          {t("attendance.sitePosition.useMine")}
        </Button>
        <p role="status" className="text-sm text-muted-foreground">
          {status}
        </p>
      </div>
    </fieldset>
  );
}
