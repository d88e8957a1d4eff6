import { SECRET_MASK, type TCamera } from "@hts/domain";
import { QrCode } from "lucide-react";
import { useTranslation } from "react-i18next";
import { FormField, type fieldAria } from "@/components/form-field";
import { Input } from "@/components/ui/input";
import type { CameraForm, CameraFormInput } from "../lib/use-camera-form.ts";

export type CameraFieldProps = {
  id: string;
  form: CameraForm;
  err(name: keyof CameraFormInput): string | undefined;
  aria(name: keyof CameraFormInput): ReturnType<typeof fieldAria>;
};

/** How the server reaches the camera: its address and stream URL (a stored password stays masked). */
export function CameraConnectionFields({
  id,
  form,
  err,
  aria,
  camera,
}: CameraFieldProps & { camera: TCamera | null }) {
  const { t } = useTranslation();
  const { register } = form;

  return (
    <>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField
          id={`${id}-ipAddress`}
          label={t("cameras.form.ipAddress")}
          hint={t("forms.optional")}
          error={err("ipAddress")}
        >
          <Input
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            placeholder="192.168.1.100"
            {...aria("ipAddress")}
            {...register("ipAddress")}
          />
        </FormField>
        <FormField
          id={`${id}-rtspUrl`}
          label={t("cameras.form.rtspUrl")}
          hint={t("forms.optional")}
          error={err("rtspUrl")}
        >
          <Input
            type="url"
            autoComplete="off"
            spellCheck={false}
            placeholder="rtsp://192.168.1.100:554/stream1"
            {...aria("rtspUrl")}
            {...register("rtspUrl")}
          />
        </FormField>
      </div>
      {camera?.rtspUrl?.includes(SECRET_MASK) && (
        <p className="-mt-2 text-xs text-muted-foreground">{t("cameras.form.secretKept")}</p>
      )}
      <div className="flex items-start gap-3 rounded-md border border-dashed border-input bg-accent/50 p-3 text-sm text-accent-foreground">
        <QrCode className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <p>{t("cameras.form.qrHint")}</p>
      </div>
    </>
  );
}
