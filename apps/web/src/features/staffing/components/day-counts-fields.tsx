import type { TDayTypeCounts } from "@hts/domain";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/form-field";
import { Input } from "@/components/ui/input";
import { DAY_TYPES } from "../lib/post-draft.ts";

/** Agents needed on weekdays, Saturdays, Sundays and public holidays. */
export function DayCountsFields({
  value,
  onChange,
}: {
  value: TDayTypeCounts;
  onChange: (next: TDayTypeCounts) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-medium">{t("coverage.form.required")}</legend>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {DAY_TYPES.map((type) => (
          <FormField key={type} id={`${id}-${type}`} label={t(`coverage.dayTypes.${type}`)}>
            <Input
              id={`${id}-${type}`}
              type="number"
              min={0}
              max={50}
              value={value[type]}
              onChange={(event) => onChange({ ...value, [type]: event.target.valueAsNumber })}
            />
          </FormField>
        ))}
      </div>
    </fieldset>
  );
}
