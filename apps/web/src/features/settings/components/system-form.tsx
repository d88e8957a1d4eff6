import { BACKUP_FREQUENCIES, LOG_LEVELS, type TSystemSettings } from "@hts/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField, fieldAria } from "@/components/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { toast } from "@/components/ui/toast-store";
import { useUpdateSystemSettings } from "../api/update-system-settings.ts";
import { SaveButton } from "./save-button.tsx";
import { fieldErrors, toastError } from "./server-errors.ts";
import { ToggleRow } from "./toggle-row.tsx";

/** The company's system settings: automatic backups, retention, log level, maintenance mode. */
export function SystemForm({ initial, canEdit }: { initial: TSystemSettings; canEdit: boolean }) {
  const { t } = useTranslation();
  const save = useUpdateSystemSettings();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof TSystemSettings>(key: K, value: TSystemSettings[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  return (
    <form
      noValidate
      onSubmit={async (e) => {
        e.preventDefault();
        setErrors({});
        try {
          setValues(await save.mutateAsync(values));
          toast({ title: t("settings.toasts.system"), variant: "success" });
        } catch (error) {
          setErrors(fieldErrors(error));
          toastError(t("settings.errorTitle"), error, t("common.genericError"));
        }
      }}
    >
      <fieldset disabled={!canEdit} className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <ToggleRow
            id="sys-backup"
            label={t("settings.system.autoBackup")}
            hint={t("settings.system.autoBackupHint")}
            checked={values.autoBackup}
            disabled={!canEdit}
            onChange={(v) => set("autoBackup", v)}
          />
        </div>
        <FormField id="sys-frequency" label={t("settings.system.backupFrequency")}>
          <Select
            id="sys-frequency"
            value={values.backupFrequency}
            onChange={(e) => set("backupFrequency", e.target.value as TSystemSettings["backupFrequency"])}
          >
            {BACKUP_FREQUENCIES.map((f) => (
              <option key={f} value={f}>
                {t(`settings.system.frequencies.${f}`)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField
          id="sys-retention"
          label={t("settings.system.retentionPeriod")}
          hint={t("settings.system.retentionHint")}
          error={errors.retentionPeriod}
        >
          <Input
            {...fieldAria("sys-retention", errors.retentionPeriod)}
            type="number"
            min={7}
            max={3650}
            value={values.retentionPeriod}
            onChange={(e) => set("retentionPeriod", Number(e.target.value))}
          />
        </FormField>
        <FormField
          id="sys-log"
          label={t("settings.system.logLevel")}
          hint={t("settings.system.logLevelHint")}
        >
          <Select
            id="sys-log"
            value={values.logLevel}
            onChange={(e) => set("logLevel", e.target.value as TSystemSettings["logLevel"])}
          >
            {LOG_LEVELS.map((l) => (
              <option key={l} value={l}>
                {t(`settings.system.logLevels.${l}`)}
              </option>
            ))}
          </Select>
        </FormField>
        <div className="sm:col-span-2">
          <ToggleRow
            id="sys-maintenance"
            label={t("settings.system.maintenanceMode")}
            hint={t("settings.system.maintenanceModeHint")}
            checked={values.maintenanceMode}
            disabled={!canEdit}
            onChange={(v) => set("maintenanceMode", v)}
          />
        </div>
        {canEdit && (
          <div className="sm:col-span-2">
            <SaveButton pending={save.isPending} />
          </div>
        )}
      </fieldset>
    </form>
  );
}
