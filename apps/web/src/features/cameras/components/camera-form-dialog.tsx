import { zodResolver } from "@hookform/resolvers/zod";
import { CAMERA_RESOLUTIONS, CAMERA_TYPES, SECRET_MASK, type TCamera, ZCameraCreate } from "@hts/domain";
import { QrCode } from "lucide-react";
import { useEffect, useId } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { FormField, fieldAria, translateError } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { toast } from "@/components/ui/toast-store";
import { setServerFieldErrors } from "@/lib/server-field-errors";
import { useCreateCamera } from "../api/create-camera.ts";
import type { SiteOption } from "../api/get-camera-sites.ts";
import { useUpdateCamera } from "../api/update-camera.ts";

type FormInput = z.input<typeof ZCameraCreate>;
type FormOutput = z.output<typeof ZCameraCreate>;

// Spec part 1, sections 5 and 9: fixed, 1080p, every feature off.
const DEFAULTS: FormInput = {
  siteId: "",
  name: "",
  location: "",
  type: "fixed",
  resolution: "1080p",
  ipAddress: "",
  rtspUrl: "",
  nightVision: false,
  motionDetection: false,
  recording: false,
};

const FEATURES = ["nightVision", "motionDetection", "recording"] as const;

function valuesOf(camera: TCamera | null, siteId: string): FormInput {
  if (!camera) return { ...DEFAULTS, siteId };
  return {
    siteId: camera.siteId,
    name: camera.name,
    location: camera.location,
    type: camera.type,
    resolution: camera.resolution,
    ipAddress: camera.ipAddress ?? "",
    rtspUrl: camera.rtspUrl ?? "",
    nightVision: camera.nightVision,
    motionDetection: camera.motionDetection,
    recording: camera.recording,
  };
}

export type CameraFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The camera to configure; null adds one. */
  camera: TCamera | null;
  sites: SiteOption[];
  /** Preselected site for a new camera (the one the screen is filtered on). */
  defaultSiteId?: string;
};

/** 'Ajouter caméra' (POST) or the settings of an existing camera (PATCH). */
export function CameraFormDialog({
  open,
  onOpenChange,
  camera,
  sites,
  defaultSiteId = "",
}: CameraFormDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const create = useCreateCamera();
  const update = useUpdateCamera();
  const busy = create.isPending || update.isPending;
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ZCameraCreate),
    defaultValues: valuesOf(camera, defaultSiteId),
  });
  const { register, handleSubmit, formState, reset, setError, control } = form;

  useEffect(() => {
    if (open) reset(valuesOf(camera, defaultSiteId));
  }, [open, camera, defaultSiteId, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (camera) await update.mutateAsync({ id: camera.id, input: values });
      else await create.mutateAsync(values);
    } catch (error) {
      setServerFieldErrors(error, setError, DEFAULTS);
      toast({
        variant: "destructive",
        title: t("common.error"),
        description:
          error instanceof Error && error.message
            ? error.message
            : camera
              ? t("cameras.form.updateError")
              : t("cameras.form.createError"),
      });
      return;
    }
    toast({
      variant: "success",
      title: camera ? t("cameras.form.updated") : t("cameras.form.created"),
      description: camera ? t("cameras.form.updatedDescription") : t("cameras.form.createdDescription"),
    });
    onOpenChange(false);
  });

  const err = (name: keyof FormInput) => translateError(t, formState.errors[name]?.message);
  const aria = (name: keyof FormInput) => fieldAria(`${id}-${name}`, err(name));

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent className="grid-cols-1 sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{camera ? t("cameras.form.editTitle") : t("cameras.form.createTitle")}</DialogTitle>
          <DialogDescription>{t("cameras.form.description")}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid grid-cols-1 gap-4" aria-busy={busy}>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <FormField id={`${id}-siteId`} label={t("cameras.form.site")} required error={err("siteId")}>
              <Select aria-required="true" {...aria("siteId")} {...register("siteId")}>
                <option value="">{t("cameras.form.sitePlaceholder")}</option>
                {sites.map((site) => (
                  <option key={site.id} value={site.id}>
                    {site.name}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField id={`${id}-name`} label={t("cameras.form.name")} required error={err("name")}>
              <Input
                aria-required="true"
                placeholder={t("cameras.form.namePlaceholder")}
                {...aria("name")}
                {...register("name")}
              />
            </FormField>
          </div>
          <FormField
            id={`${id}-location`}
            label={t("cameras.form.location")}
            required
            error={err("location")}
          >
            <Input
              aria-required="true"
              placeholder={t("cameras.form.locationPlaceholder")}
              {...aria("location")}
              {...register("location")}
            />
          </FormField>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <FormField id={`${id}-type`} label={t("cameras.form.type")} error={err("type")}>
              <Select {...aria("type")} {...register("type")}>
                {CAMERA_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`cameras.types.${type}`)}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField id={`${id}-resolution`} label={t("cameras.form.resolution")} error={err("resolution")}>
              <Select {...aria("resolution")} {...register("resolution")}>
                {CAMERA_RESOLUTIONS.map((resolution) => (
                  <option key={resolution} value={resolution}>
                    {resolution}
                  </option>
                ))}
              </Select>
            </FormField>
          </div>
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
          <p className="text-xs text-muted-foreground">{t("cameras.form.statusNote")}</p>
          <DialogFooter className="pt-2">
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? t("cameras.form.submitting") : camera ? t("common.save") : t("cameras.form.submit")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
