import { Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import type { CameraForm } from "../lib/use-camera-form.ts";

const FEATURES = ["nightVision", "motionDetection", "recording"] as const;

/** The camera's features to tick: night vision, motion detection, recording. */
export function CameraFeatureFields({ id, form }: { id: string; form: CameraForm }) {
  const { t } = useTranslation();
  const { control } = form;

  return (
    <fieldset className="grid grid-cols-1 gap-3">
      <legend className="mb-2 text-sm font-medium">{t("cameras.form.features")}</legend>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {FEATURES.map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <div className="flex items-center gap-2">
                <Checkbox
                  id={`${id}-${name}`}
                  checked={field.value === true}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                  onBlur={field.onBlur}
                  ref={field.ref}
                />
                <Label htmlFor={`${id}-${name}`} className="font-normal">
                  {t(`cameras.features.${name}`)}
                </Label>
              </div>
            )}
          />
        ))}
      </div>
    </fieldset>
  );
}
