import { SHIFT_STATUSES } from "@hts/domain";
import { useTranslation } from "react-i18next";
import { FormField, type fieldAria } from "@/components/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import type { NewSlotField, useNewSlot } from "../lib/use-new-slot.ts";
import { ShiftTypeOptions } from "./shift-type-options.tsx";

/** The new shift's type, status, break and notes in 'Nouvelle Plage'. */
export function SlotDetailsFields({
  id,
  form,
  err,
  aria,
}: {
  id: string;
  form: ReturnType<typeof useNewSlot>["form"];
  err(name: NewSlotField): string | undefined;
  aria(name: NewSlotField): ReturnType<typeof fieldAria>;
}) {
  const { t } = useTranslation();
  const { register } = form;

  return (
    <>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <FormField id={`${id}-shift_type`} label={t("planningAdvanced.form.type")} error={err("shift_type")}>
          <Select {...aria("shift_type")} {...register("shift_type")}>
            <ShiftTypeOptions />
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
    </>
  );
}
