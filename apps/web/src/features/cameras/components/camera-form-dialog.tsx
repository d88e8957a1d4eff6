import { CAMERA_RESOLUTIONS, CAMERA_TYPES, type TCamera } from "@hts/domain";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { FormField, fieldAria, translateError } from "@/components/form-field";
import { NamedOptions } from "@/components/named-options";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import type { SiteOption } from "../api/get-camera-sites.ts";
import { type CameraFormInput, useCameraForm } from "../lib/use-camera-form.ts";
import { CameraConnectionFields } from "./camera-connection-fields.tsx";
import { CameraFeatureFields } from "./camera-feature-fields.tsx";

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
  const { form, onSubmit, busy } = useCameraForm({ open, onOpenChange, camera, defaultSiteId });
  const { register, formState } = form;
  const err = (name: keyof CameraFormInput) => translateError(t, formState.errors[name]?.message);
  const aria = (name: keyof CameraFormInput) => fieldAria(`${id}-${name}`, err(name));

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
                <NamedOptions items={sites} />
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
          <CameraConnectionFields id={id} form={form} err={err} aria={aria} camera={camera} />
          <CameraFeatureFields id={id} form={form} />
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
