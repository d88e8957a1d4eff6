import { type FormEvent, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/form-field";
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
import { toast } from "@/components/ui/toast-store";
import { useAccessSettings, useUpdateAccessSettings } from "../api/access-api.ts";

/** The refusal alarm threshold (N refusals in M minutes) and the access log retention. */
export function AccessSettingsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const settings = useAccessSettings();
  const update = useUpdateAccessSettings();
  const [values, setValues] = useState({
    refusalAlarmCount: "3",
    refusalAlarmMinutes: "5",
    logRetentionDays: "90",
  });
  // Decision 082: anti-passback (off by default) and whether printed QR codes still open.
  const [flags, setFlags] = useState({ antiPassback: false, staticQrAllowed: true });

  useEffect(() => {
    if (open && settings.data)
      setValues({
        refusalAlarmCount: String(settings.data.refusalAlarmCount),
        refusalAlarmMinutes: String(settings.data.refusalAlarmMinutes),
        logRetentionDays: String(settings.data.logRetentionDays),
      });
    if (open && settings.data)
      setFlags({ antiPassback: settings.data.antiPassback, staticQrAllowed: settings.data.staticQrAllowed });
  }, [open, settings.data]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await update.mutateAsync({
        refusalAlarmCount: Number(values.refusalAlarmCount),
        refusalAlarmMinutes: Number(values.refusalAlarmMinutes),
        logRetentionDays: Number(values.logRetentionDays),
        ...flags,
      });
      toast({ variant: "success", title: t("access.settings.saved") });
      onOpenChange(false);
    } catch (error) {
      toast({ variant: "destructive", title: t("common.error"), description: (error as Error).message });
    }
  };

  const field = (name: keyof typeof values, min: number, max: number) => (
    <Input
      id={`${id}-${name}`}
      type="number"
      min={min}
      max={max}
      required
      value={values[name]}
      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
    />
  );

  return (
    <Dialog open={open} onOpenChange={(next) => !update.isPending && onOpenChange(next)}>
      <DialogContent className="grid-cols-1 sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{t("access.settings.title")}</DialogTitle>
          <DialogDescription>{t("access.settings.description")}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} className="grid gap-4">
          <div className="grid grid-cols-2 gap-3">
            <FormField id={`${id}-refusalAlarmCount`} label={t("access.settings.count")}>
              {field("refusalAlarmCount", 1, 100)}
            </FormField>
            <FormField id={`${id}-refusalAlarmMinutes`} label={t("access.settings.minutes")}>
              {field("refusalAlarmMinutes", 1, 1440)}
            </FormField>
          </div>
          <FormField
            id={`${id}-logRetentionDays`}
            label={t("access.settings.retention")}
            hint={t("access.settings.retentionHint")}
          >
            {field("logRetentionDays", 1, 3650)}
          </FormField>
          {(["antiPassback", "staticQrAllowed"] as const).map((name) => (
            <div key={name} className="flex items-start gap-2">
              <Checkbox
                id={`${id}-${name}`}
                checked={flags[name]}
                onCheckedChange={(checked) => setFlags((f) => ({ ...f, [name]: checked === true }))}
                aria-describedby={`${id}-${name}-hint`}
                className="mt-0.5"
              />
              <div className="grid gap-0.5">
                <Label htmlFor={`${id}-${name}`}>{t(`access.settings.${name}`)}</Label>
                <p id={`${id}-${name}-hint`} className="text-xs text-muted-foreground">
                  {t(`access.settings.${name}Hint`)}
                </p>
              </div>
            </div>
          ))}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t("access.pointForm.cancel")}
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? t("access.pointForm.saving") : t("access.pointForm.save")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
