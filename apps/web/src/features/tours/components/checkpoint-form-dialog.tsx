import { CHECKPOINT_KINDS, TASK_KINDS, type TCheckpointInput } from "@hts/domain";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { useTourMutations } from "../api/tours-api.ts";
import { NfcSerialField } from "./nfc-serial-field.tsx";

type Values = Omit<TCheckpointInput, "site_id">;
const EMPTY: Values = { name: "", location: "", kind: "qr", radius_m: 30, task_kind: "none" };

/** Creates a checkpoint of the site: a QR label, an NFC tag (read on site) or a GPS point. */
export function CheckpointFormDialog({
  siteId,
  open,
  onOpenChange,
}: {
  siteId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const { createCheckpoint } = useTourMutations(siteId);
  const [values, setValues] = useState<Values>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const num = (text: string) => (text.trim() === "" ? null : Number(text));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await createCheckpoint.mutateAsync(values);
      setValues(EMPTY);
      onOpenChange(false);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };
  const here = () =>
    navigator.geolocation?.getCurrentPosition(({ coords }) =>
      setValues((v) => ({ ...v, latitude: coords.latitude, longitude: coords.longitude })),
    );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("tours.checkpointForm.title")}</DialogTitle>
        </DialogHeader>
        <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-3">
          <FormField label={t("tours.checkpointForm.name")} required>
            <Input value={values.name} onChange={(e) => set("name", e.target.value)} maxLength={120} />
          </FormField>
          <FormField label={t("tours.checkpointForm.location")}>
            <Input
              value={values.location}
              onChange={(e) => set("location", e.target.value)}
              maxLength={200}
            />
          </FormField>
          <FormField label={t("tours.checkpointForm.kind")}>
            <Select value={values.kind} onChange={(e) => set("kind", e.target.value as Values["kind"])}>
              {CHECKPOINT_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`tours.kinds.${kind}`)}
                </option>
              ))}
            </Select>
          </FormField>
          {values.kind === "nfc" && (
            <NfcSerialField
              value={values.nfc_serial ?? ""}
              onChange={(serial) => set("nfc_serial", serial || null)}
            />
          )}
          {values.kind === "gps" && (
            <div className="grid grid-cols-2 gap-3">
              <FormField label={t("tours.checkpointForm.latitude")} required>
                <Input
                  type="number"
                  step="any"
                  value={values.latitude ?? ""}
                  onChange={(e) => set("latitude", num(e.target.value))}
                />
              </FormField>
              <FormField label={t("tours.checkpointForm.longitude")} required>
                <Input
                  type="number"
                  step="any"
                  value={values.longitude ?? ""}
                  onChange={(e) => set("longitude", num(e.target.value))}
                />
              </FormField>
              <FormField label={t("tours.checkpointForm.radius")}>
                <Input
                  type="number"
                  min={5}
                  max={500}
                  value={values.radius_m}
                  onChange={(e) => set("radius_m", Number(e.target.value))}
                />
              </FormField>
              <Button type="button" variant="outline" className="self-end" onClick={here}>
                {t("tours.checkpointForm.here")}
              </Button>
            </div>
          )}
          <FormField label={t("tours.checkpointForm.task")}>
            <Select
              value={values.task_kind}
              onChange={(e) => set("task_kind", e.target.value as Values["task_kind"])}
            >
              {TASK_KINDS.map((task) => (
                <option key={task} value={task}>
                  {t(`tours.tasks.${task}`)}
                </option>
              ))}
            </Select>
          </FormField>
          {(values.task_kind === "yes_no" || values.task_kind === "number") && (
            <FormField label={t("tours.checkpointForm.question")} required>
              <Input
                value={values.task_question ?? ""}
                onChange={(e) => set("task_question", e.target.value)}
                maxLength={200}
              />
            </FormField>
          )}
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t("tours.checkpointForm.cancel")}
            </Button>
            <Button type="submit" disabled={createCheckpoint.isPending}>
              {t("tours.checkpointForm.save")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
