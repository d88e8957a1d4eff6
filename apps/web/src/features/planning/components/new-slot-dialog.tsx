import { useId } from "react";
import { useTranslation } from "react-i18next";
import { FormField, fieldAria } from "@/components/form-field";
import { NamedOptions } from "@/components/named-options";
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
import { usePlanningAgents, usePlanningSites } from "../api/planning-choices.ts";
import { translatePlanningError } from "../lib/planning-messages.ts";
import { NEW_SLOT_REQUIRED, type NewSlotField, useNewSlot } from "../lib/use-new-slot.ts";
import { ShiftConflictsPanel } from "./shift-conflicts-panel.tsx";
import { SlotDetailsFields } from "./slot-details-fields.tsx";
import { SlotTemplateField } from "./slot-template-field.tsx";

const REQUIRED = NEW_SLOT_REQUIRED;
type Field = NewSlotField;

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
  const { t } = useTranslation();
  const id = useId();
  const agents = usePlanningAgents({ enabled: open });
  const sites = usePlanningSites({ enabled: open });
  const { form, gate, busy, templateId, setTemplateId, applyTemplate, submit, onSubmit } = useNewSlot({
    open,
    defaultDate,
    agents: agents.data,
    sites: sites.data,
    onCreated: () => onOpenChange(false),
  });
  const { register, formState, watch } = form;

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
          <SlotTemplateField
            id={`${id}-template`}
            open={open}
            templateId={templateId}
            onTemplateId={setTemplateId}
            onTemplate={applyTemplate}
          />
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
                <NamedOptions items={sites.data} />
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
          <SlotDetailsFields id={id} form={form} err={err} aria={aria} />
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
