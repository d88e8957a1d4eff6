import { zodResolver } from "@hookform/resolvers/zod";
import { GUARD_SHIFT_TYPES, type TAgent, type TSite } from "@hts/domain";
import { useEffect, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/form-field";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { isApiError } from "@/lib/api-error";
import { setServerFieldErrors } from "@/lib/server-field-errors";
import { checkNewShift, useCreateShift } from "../api/shifts-api.ts";
import { useConflictGate } from "../lib/use-conflict-gate.ts";
import { workMinutes } from "../lib/work-time.ts";
import { useFieldBindings } from "./field-bindings.ts";
import { ShiftConflictsPanel } from "./shift-conflicts-panel.tsx";
import { ShiftDialogFooter } from "./shift-dialog-footer.tsx";
import {
  presetTimes,
  SHIFT_FORM_FIELDS,
  type ShiftFormInput,
  type ShiftFormOutput,
  shiftFormDefaults,
  ZShiftForm,
} from "./shift-form-values.ts";
import { ShiftAgentField, ShiftDateField, ShiftSiteField } from "./shift-select-fields.tsx";
import { ShiftTimeFields } from "./shift-time-fields.tsx";
import { useShiftToasts } from "./shift-toasts.ts";

export type NewShiftDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  agents: TAgent[];
  sites: TSite[];
  /** The day the dialog opens on (the one selected on the screen). */
  date: string;
};

/** 'Nouvelle garde': creates a real shift; the toast gives the work hours the server computed. */
export function NewShiftDialog({ open, onOpenChange, agents, sites, date }: NewShiftDialogProps) {
  const { t } = useTranslation();
  const create = useCreateShift();
  const toasts = useShiftToasts();
  const gate = useConflictGate();
  const [checking, setChecking] = useState(false);
  const busy = create.isPending || checking;
  const form = useForm<ShiftFormInput, unknown, ShiftFormOutput>({
    resolver: zodResolver(ZShiftForm),
    defaultValues: shiftFormDefaults({ agentId: "", date }),
  });
  const { handleSubmit, formState, reset, setError, setValue, control } = form;
  const bind = useFieldBindings({ form });
  const [agentId, start, end, breakStart, breakEnd, shiftDate] = useWatch({
    control,
    name: ["agent_id", "start_time", "end_time", "break_start", "break_end", "shift_date"],
  });
  const agent = agents.find((candidate) => candidate.id === agentId);
  const minutes = workMinutes({ start, end, breakStart, breakEnd, date: shiftDate });

  useEffect(() => {
    if (!open) return;
    reset(shiftFormDefaults({ agentId: "", date }));
    gate.clear();
  }, [open, date, reset, gate.clear]);

  // The server's answer is about the values it was given: any change asks again at the next save.
  useEffect(() => {
    const subscription = form.watch(() => gate.clear());
    return () => subscription.unsubscribe();
  }, [form.watch, gate.clear]);

  const submit = (confirmed: boolean) =>
    handleSubmit(async (values) => {
      const body = {
        agent_id: values.agent_id,
        site_id: values.site_id || null,
        shift_date: values.shift_date,
        shift_type: values.shift_type,
        start_time: values.start_time,
        end_time: values.end_time,
        break_start: values.break_start || null,
        break_end: values.break_end || null,
        // Without a break the server would deduct its default one; "no break" means none here.
        ...(values.break_start ? {} : { break_minutes: 0 }),
        notes: values.notes || null,
      };
      setChecking(true);
      try {
        // The server's conflicts are shown before the shift is kept (decision 041).
        if (!confirmed && !(await gate.passes(() => checkNewShift(body)))) return;
        const shift = await create.mutateAsync({ ...body, ...(confirmed ? gate.override() : {}) });
        toasts.saved({ title: t("planning.shiftForm.created"), hours: shift.actual_work_hours });
        onOpenChange(false);
      } catch (error) {
        if (isApiError(error) && error.status === 409)
          await gate.passes(() => checkNewShift(body)).catch(() => undefined);
        setServerFieldErrors(error, setError, SHIFT_FORM_FIELDS, { break_minutes: "break_end" });
        toasts.failed({ error, fallback: t("planning.shiftForm.createError") });
      } finally {
        setChecking(false);
      }
    });
  const onSubmit = submit(false);

  const type = bind("shift_type");
  const notes = bind("notes");
  const agentSite = agent?.assignedSiteId ? sites.find((site) => site.id === agent.assignedSiteId) : null;

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent className="grid-cols-1 sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{t("planning.shiftForm.title")}</DialogTitle>
          <DialogDescription>{t("planning.shiftForm.description")}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid grid-cols-1 gap-4" aria-busy={busy}>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <ShiftAgentField
              field={bind("agent_id")}
              agents={agents}
              first={<option value="">{t("planning.shiftForm.chooseAgent")}</option>}
              onAgentChange={(chosenId) => {
                // The site follows the chosen agent's assignment until the user picks another.
                const chosen = agents.find((candidate) => candidate.id === chosenId);
                setValue("site_id", chosen?.assignedSiteId ?? "");
              }}
            />
            <ShiftDateField field={bind("shift_date")} />
          </div>
          <FormField id={type.id} label={t("planning.shiftForm.type")} error={type.error}>
            <Select
              {...type.input}
              onChange={(event) => {
                void type.input.onChange(event);
                const chosen = event.target.value as ShiftFormInput["shift_type"];
                if (chosen === "custom") return;
                for (const [name, value] of Object.entries(presetTimes(chosen))) {
                  setValue(name as keyof ShiftFormInput, value, { shouldValidate: formState.isSubmitted });
                }
              }}
            >
              {GUARD_SHIFT_TYPES.map((guardType) => (
                <option key={guardType} value={guardType}>
                  {t(`planning.guardType.${guardType}`)}
                </option>
              ))}
            </Select>
          </FormField>
          <ShiftTimeFields
            start={bind("start_time")}
            end={bind("end_time")}
            pause={{ start: bind("break_start"), end: bind("break_end"), workMinutes: minutes }}
          />
          <ShiftSiteField
            field={bind("site_id")}
            sites={sites}
            first={
              <option value="">
                {agentSite
                  ? t("planning.shiftForm.agentSite", { site: agentSite.name })
                  : t("planning.shiftForm.chooseSite")}
              </option>
            }
          />
          <FormField
            id={notes.id}
            label={t("planning.shiftForm.notes")}
            hint={t("forms.optional")}
            error={notes.error}
          >
            <Textarea rows={2} {...notes.input} />
          </FormField>
          <ShiftConflictsPanel gate={gate} busy={busy} onConfirm={() => void submit(true)()} />
          <ShiftDialogFooter
            busy={busy}
            submitLabel={t("planning.shiftForm.submit")}
            busyLabel={t("planning.shiftForm.creating")}
            onCancel={() => onOpenChange(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
