import type { TCameraStorage } from "@hts/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast-store";
import { formatDateTime } from "@/lib/format-date";
import { useUpdateCameraRetention } from "../api/recording-storage.ts";
import { formatBytes, quotaMbOf, quotaText } from "./recording-size.ts";
import { SaveButton } from "./save-button.tsx";
import { toastError } from "./server-errors.ts";

/** One camera: its space used and oldest segment, its retention (days) and quota (MB), editable by admins. */
export function CameraRetentionRow({
  camera,
  defaultRetentionDays,
  canEdit,
}: {
  camera: TCameraStorage;
  defaultRetentionDays: number;
  canEdit: boolean;
}) {
  const { t, i18n } = useTranslation();
  const save = useUpdateCameraRetention();
  const [days, setDays] = useState(camera.retentionDays === null ? "" : String(camera.retentionDays));
  const [quota, setQuota] = useState(quotaText(camera.quotaMb));
  const [errors, setErrors] = useState<{ days?: string; quota?: string }>({});
  return (
    <li className="grid gap-3 rounded-md border p-3 text-sm" data-testid="camera-retention">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-medium">
          {camera.name} <span className="text-muted-foreground">· {camera.siteName}</span>
        </span>
        <span className="text-muted-foreground" data-testid="camera-used">
          {camera.oldestAt
            ? t("settings.recording.cameraUsed", {
                used: formatBytes(camera.usedBytes, i18n.language),
                oldest: formatDateTime(camera.oldestAt, i18n.language),
              })
            : t("settings.recording.cameraEmpty")}
        </span>
      </div>
      <form
        noValidate
        className="flex flex-wrap items-end gap-3"
        onSubmit={async (e) => {
          e.preventDefault();
          const retention = days.trim() === "" ? null : Number(days);
          const quotaMb = quotaMbOf(quota);
          const next = {
            days:
              retention !== null && !(Number.isInteger(retention) && retention >= 1 && retention <= 3650)
                ? t("settings.recording.daysInvalid")
                : undefined,
            quota: Number.isNaN(quotaMb) ? t("settings.recording.quotaInvalid") : undefined,
          };
          setErrors(next);
          if (next.days || next.quota) return;
          try {
            await save.mutateAsync({ id: camera.id, retentionDays: retention, quotaMb });
            toast({ title: t("settings.recording.saved"), variant: "success" });
          } catch (err) {
            toastError(t("settings.errorTitle"), err, t("common.genericError"));
          }
        }}
      >
        <fieldset disabled={!canEdit} className="contents">
          <FormField
            label={t("settings.recording.retention", { camera: camera.name })}
            error={errors.days}
            className="min-w-0 flex-1 basis-40"
          >
            <Input
              inputMode="numeric"
              value={days}
              placeholder={t("settings.recording.days", { count: defaultRetentionDays })}
              onChange={(e) => setDays(e.target.value)}
            />
          </FormField>
          <FormField
            label={t("settings.recording.cameraQuota", { camera: camera.name })}
            error={errors.quota}
            className="min-w-0 flex-1 basis-40"
          >
            <Input
              inputMode="numeric"
              value={quota}
              placeholder={t("settings.recording.noQuota")}
              onChange={(e) => setQuota(e.target.value)}
            />
          </FormField>
          {canEdit && <SaveButton pending={save.isPending} />}
        </fieldset>
      </form>
    </li>
  );
}
