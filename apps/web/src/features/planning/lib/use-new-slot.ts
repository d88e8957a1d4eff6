import { zodResolver } from "@hookform/resolvers/zod";
import { DEFAULT_BREAK_MINUTES, type TShiftTemplate, ZShiftCreate } from "@hts/domain";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { toast } from "@/components/ui/toast-store";
import { isApiError } from "@/lib/api-error";
import { formatDay } from "@/lib/format-date";
import { setServerFieldErrors } from "@/lib/server-field-errors";
import type { PlanningAgents } from "../api/planning-choices.ts";
import { checkNewShift, type TShiftCreateBody, useCreateShift } from "../api/shifts-api.ts";
import { translatePlanningError } from "./planning-messages.ts";
import { serverMessage } from "./server-message.ts";
import { useConflictGate } from "./use-conflict-gate.ts";

export type NewSlotInput = z.input<typeof ZShiftCreate>;
type FormOutput = z.output<typeof ZShiftCreate>;
export type NewSlotField = keyof NewSlotInput;

// Spec part 2, section 5: start and end default to 08:00 and 16:00; new shifts are scheduled.
function defaults(date: string): NewSlotInput {
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

/** The fields whose absence the spec answers with its one 'required fields' sentence. */
export const NEW_SLOT_REQUIRED: NewSlotField[] = ["agent_id", "site_id", "shift_date"];
const REQUIRED = NEW_SLOT_REQUIRED;
type Field = NewSlotField;
type FormInput = NewSlotInput;

/**
 * 'Nouvelle Plage''s form and its save: a template fills the times; the conflict check runs first
 * (decision 041), 'Enregistrer quand même' saves with the override; a 409 shows what now blocks.
 */
export function useNewSlot({
  open,
  defaultDate,
  agents,
  sites,
  onCreated,
}: {
  open: boolean;
  defaultDate: string;
  agents: PlanningAgents | undefined;
  sites: { id: string; name: string }[] | undefined;
  onCreated(): void;
}) {
  const { t, i18n } = useTranslation();
  const create = useCreateShift();
  const [templateId, setTemplateId] = useState("");
  const gate = useConflictGate();
  const [checking, setChecking] = useState(false);
  const busy = create.isPending || checking;
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ZShiftCreate),
    defaultValues: defaults(defaultDate),
  });
  const { handleSubmit, formState, reset, setError, setValue, watch } = form;

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
      const agent = agents?.agents.find((item) => item.id === values.agent_id);
      const site = sites?.find((item) => item.id === values.site_id);
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
    onCreated();
  };
  const onSubmit = submit(false);

  return { form, gate, busy, templateId, setTemplateId, applyTemplate, submit, onSubmit };
}
