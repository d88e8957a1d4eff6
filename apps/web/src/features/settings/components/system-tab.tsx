import { BACKUP_FREQUENCIES, LOG_LEVELS, type TSystemSettings } from "@hts/domain";
import { Archive, Download, Loader2, RotateCcw } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField, fieldAria } from "@/components/form-field";
import { ErrorState } from "@/components/list-state";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { toast } from "@/components/ui/toast-store";
import { formatDateTime } from "@/lib/format-date";
import { saveBlob } from "@/lib/save-blob";
import { useCreateBackup } from "../api/create-backup.ts";
import { downloadBackup } from "../api/download-backup.ts";
import { useBackups } from "../api/get-backups.ts";
import { useSystemSettings } from "../api/get-system-settings.ts";
import { useUpdateSystemSettings } from "../api/update-system-settings.ts";
import { RestoreBackupDialog } from "./restore-backup-dialog.tsx";
import { SaveButton } from "./save-button.tsx";
import { fieldErrors, toastError } from "./server-errors.ts";
import { SettingsCard } from "./settings-card.tsx";
import { ToggleRow } from "./toggle-row.tsx";

function SystemForm({ initial, canEdit }: { initial: TSystemSettings; canEdit: boolean }) {
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

const size = (bytes: number, language: string) =>
  new Intl.NumberFormat(language, {
    style: "unit",
    unit: bytes > 1_000_000 ? "megabyte" : "kilobyte",
    maximumFractionDigits: 1,
  }).format(bytes > 1_000_000 ? bytes / 1_000_000 : bytes / 1000);

function BackupsCard() {
  const { t, i18n } = useTranslation();
  const backups = useBackups();
  const create = useCreateBackup();
  const [restoring, setRestoring] = useState<{ id: string; date: string } | null>(null);
  return (
    <Card>
      <RestoreBackupDialog backup={restoring} onClose={() => setRestoring(null)} />
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <CardTitle>{t("settings.system.backupsTitle")}</CardTitle>
        <Button
          variant="outline"
          disabled={create.isPending}
          onClick={() =>
            create.mutate(undefined, {
              onSuccess: () => toast({ title: t("settings.system.backupDone"), variant: "success" }),
              onError: (e) => toastError(t("settings.errorTitle"), e, t("common.genericError")),
            })
          }
        >
          {create.isPending ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <Archive aria-hidden="true" />
          )}
          {t("settings.system.backupNow")}
        </Button>
      </CardHeader>
      <CardContent>
        {backups.isError ? (
          <ErrorState message={t("settings.loadError")} onRetry={() => void backups.refetch()} />
        ) : backups.data && backups.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("settings.system.backupsEmpty")}</p>
        ) : (
          <ul className="grid gap-2">
            {(backups.data ?? []).map((b) => {
              const date = formatDateTime(b.created_at, i18n.language);
              return (
                <li
                  key={b.id}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3 text-sm"
                >
                  <span className="font-medium">{date}</span>
                  <span className="text-muted-foreground">{size(b.size_bytes, i18n.language)}</span>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={t("settings.system.downloadLabel", { date })}
                    onClick={async () => {
                      try {
                        saveBlob({ blob: await downloadBackup(b.id), fileName: b.id });
                      } catch (e) {
                        toastError(t("settings.errorTitle"), e, t("common.genericError"));
                      }
                    }}
                  >
                    <Download aria-hidden="true" />
                    {t("settings.system.download")}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={t("settings.system.restoreLabel", { date })}
                    onClick={() => setRestoring({ id: b.id, date })}
                  >
                    <RotateCcw aria-hidden="true" />
                    {t("settings.system.restore")}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

export function SystemTab({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const query = useSystemSettings();
  return (
    <div className="grid gap-4">
      <SettingsCard
        title={t("settings.system.title")}
        description={t("settings.system.description")}
        canEdit={canEdit}
        query={query}
      >
        {(data, key) => <SystemForm key={key} initial={data} canEdit={canEdit} />}
      </SettingsCard>
      {canEdit && <BackupsCard />}
    </div>
  );
}
