import { useId } from "react";
import { useTranslation } from "react-i18next";
import { FormField, fieldAria } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { translatePlanningError } from "../lib/planning-messages.ts";
import type { TemplateCreate, TemplateField } from "../lib/use-template-create.ts";
import { ShiftTypeOptions } from "./shift-type-options.tsx";

/** 'Nouveau gabarit': name, times, colour, type and breaks of a new template. */
export function TemplateForm({ form, onSubmit, busy }: TemplateCreate) {
  const { t } = useTranslation();
  const id = useId();
  const { register, formState } = form;
  const err = (name: TemplateField) => translatePlanningError(t, formState.errors[name]?.message);
  const aria = (name: TemplateField) => fieldAria(`${id}-${name}`, err(name));

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${id}-new`}
      aria-busy={busy}
      className="grid gap-3 rounded-md border border-border bg-muted/40 p-3"
    >
      <h3 id={`${id}-new`} className="text-sm font-semibold">
        {t("planningAdvanced.templatesDialog.newTitle")}
      </h3>
      <FormField
        id={`${id}-name`}
        label={t("planningAdvanced.templatesDialog.name")}
        required
        error={err("name")}
      >
        <Input
          aria-required="true"
          placeholder={t("planningAdvanced.templatesDialog.namePlaceholder")}
          {...aria("name")}
          {...register("name")}
        />
      </FormField>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <FormField id={`${id}-start_time`} label={t("planningAdvanced.form.start")} error={err("start_time")}>
          <Input type="time" {...aria("start_time")} {...register("start_time")} />
        </FormField>
        <FormField id={`${id}-end_time`} label={t("planningAdvanced.form.end")} error={err("end_time")}>
          <Input type="time" {...aria("end_time")} {...register("end_time")} />
        </FormField>
        <FormField
          id={`${id}-color`}
          label={t("planningAdvanced.templatesDialog.color")}
          error={err("color")}
        >
          <Input type="color" className="p-1" {...aria("color")} {...register("color")} />
        </FormField>
        <FormField id={`${id}-shift_type`} label={t("planningAdvanced.form.type")} error={err("shift_type")}>
          <Select {...aria("shift_type")} {...register("shift_type")}>
            <ShiftTypeOptions />
          </Select>
        </FormField>
      </div>
      <div className="grid grid-cols-2 gap-3">
        {(["paid_break_minutes", "unpaid_break_minutes"] as const).map((name) => (
          <FormField
            key={name}
            id={`${id}-${name}`}
            label={t(
              `planningAdvanced.templatesDialog.${name === "paid_break_minutes" ? "paidBreak" : "unpaidBreak"}`,
            )}
            error={err(name)}
          >
            <Input
              type="number"
              min={0}
              max={720}
              {...aria(name)}
              {...register(name, { valueAsNumber: true })}
            />
          </FormField>
        ))}
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={busy}>
          {busy
            ? t("planningAdvanced.templatesDialog.creating")
            : t("planningAdvanced.templatesDialog.create")}
        </Button>
      </div>
    </form>
  );
}
