import { zodResolver } from "@hookform/resolvers/zod";
import {
  PLANNING_MSG,
  SHIFT_STATUSES,
  SHIFT_TYPES,
  type TAgent,
  type TShift,
  type TSite,
  ZShiftStatus,
  ZShiftType,
  zLocalDate,
  zLocalTime,
} from "@hts/domain";
import { Repeat, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast-store";
import { isApiError } from "@/lib/api-error";
import { formatDay } from "@/lib/format-date";
import { errorDetail, setServerFieldErrors } from "@/lib/server-field-errors";
import { usePlanningAgents, usePlanningSites } from "../api/planning-choices.ts";
import { checkShiftChange, useDeleteShift, useUpdateShift } from "../api/shifts-api.ts";
import { useConflictGate } from "../lib/use-conflict-gate.ts";
import { useFieldBindings } from "./field-bindings.ts";
import { ShiftConflictsPanel } from "./shift-conflicts-panel.tsx";
import { ShiftDialogFooter } from "./shift-dialog-footer.tsx";
import { ShiftAgentField, ShiftDateField, ShiftSiteField } from "./shift-select-fields.tsx";
import { ShiftTimeFields } from "./shift-time-fields.tsx";
import { useShiftToasts } from "./shift-toasts.ts";

const filled = (schema: z.ZodType<string, string>) =>
  z.string().trim().min(1, { error: PLANNING_MSG.requiredFields }).pipe(schema);

// The PATCH's fields the 'Modifier' button edits, all present (the form always has the shift's values).
const ZShiftEditForm = z
  .object({
    agent_id: z.string().min(1, { error: PLANNING_MSG.requiredFields }),
    site_id: z.string().min(1, { error: PLANNING_MSG.requiredFields }),
    shift_date: filled(zLocalDate),
    start_time: filled(zLocalTime),
    end_time: filled(zLocalTime),
    break_minutes: z.number({ error: PLANNING_MSG.requiredFields }).int().min(0).max(720),
    shift_type: ZShiftType,
    status: ZShiftStatus,
    notes: z.string().trim().max(2000),
  })
  .refine((shift) => shift.start_time !== shift.end_time, {
    error: PLANNING_MSG.sameTimes,
    path: ["end_time"],
  });
type FormInput = z.input<typeof ZShiftEditForm>;
type FormOutput = z.output<typeof ZShiftEditForm>;
const FIELDS = [
  "agent_id",
  "site_id",
  "shift_date",
  "start_time",
  "end_time",
  "break_minutes",
  "shift_type",
  "status",
  "notes",
] as const;

function valuesOf(shift: TShift | null): FormInput {
  return {
    agent_id: shift?.agent_id ?? "",
    site_id: shift?.site_id ?? "",
    shift_date: shift?.shift_date ?? "",
    start_time: shift?.start_time ?? "",
    end_time: shift?.end_time ?? "",
    break_minutes: shift?.break_minutes ?? 0,
    shift_type: shift?.shift_type ?? "regular",
    status: shift?.status ?? "scheduled",
    notes: shift?.notes ?? "",
  };
}

export type ShiftEditDialogProps = {
  shift: TShift | null;
  onOpenChange: (open: boolean) => void;
  /** The screen's lists when it has them (agents screen); otherwise the dialog loads the form's choices. */
  agents?: Pick<TAgent, "id" | "name" | "badge">[];
  sites?: Pick<TSite, "id" | "name">[];
  /** 'Répéter cette garde' (Planning Avancé): the dialog closes and the page opens the repetition. */
  onRepeat?: (shift: TShift) => void;
};

/**
 * 'Modifier' on a shift, the one edit dialog of the three planning pages (issue 15): every field, saved
 * with PATCH after the conflict check (decision 041), or deleted after the shared confirmation.
 */
export function ShiftEditDialog({
  shift,
  onOpenChange,
  agents: givenAgents,
  sites: givenSites,
  onRepeat,
}: ShiftEditDialogProps) {
  const { t, i18n } = useTranslation();
  const agentChoices = usePlanningAgents({ enabled: shift !== null && !givenAgents });
  const siteChoices = usePlanningSites({ enabled: shift !== null && !givenSites });
  const agents = givenAgents ?? agentChoices.data?.agents ?? [];
  const sites = givenSites ?? siteChoices.data ?? [];
  const update = useUpdateShift();
  const remove = useDeleteShift();
  const [deleting, setDeleting] = useState(false);
  const toasts = useShiftToasts();
  const gate = useConflictGate();
  const [checking, setChecking] = useState(false);
  const busy = update.isPending || checking;
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ZShiftEditForm),
    defaultValues: valuesOf(shift),
  });
  const { handleSubmit, reset, setError } = form;
  const bind = useFieldBindings({ form });

  useEffect(() => {
    if (!shift) return;
    reset(valuesOf(shift));
    gate.clear();
  }, [shift, reset, gate.clear]);

  // The server's answer is about the values it was given: any change asks again at the next save.
  useEffect(() => {
    const subscription = form.watch(() => gate.clear());
    return () => subscription.unsubscribe();
  }, [form.watch, gate.clear]);

  const submit = (confirmed: boolean) =>
    handleSubmit(async (values) => {
      if (!shift) return;
      const change = { id: shift.id, input: { ...values, notes: values.notes || null } };
      setChecking(true);
      try {
        // The server's conflicts are shown before the change is kept (decision 041).
        if (!confirmed && !(await gate.passes(() => checkShiftChange(change)))) return;
        const saved = await update.mutateAsync({
          id: shift.id,
          input: { ...change.input, ...(confirmed ? gate.override() : {}) },
        });
        toasts.saved({ title: t("planning.shiftEdit.updated"), hours: saved.actual_work_hours });
        onOpenChange(false);
      } catch (error) {
        if (isApiError(error) && error.status === 409)
          await gate.passes(() => checkShiftChange(change)).catch(() => undefined);
        setServerFieldErrors(error, setError, FIELDS);
        toasts.failed({ error, fallback: t("planning.shiftEdit.updateError") });
      } finally {
        setChecking(false);
      }
    });
  const onSubmit = submit(false);

  const status = bind("status");
  const type = bind("shift_type");
  const notes = bind("notes");
  const pause = bind("break_minutes");
  // A shift may belong to an agent or a site missing from the lists (filtered out): keep it selectable.
  const agentMissing = shift && !agents.some((agent) => agent.id === shift.agent_id);
  const siteMissing = shift && !sites.some((site) => site.id === shift.site_id);

  return (
    <Dialog open={shift !== null} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent className="grid-cols-1 sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t("planning.shiftEdit.title")}</DialogTitle>
          <DialogDescription>{t("planning.shiftEdit.description")}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid grid-cols-1 gap-4" aria-busy={busy}>
          <ShiftAgentField
            field={bind("agent_id")}
            agents={agents}
            first={agentMissing && <option value={shift.agent_id}>{shift.agent_name ?? "—"}</option>}
          />
          <ShiftDateField field={bind("shift_date")} />
          <ShiftTimeFields start={bind("start_time")} end={bind("end_time")} />
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <FormField id={pause.id} label={t("planning.shiftEdit.breakMinutes")} error={pause.error}>
              <Input
                type="number"
                min={0}
                max={720}
                step={5}
                {...pause.input}
                {...form.register("break_minutes", { valueAsNumber: true })}
              />
            </FormField>
            <FormField id={type.id} label={t("planning.shiftForm.type")} error={type.error}>
              <Select {...type.input}>
                {SHIFT_TYPES.map((value) => (
                  <option key={value} value={value}>
                    {t(`planning.shiftType.${value}`)}
                  </option>
                ))}
              </Select>
            </FormField>
          </div>
          <ShiftSiteField
            field={bind("site_id")}
            sites={sites}
            required
            first={siteMissing && <option value={shift.site_id}>{shift.site_name ?? "—"}</option>}
          />
          <FormField id={status.id} label={t("planning.shiftEdit.status")} error={status.error}>
            <Select {...status.input}>
              {SHIFT_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {t(`planning.shiftStatus.${value}`)}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField
            id={notes.id}
            label={t("planning.shiftForm.notes")}
            hint={t("forms.optional")}
            error={notes.error}
          >
            <Textarea rows={2} {...notes.input} />
          </FormField>
          <ShiftConflictsPanel gate={gate} busy={busy} onConfirm={() => void submit(true)()} />
          <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:items-center sm:justify-between">
            <Button
              type="button"
              variant="ghost"
              className="text-destructive"
              onClick={() => setDeleting(true)}
              disabled={busy}
            >
              <Trash2 aria-hidden="true" />
              {t("planning.shiftEdit.delete")}
            </Button>
            {onRepeat && shift && (
              <Button
                type="button"
                variant="ghost"
                onClick={() => {
                  onOpenChange(false);
                  onRepeat(shift);
                }}
                disabled={busy}
              >
                <Repeat aria-hidden="true" />
                {t("planningAdvanced.batch.repeatShift")}
              </Button>
            )}
            <ShiftDialogFooter
              busy={busy}
              submitLabel={t("common.save")}
              busyLabel={t("planning.shiftEdit.saving")}
              onCancel={() => onOpenChange(false)}
            />
          </div>
        </form>
        <ConfirmDialog
          open={deleting}
          title={t("planning.shiftEdit.deleteTitle")}
          description={t("planning.shiftEdit.deleteDescription", {
            agent: shift?.agent_name ?? "",
            date: shift ? formatDay(shift.shift_date, i18n.language) : "",
            start: shift?.start_time ?? "",
            end: shift?.end_time ?? "",
          })}
          confirmLabel={t("planning.shiftEdit.deleteConfirm")}
          busyLabel={t("planning.shiftEdit.deleting")}
          busy={remove.isPending}
          onOpenChange={setDeleting}
          onConfirm={() => {
            if (!shift) return;
            remove.mutate(
              { id: shift.id },
              {
                onSuccess: () => {
                  toast({ variant: "success", title: t("planning.shiftEdit.deleted") });
                  setDeleting(false);
                  onOpenChange(false);
                },
                onError: (error) =>
                  toast({
                    variant: "destructive",
                    title: t("common.error"),
                    description: errorDetail(error, t("planning.shiftEdit.deleteError")),
                  }),
              },
            );
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
