import { zodResolver } from "@hookform/resolvers/zod";
import { GUARD_SHIFT_TYPES, type TAgent, type TSite } from "@hts/domain";
import { Clock } from "lucide-react";
import { useEffect, useId } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
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
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast-store";
import { useCreateShift } from "../api/create-shift.ts";
import { errorDetail, serverFieldErrors } from "./server-field-errors.ts";
import {
  presetTimes,
  SHIFT_FORM_FIELDS,
  type ShiftFormInput,
  type ShiftFormOutput,
  shiftFormDefaults,
  ZShiftForm,
} from "./shift-form-values.ts";
import { formatHours, workMinutes } from "./work-time.ts";

export type ShiftFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  agents: TAgent[];
  sites: TSite[];
  /** The day the dialog opens on (the one selected on the screen). */
  date: string;
};

/** 'Nouvelle garde': creates a real shift; the toast gives the work hours the server computed. */
export function ShiftFormDialog({ open, onOpenChange, agents, sites, date }: ShiftFormDialogProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const create = useCreateShift();
  const busy = create.isPending;
  const form = useForm<ShiftFormInput, unknown, ShiftFormOutput>({
    resolver: zodResolver(ZShiftForm),
    defaultValues: shiftFormDefaults({ agentId: "", date }),
  });
  const { register, handleSubmit, formState, reset, setError, setValue, control } = form;
  const [agentId, start, end, breakStart, breakEnd] = useWatch({
    control,
    name: ["agent_id", "start_time", "end_time", "break_start", "break_end"],
  });
  const agent = agents.find((candidate) => candidate.id === agentId);
  const minutes = workMinutes({ start, end, breakStart, breakEnd });

  useEffect(() => {
    if (open) reset(shiftFormDefaults({ agentId: "", date }));
  }, [open, date, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const shift = await create.mutateAsync({
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
      });
      toast({
        variant: "success",
        title: t("planning.shiftForm.created"),
        description: t("planning.shiftForm.createdHours", {
          hours: formatHours(shift.actual_work_hours, i18n.language),
        }),
      });
      onOpenChange(false);
    } catch (error) {
      for (const [name, message] of serverFieldErrors(error, [...SHIFT_FORM_FIELDS, "break_minutes"])) {
        setError((name === "break_minutes" ? "break_end" : name) as keyof ShiftFormInput, { message });
      }
      toast({
        variant: "destructive",
        title: t("common.error"),
        description: errorDetail(error, t("planning.shiftForm.createError")),
      });
    }
  });

  const err = (name: keyof ShiftFormInput) => translateError(t, formState.errors[name]?.message);
  const aria = (name: keyof ShiftFormInput) => fieldAria(`${id}-${name}`, err(name));
  const agentField = register("agent_id");
  const typeField = register("shift_type");
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
            <FormField
              id={`${id}-agent_id`}
              label={t("planning.shiftForm.agent")}
              required
              error={err("agent_id")}
            >
              <Select
                aria-required="true"
                {...aria("agent_id")}
                {...agentField}
                onChange={(event) => {
                  void agentField.onChange(event);
                  // The site follows the chosen agent's assignment until the user picks another.
                  const chosen = agents.find((candidate) => candidate.id === event.target.value);
                  setValue("site_id", chosen?.assignedSiteId ?? "");
                }}
              >
                <option value="">{t("planning.shiftForm.chooseAgent")}</option>
                {agents.map((candidate) => (
                  <option key={candidate.id} value={candidate.id}>
                    {candidate.name} ({candidate.badge})
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
          </div>
          <FormField id={`${id}-shift_type`} label={t("planning.shiftForm.type")} error={err("shift_type")}>
            <Select
              {...aria("shift_type")}
              {...typeField}
              onChange={(event) => {
                void typeField.onChange(event);
                const type = event.target.value as ShiftFormInput["shift_type"];
                if (type === "custom") return;
                for (const [name, value] of Object.entries(presetTimes(type))) {
                  setValue(name as keyof ShiftFormInput, value, { shouldValidate: formState.isSubmitted });
                }
              }}
            >
              {GUARD_SHIFT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`planning.guardType.${type}`)}
                </option>
              ))}
            </Select>
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
            <FormField
              id={`${id}-break_start`}
              label={t("planning.shiftForm.breakStart")}
              hint={t("forms.optional")}
              error={err("break_start")}
            >
              <Input type="time" {...aria("break_start")} {...register("break_start")} />
            </FormField>
            <FormField
              id={`${id}-break_end`}
              label={t("planning.shiftForm.breakEnd")}
              hint={t("forms.optional")}
              error={err("break_end")}
            >
              <Input type="time" {...aria("break_end")} {...register("break_end")} />
            </FormField>
          </div>
          <p
            aria-live="polite"
            data-testid="shift-work-time"
            className="flex items-center gap-2 rounded-md bg-accent px-3 py-2 text-sm text-accent-foreground"
          >
            <Clock className="size-4 shrink-0" aria-hidden="true" />
            {minutes === null
              ? t("planning.shiftForm.workTimeUnknown")
              : t("planning.shiftForm.workTime", { hours: formatHours(minutes / 60, i18n.language) })}
          </p>
          <FormField id={`${id}-site_id`} label={t("planning.shiftForm.site")} error={err("site_id")}>
            <Select {...aria("site_id")} {...register("site_id")}>
              <option value="">
                {agentSite
                  ? t("planning.shiftForm.agentSite", { site: agentSite.name })
                  : t("planning.shiftForm.chooseSite")}
              </option>
              {sites.map((site) => (
                <option key={site.id} value={site.id}>
                  {site.name}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField
            id={`${id}-notes`}
            label={t("planning.shiftForm.notes")}
            hint={t("forms.optional")}
            error={err("notes")}
          >
            <Textarea rows={2} {...aria("notes")} {...register("notes")} />
          </FormField>
          <DialogFooter className="pt-2">
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? t("planning.shiftForm.creating") : t("planning.shiftForm.submit")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
