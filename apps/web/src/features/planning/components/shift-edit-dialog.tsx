import { zodResolver } from "@hookform/resolvers/zod";
import {
  PLANNING_MSG,
  SHIFT_STATUSES,
  type TAgent,
  type TShift,
  type TSite,
  ZShiftStatus,
  zLocalDate,
  zLocalTime,
} from "@hts/domain";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { FormField } from "@/components/form-field";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Select } from "@/components/ui/select";
import { useUpdateShift } from "../api/update-shift.ts";
import { useFieldBindings } from "./field-bindings.ts";
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
    status: ZShiftStatus,
  })
  .refine((shift) => shift.start_time !== shift.end_time, {
    error: PLANNING_MSG.sameTimes,
    path: ["end_time"],
  });
type FormInput = z.input<typeof ZShiftEditForm>;
type FormOutput = z.output<typeof ZShiftEditForm>;
const FIELDS = ["agent_id", "site_id", "shift_date", "start_time", "end_time", "status"] as const;

function valuesOf(shift: TShift | null): FormInput {
  return {
    agent_id: shift?.agent_id ?? "",
    site_id: shift?.site_id ?? "",
    shift_date: shift?.shift_date ?? "",
    start_time: shift?.start_time ?? "",
    end_time: shift?.end_time ?? "",
    status: shift?.status ?? "scheduled",
  };
}

export type ShiftEditDialogProps = {
  shift: TShift | null;
  onOpenChange: (open: boolean) => void;
  agents: TAgent[];
  sites: TSite[];
};

/** 'Modifier' on a shift: times, agent, site and status, saved with PATCH. */
export function ShiftEditDialog({ shift, onOpenChange, agents, sites }: ShiftEditDialogProps) {
  const { t } = useTranslation();
  const update = useUpdateShift();
  const toasts = useShiftToasts();
  const busy = update.isPending;
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ZShiftEditForm),
    defaultValues: valuesOf(shift),
  });
  const { handleSubmit, reset, setError } = form;
  const bind = useFieldBindings({ form });

  useEffect(() => {
    if (shift) reset(valuesOf(shift));
  }, [shift, reset]);

  const onSubmit = handleSubmit(async (values) => {
    if (!shift) return;
    try {
      const saved = await update.mutateAsync({ id: shift.id, input: values });
      toasts.saved({ title: t("planning.shiftEdit.updated"), hours: saved.actual_work_hours });
      onOpenChange(false);
    } catch (error) {
      toasts.failed({
        error,
        fields: FIELDS,
        setFieldError: (name, message) => setError(name as keyof FormInput, { message }),
        fallback: t("planning.shiftEdit.updateError"),
      });
    }
  });

  const status = bind("status");
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
          <ShiftDialogFooter
            busy={busy}
            submitLabel={t("common.save")}
            busyLabel={t("planning.shiftEdit.saving")}
            onCancel={() => onOpenChange(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
