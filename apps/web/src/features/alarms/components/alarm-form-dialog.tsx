import { zodResolver } from "@hookform/resolvers/zod";
import { ALARM_SEVERITIES, ALARM_TYPES, ZAlarmCreate } from "@hts/domain";
import { useEffect, useId } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { FormField, fieldAria, translateError } from "@/components/form-field";
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
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast-store";
import { rememberAlarmRaisedHere } from "@/lib/critical-alarm";
import { setServerFieldErrors } from "@/lib/server-field-errors";
import { useCreateAlarm } from "../api/create-alarm.ts";
import { useAlarmSites } from "../api/get-alarm-sites.ts";

type FormInput = z.input<typeof ZAlarmCreate>;
type FormOutput = z.output<typeof ZAlarmCreate>;

// Spec part 1, section 5: type intrusion, severity medium (moyen on the French scale).
const DEFAULTS: FormInput = {
  siteId: "",
  type: "intrusion",
  severity: "moyen",
  title: "",
  description: "",
  location: "",
  triggeredBy: "",
  assignedTo: "",
};

export function AlarmFormDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const create = useCreateAlarm();
  const sites = useAlarmSites({ enabled: open });
  const busy = create.isPending;
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ZAlarmCreate),
    defaultValues: DEFAULTS,
  });
  const { register, handleSubmit, formState, reset, setError } = form;

  useEffect(() => {
    if (open) reset(DEFAULTS);
  }, [open, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const created = await create.mutateAsync(values);
      // Only a critical alarm is announced to the control room, so only one is kept to be skipped.
      if (created.severity === "critique") rememberAlarmRaisedHere(created.id);
    } catch (error) {
      setServerFieldErrors(error, setError, DEFAULTS);
      toast({
        variant: "destructive",
        title: t("common.error"),
        description: error instanceof Error && error.message ? error.message : t("alarms.form.createError"),
      });
      return;
    }
    toast({ variant: "success", title: t("alarms.form.created"), description: values.title });
    onOpenChange(false);
  });

  const err = (name: keyof FormInput) => translateError(t, formState.errors[name]?.message);
  const aria = (name: keyof FormInput) => fieldAria(`${id}-${name}`, err(name));

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent className="grid-cols-1 sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t("alarms.form.title")}</DialogTitle>
          <DialogDescription>{t("alarms.form.description")}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid grid-cols-1 gap-4" aria-busy={busy}>
          <FormField id={`${id}-siteId`} label={t("alarms.form.site")} required error={err("siteId")}>
            {sites.isPending ? (
              <Spinner />
            ) : (
              <Select aria-required="true" {...aria("siteId")} {...register("siteId")}>
                <option value="">{t("alarms.form.sitePlaceholder")}</option>
                {sites.data?.map((site) => (
                  <option key={site.id} value={site.id}>
                    {site.name}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <FormField id={`${id}-type`} label={t("alarms.form.type")} required error={err("type")}>
              <Select {...aria("type")} {...register("type")}>
                {ALARM_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`alarms.types.${type}`)}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField
              id={`${id}-severity`}
              label={t("alarms.form.severity")}
              required
              error={err("severity")}
            >
              <Select {...aria("severity")} {...register("severity")}>
                {ALARM_SEVERITIES.map((severity) => (
                  <option key={severity} value={severity}>
                    {t(`severity.${severity}`)}
                  </option>
                ))}
              </Select>
            </FormField>
          </div>
          <FormField id={`${id}-title`} label={t("alarms.form.alarmTitle")} required error={err("title")}>
            <Input aria-required="true" {...aria("title")} {...register("title")} />
          </FormField>
          <FormField
            id={`${id}-description`}
            label={t("alarms.form.alarmDescription")}
            required
            error={err("description")}
          >
            <Textarea rows={3} aria-required="true" {...aria("description")} {...register("description")} />
          </FormField>
          <FormField id={`${id}-location`} label={t("alarms.form.location")} required error={err("location")}>
            <Input
              aria-required="true"
              placeholder={t("alarms.form.locationPlaceholder")}
              {...aria("location")}
              {...register("location")}
            />
          </FormField>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <FormField
              id={`${id}-triggeredBy`}
              label={t("alarms.form.triggeredBy")}
              hint={t("forms.optional")}
              error={err("triggeredBy")}
            >
              <Input
                placeholder={t("alarms.form.triggeredByPlaceholder")}
                {...aria("triggeredBy")}
                {...register("triggeredBy")}
              />
            </FormField>
            <FormField
              id={`${id}-assignedTo`}
              label={t("alarms.form.assignedTo")}
              hint={t("forms.optional")}
              error={err("assignedTo")}
            >
              <Input {...aria("assignedTo")} {...register("assignedTo")} />
            </FormField>
          </div>
          <DialogFooter className="pt-2">
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? t("alarms.form.submitting") : t("alarms.form.submit")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
