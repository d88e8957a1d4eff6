import { GEOFENCE_POLICIES, ROUNDING_MODES, type TFieldSettings } from "@hts/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/form-field";
import { ErrorState } from "@/components/list-state";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast-store";
import { useFieldSettings, useUpdateFieldSettings } from "../api/field-settings-api.ts";

const NUMBERS = [
  ["window_before_min", "windowBefore", 0, 240],
  ["window_after_min", "windowAfter", 0, 240],
  ["missed_clock_in_after_min", "missedAfter", 1, 240],
  ["rounding_min", "roundingMin", 1, 60],
  ["lone_worker_interval_min", "loneWorkerInterval", 5, 480],
  ["lone_worker_grace_min", "loneWorkerGrace", 1, 60],
] as const;

function FieldSettingsForm({ initial, canEdit }: { initial: TFieldSettings; canEdit: boolean }) {
  const { t } = useTranslation();
  const save = useUpdateFieldSettings();
  const [values, setValues] = useState(initial);
  const set = <K extends keyof TFieldSettings>(key: K, value: TFieldSettings[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    try {
      setValues(await save.mutateAsync(values));
      toast({ title: t("attendance.settings.saved"), variant: "success" });
    } catch (error) {
      toast({
        title: t("attendance.settings.error"),
        description: error instanceof Error ? error.message : undefined,
        variant: "destructive",
      });
    }
  };
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)}>
      <fieldset disabled={!canEdit} className="grid gap-4 sm:grid-cols-2">
        <FormField label={t("attendance.settings.geofencePolicy")} className="sm:col-span-2">
          <Select
            value={values.geofence_policy}
            onChange={(e) => set("geofence_policy", e.target.value as TFieldSettings["geofence_policy"])}
          >
            {GEOFENCE_POLICIES.map((p) => (
              <option key={p} value={p}>
                {t(`attendance.settings.policies.${p}`)}
              </option>
            ))}
          </Select>
        </FormField>
        {NUMBERS.map(([key, label, min, max]) => (
          <FormField key={key} label={t(`attendance.settings.${label}`)}>
            <Input
              type="number"
              min={min}
              max={max}
              value={values[key]}
              onChange={(e) => set(key, Number(e.target.value))}
            />
          </FormField>
        ))}
        <FormField label={t("attendance.settings.roundingMode")}>
          <Select
            value={values.rounding_mode}
            onChange={(e) => set("rounding_mode", e.target.value as TFieldSettings["rounding_mode"])}
          >
            {ROUNDING_MODES.map((m) => (
              <option key={m} value={m}>
                {t(`attendance.settings.roundingModes.${m}`)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t("attendance.settings.controlRoomPhone")} hint={t("forms.optional")}>
          <Input
            type="tel"
            value={values.control_room_phone ?? ""}
            onChange={(e) => set("control_room_phone", e.target.value.trim() || null)}
          />
        </FormField>
        {canEdit && (
          <div className="sm:col-span-2">
            <Button type="submit" disabled={save.isPending}>
              {t("attendance.settings.save")}
            </Button>
          </div>
        )}
      </fieldset>
    </form>
  );
}

/** The 'Terrain' settings: geofence policy, clock-in window, missed clock-in delay, rounding, phone. */
export function FieldSettingsCard({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const query = useFieldSettings();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("attendance.settings.title")}</CardTitle>
        <CardDescription>
          {canEdit ? t("attendance.settings.description") : t("attendance.settings.readOnly")}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {query.isError ? (
          <ErrorState message={t("attendance.timesheets.loadError")} onRetry={() => void query.refetch()} />
        ) : query.data ? (
          <FieldSettingsForm key={query.dataUpdatedAt} initial={query.data} canEdit={canEdit} />
        ) : (
          <Spinner />
        )}
      </CardContent>
    </Card>
  );
}
