import { ALARM_SEVERITIES, type TCheckpoint } from "@hts/domain";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { useTourMutations } from "../api/tours-api.ts";
import { EMPTY_TOUR, type TourFormValues, tourRequest } from "../lib/tour-form.ts";
import { TourStopsField } from "./tour-stops-field.tsx";

/** Creates a tour over the site's checkpoints: order, duration, schedule, windows, alarm severity. */
export function TourFormDialog({
  siteId,
  checkpoints,
  open,
  onOpenChange,
}: {
  siteId: string;
  checkpoints: readonly TCheckpoint[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const { createTour } = useTourMutations(siteId);
  const [values, setValues] = useState<TourFormValues>(EMPTY_TOUR);
  const [error, setError] = useState<string | null>(null);
  const set = <K extends keyof TourFormValues>(key: K, value: TourFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await createTour.mutateAsync(tourRequest(values, checkpoints));
      setValues(EMPTY_TOUR);
      onOpenChange(false);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t("tours.tourForm.title")}</DialogTitle>
        </DialogHeader>
        <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-3">
          <FormField label={t("tours.tourForm.name")} required>
            <Input value={values.name} onChange={(e) => set("name", e.target.value)} maxLength={120} />
          </FormField>
          <div className="grid grid-cols-2 gap-3">
            <FormField label={t("tours.tourForm.expected")} required>
              <Input
                type="number"
                min={1}
                max={720}
                value={values.expected}
                onChange={(e) => set("expected", e.target.value)}
              />
            </FormField>
            <FormField label={t("tours.tourForm.severity")}>
              <Select
                value={values.severity}
                onChange={(e) => set("severity", e.target.value as TourFormValues["severity"])}
              >
                {ALARM_SEVERITIES.map((severity) => (
                  <option key={severity} value={severity}>
                    {t(`severity.${severity}`)}
                  </option>
                ))}
              </Select>
            </FormField>
          </div>
          <FormField label={t("tours.tourForm.post")}>
            <Input value={values.post} onChange={(e) => set("post", e.target.value)} maxLength={120} />
          </FormField>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={values.ordered}
              onChange={(e) => set("ordered", e.target.checked)}
              className="size-4"
            />
            {t("tours.tourForm.ordered")}
          </label>
          <FormField label={t("tours.tourForm.schedule")}>
            <Select
              value={values.mode}
              onChange={(e) => set("mode", e.target.value as TourFormValues["mode"])}
            >
              <option value="none">{t("tours.tourForm.scheduleNone")}</option>
              <option value="interval">{t("tours.tourForm.scheduleInterval")}</option>
              <option value="fixed">{t("tours.tourForm.scheduleFixed")}</option>
            </Select>
          </FormField>
          {values.mode === "interval" && (
            <FormField label={t("tours.tourForm.everyHours")}>
              <Input
                type="number"
                min={1}
                max={24}
                value={values.everyHours}
                onChange={(e) => set("everyHours", e.target.value)}
              />
            </FormField>
          )}
          {values.mode === "fixed" && (
            <FormField label={t("tours.tourForm.times")}>
              <Input
                value={values.times}
                onChange={(e) => set("times", e.target.value)}
                placeholder="02:00, 04:00"
              />
            </FormField>
          )}
          <TourStopsField
            checkpoints={checkpoints}
            stops={values.stops}
            onChange={(stops) => set("stops", stops)}
          />
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t("tours.tourForm.cancel")}
            </Button>
            <Button type="submit" disabled={createTour.isPending || checkpoints.length === 0}>
              {t("tours.tourForm.save")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
