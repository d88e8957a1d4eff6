import { zodResolver } from "@hookform/resolvers/zod";
import {
  DEFAULT_BREAK_MINUTES,
  PLANNING_SHIFT_TYPES,
  SHIFT_STATUSES,
  type TShiftTemplate,
  ZShiftCreate,
} from "@hts/domain";
import { useEffect, useId, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { FormField, fieldAria } from "@/components/form-field";
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
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast-store";
import { isApiError } from "@/lib/api-error";
import { formatDay } from "@/lib/format-date";
import { setServerFieldErrors } from "@/lib/server-field-errors";
import { usePlanningAgents, usePlanningSites } from "../api/planning-choices.ts";
import { checkNewShift, type TShiftCreateBody, useCreateShift } from "../api/shifts-api.ts";
import { useShiftTemplates } from "../api/templates-api.ts";
import { translatePlanningError } from "../lib/planning-messages.ts";
import { serverMessage } from "../lib/server-message.ts";
import { useConflictGate } from "../lib/use-conflict-gate.ts";
import { ShiftConflictsPanel } from "./shift-conflicts-panel.tsx";

type FormInput = z.input<typeof ZShiftCreate>;
type FormOutput = z.output<typeof ZShiftCreate>;
type Field = keyof FormInput;

// Spec part 2, section 5: start and end default to 08:00 and 16:00; new shifts are scheduled.
function defaults(date: string): FormInput {
  return {
    agent_id: "",
    site_id: "",
    shift_date: date,
    start_time: "08:00",
    end_time: "16:00",
    shift_type: "regular",
    status: "scheduled",
    break_minutes: DEFAULT_BREAK_MINUTES,
    notes: "",
  };
}

const REQUIRED: Field[] = ["agent_id", "site_id", "shift_date"];

/** 'Nouvelle Plage': shared by Planning Avancé and HTS PLANNING PRO. A template fills the times. */
export function NewSlotDialog({
  open,
  onOpenChange,
  defaultDate,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** "yyyy-MM-dd" proposed when the dialog opens. */
  defaultDate: string;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const create = useCreateShift();
  const agents = usePlanningAgents({ enabled: open });
  const sites = usePlanningSites({ enabled: open });
  const templates = useShiftTemplates({ enabled: open });
  const [templateId, setTemplateId] = useState("");
  const gate = useConflictGate();
  const [checking, setChecking] = useState(false);
  const busy = create.isPending || checking;
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ZShiftCreate),
    defaultValues: defaults(defaultDate),
  });
  const { register, handleSubmit, formState, reset, setError, setValue, watch } = form;

  useEffect(() => {
    if (!open) return;
    reset(defaults(defaultDate));
    setTemplateId("");
    gate.clear();
  }, [open, defaultDate, reset, gate.clear]);

  // The server's answer is about the values it was given: any change asks again at the next save.
  useEffect(() => {
    const subscription = watch(() => gate.clear());
    return () => subscription.unsubscribe();
  }, [watch, gate.clear]);

  const applyTemplate = (template: TShiftTemplate | undefined) => {
    if (!template) return;
    const options = { shouldDirty: true, shouldValidate: formState.isSubmitted } as const;
    setValue("start_time", template.start_time, options);
    setValue("end_time", template.end_time, options);
    setValue("shift_type", template.shift_type, options);
    // The work time excludes every break; whether it is paid is a payroll matter.
    setValue("break_minutes", template.paid_break_minutes + template.unpaid_break_minutes, options);
  };

  const onInvalid = (errors: Partial<Record<Field, { message?: string }>>) => {
    const missing = REQUIRED.some((name) => errors[name]);
    const first = Object.values(errors).find((error) => error?.message)?.message;
    toast({
      variant: "destructive",
      title: t("common.error"),
      description: missing
        ? t("planningAdvanced.messages.requiredFields")
        : (translatePlanningError(t, first) ?? t("planningAdvanced.form.createError")),
    });
  };

  const submit = (confirmed: boolean) =>
    handleSubmit(async (values) => {
      const agent = agents.data?.agents.find((item) => item.id === values.agent_id);
      const site = sites.data?.find((item) => item.id === values.site_id);
      const body = {
        ...values,
        notes: values.notes || null,
        // Sent as the spec's client does; the server recomputes names and durations anyway.
        agent_name: agent?.name ?? null,
        site_name: site?.name ?? null,
      };
      await save(body, confirmed, agent?.name);
    }, onInvalid);

  const save = async (body: TShiftCreateBody, confirmed: boolean, agentName: string | undefined) => {
    setChecking(true);
    try {
      // The server's conflicts are shown before the shift is kept (decision 041).
      if (!confirmed && !(await gate.passes(() => checkNewShift(body)))) return;
      await create.mutateAsync({ ...body, ...(confirmed ? gate.override() : {}) });
    } catch (error) {
      // Someone changed the planning meanwhile: show what now blocks.
      if (isApiError(error) && error.status === 409)
        await gate.passes(() => checkNewShift(body)).catch(() => undefined);
      setServerFieldErrors(error, setError, defaults(""));
      toast({
        variant: "destructive",
        title: t("common.error"),
        description: serverMessage(error, t("planningAdvanced.form.createError")),
      });
      return;
    } finally {
      setChecking(false);
    }
    toast({
      variant: "success",
      title: t("planningAdvanced.form.created"),
      // The day as the user's locale writes it, never the raw ISO date.
      description: [
        agentName,
        body.shift_date ? formatDay(body.shift_date, i18n.language) : null,
        `${body.start_time}–${body.end_time}`,
      ]
        .filter(Boolean)
        .join(" · "),
    });
    onOpenChange(false);
  };
  const onSubmit = submit(false);

  const err = (name: Field) => {
    const message = formState.errors[name]?.message;
    // An empty date fails the date format check; the spec's sentence for it is the required one.
    if (message && REQUIRED.includes(name) && !watch(name))
      return t("planningAdvanced.messages.requiredFields");
    return translatePlanningError(t, message);
  };
  const aria = (name: Field) => fieldAria(`${id}-${name}`, err(name));
  const start = watch("start_time");
  const end = watch("end_time");
  const overnight = typeof start === "string" && typeof end === "string" && end < start;

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent className="grid-cols-1 sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t("planningAdvanced.form.title")}</DialogTitle>
          <DialogDescription>{t("planningAdvanced.form.description")}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid grid-cols-1 gap-4" aria-busy={busy}>
          <FormField
            id={`${id}-template`}
            label={t("planningAdvanced.form.template")}
            hint={t("forms.optional")}
          >
            <Select
              id={`${id}-template`}
              value={templateId}
              onChange={(event) => {
                setTemplateId(event.target.value);
                applyTemplate(templates.data?.find((item) => item.id === event.target.value));
              }}
            >
              <option value="">{t("planningAdvanced.form.noTemplate")}</option>
              {templates.data?.map((template) => (
                <option key={template.id} value={template.id}>
                  {`${template.name} (${template.start_time}–${template.end_time})`}
                </option>
              ))}
            </Select>
          </FormField>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <FormField
              id={`${id}-agent_id`}
              label={t("planningAdvanced.form.agent")}
              required
              error={err("agent_id")}
            >
              <Select aria-required="true" {...aria("agent_id")} {...register("agent_id")}>
                <option value="">{t("planningAdvanced.form.agentPlaceholder")}</option>
                {agents.data?.agents.map((agent) => (
                  <option key={agent.id} value={agent.id}>
                    {agent.name}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField
              id={`${id}-site_id`}
              label={t("planningAdvanced.form.site")}
              required
              error={err("site_id")}
            >
              <Select aria-required="true" {...aria("site_id")} {...register("site_id")}>
                <option value="">{t("planningAdvanced.form.sitePlaceholder")}</option>
                {sites.data?.map((site) => (
                  <option key={site.id} value={site.id}>
                    {site.name}
                  </option>
                ))}
              </Select>
            </FormField>
          </div>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
            <FormField
              id={`${id}-shift_date`}
              label={t("planningAdvanced.form.date")}
              required
              error={err("shift_date")}
            >
              <Input type="date" aria-required="true" {...aria("shift_date")} {...register("shift_date")} />
            </FormField>
            <FormField
              id={`${id}-start_time`}
              label={t("planningAdvanced.form.start")}
              required
              error={err("start_time")}
            >
              <Input type="time" aria-required="true" {...aria("start_time")} {...register("start_time")} />
            </FormField>
            <FormField
              id={`${id}-end_time`}
              label={t("planningAdvanced.form.end")}
              required
              error={err("end_time")}
            >
              <Input type="time" aria-required="true" {...aria("end_time")} {...register("end_time")} />
            </FormField>
          </div>
          {overnight && (
            <p className="-mt-2 text-sm text-muted-foreground" role="status">
              {t("planningAdvanced.form.nextDayHint")}
            </p>
          )}
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
            <FormField
              id={`${id}-shift_type`}
              label={t("planningAdvanced.form.type")}
              error={err("shift_type")}
            >
              <Select {...aria("shift_type")} {...register("shift_type")}>
                {PLANNING_SHIFT_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`planningAdvanced.shiftTypes.${type}`)}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField id={`${id}-status`} label={t("planningAdvanced.form.status")} error={err("status")}>
              <Select {...aria("status")} {...register("status")}>
                {SHIFT_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {t(`planningAdvanced.statuses.${status}`)}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField
              id={`${id}-break_minutes`}
              label={t("planningAdvanced.form.break")}
              error={err("break_minutes")}
            >
              <Input
                type="number"
                min={0}
                max={720}
                step={5}
                {...aria("break_minutes")}
                {...register("break_minutes", { valueAsNumber: true })}
              />
            </FormField>
          </div>
          <FormField
            id={`${id}-notes`}
            label={t("planningAdvanced.form.notes")}
            hint={t("forms.optional")}
            error={err("notes")}
          >
            <Textarea rows={2} {...aria("notes")} {...register("notes")} />
          </FormField>
          <ShiftConflictsPanel gate={gate} busy={busy} onConfirm={() => void submit(true)()} />
          <DialogFooter className="pt-2">
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? t("planningAdvanced.form.submitting") : t("planningAdvanced.form.submit")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
