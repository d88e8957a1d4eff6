import { zodResolver } from "@hookform/resolvers/zod";
import { type TCamera, ZCameraCreate } from "@hts/domain";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { toast } from "@/components/ui/toast-store";
import { setServerFieldErrors } from "@/lib/server-field-errors";
import { useCreateCamera } from "../api/create-camera.ts";
import { useUpdateCamera } from "../api/update-camera.ts";

export type CameraFormInput = z.input<typeof ZCameraCreate>;
type CameraFormOutput = z.output<typeof ZCameraCreate>;
type FormInput = CameraFormInput;

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

/** The camera form and its save (POST for a new camera, PATCH for its settings); a 422 under its field. */
export function useCameraForm({
  open,
  onOpenChange,
  camera,
  defaultSiteId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  camera: TCamera | null;
  defaultSiteId: string;
}) {
  const { t } = useTranslation();
  const create = useCreateCamera();
  const update = useUpdateCamera();
  const form = useForm<FormInput, unknown, CameraFormOutput>({
    resolver: zodResolver(ZCameraCreate),
    defaultValues: valuesOf(camera, defaultSiteId),
  });
  const { handleSubmit, reset, setError } = form;

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

  return { form, onSubmit, busy: create.isPending || update.isPending };
}

export type CameraForm = ReturnType<typeof useCameraForm>["form"];
