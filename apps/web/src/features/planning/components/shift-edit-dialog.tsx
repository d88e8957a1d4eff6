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
import { useEffect, useId } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
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
import { toast } from "@/components/ui/toast-store";
import { useUpdateShift } from "../api/update-shift.ts";
import { errorDetail, serverFieldErrors } from "./server-field-errors.ts";
import { formatHours } from "./work-time.ts";

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
  const { t, i18n } = useTranslation();
  const id = useId();
  const update = useUpdateShift();
  const busy = update.isPending;
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ZShiftEditForm),
    defaultValues: valuesOf(shift),
  });
  const { register, handleSubmit, formState, reset, setError } = form;

  useEffect(() => {
    if (shift) reset(valuesOf(shift));
  }, [shift, reset]);

  const onSubmit = handleSubmit(async (values) => {
    if (!shift) return;
    try {
      const saved = await update.mutateAsync({ id: shift.id, input: values });
      toast({
        variant: "success",
        title: t("planning.shiftEdit.updated"),
        description: t("planning.shiftForm.createdHours", {
          hours: formatHours(saved.actual_work_hours, i18n.language),
        }),
      });
      onOpenChange(false);
    } catch (error) {
      for (const [name, message] of serverFieldErrors(error, FIELDS)) {
        setError(name as keyof FormInput, { message });
      }
      toast({
        variant: "destructive",
        title: t("common.error"),
        description: errorDetail(error, t("planning.shiftEdit.updateError")),
      });
    }
  });

  const err = (name: keyof FormInput) => translateError(t, formState.errors[name]?.message);
  const aria = (name: keyof FormInput) => fieldAria(`${id}-${name}`, err(name));
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
          <FormField
            id={`${id}-agent_id`}
            label={t("planning.shiftForm.agent")}
            required
            error={err("agent_id")}
          >
            <Select aria-required="true" {...aria("agent_id")} {...register("agent_id")}>
              {agentMissing && <option value={shift.agent_id}>{shift.agent_name ?? "—"}</option>}
              {agents.map((agent) => (
                <option key={agent.id} value={agent.id}>
                  {agent.name} ({agent.badge})
                </option>
              ))}
            </Select>
          </FormField>
          <FormField
            id={`${id}-shift_date`}
            label={t("planning.shiftForm.date")}
            required
            error={err("shift_date")}
          >
            <Input type="date" aria-required="true" {...aria("shift_date")} {...register("shift_date")} />
          </FormField>
          <div className="grid grid-cols-2 gap-4">
            <FormField
              id={`${id}-start_time`}
              label={t("planning.shiftForm.start")}
              required
              error={err("start_time")}
            >
              <Input type="time" aria-required="true" {...aria("start_time")} {...register("start_time")} />
            </FormField>
            <FormField
              id={`${id}-end_time`}
              label={t("planning.shiftForm.end")}
              required
              error={err("end_time")}
            >
              <Input type="time" aria-required="true" {...aria("end_time")} {...register("end_time")} />
            </FormField>
          </div>
          <FormField
            id={`${id}-site_id`}
            label={t("planning.shiftForm.site")}
            required
            error={err("site_id")}
          >
            <Select aria-required="true" {...aria("site_id")} {...register("site_id")}>
              {siteMissing && <option value={shift.site_id}>{shift.site_name ?? "—"}</option>}
              {sites.map((site) => (
                <option key={site.id} value={site.id}>
                  {site.name}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField id={`${id}-status`} label={t("planning.shiftEdit.status")} error={err("status")}>
            <Select {...aria("status")} {...register("status")}>
              {SHIFT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`planning.shiftStatus.${status}`)}
                </option>
              ))}
            </Select>
          </FormField>
          <DialogFooter className="pt-2">
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? t("planning.shiftEdit.saving") : t("common.save")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
