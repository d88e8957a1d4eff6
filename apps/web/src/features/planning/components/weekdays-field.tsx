import { format } from "date-fns";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Checkbox } from "@/components/ui/checkbox";
import { dateLocale } from "@/lib/date-locale";

/** ISO weekdays, 1 = Monday ... 7 = Sunday (the API's `weekdays`). */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** The weekdays of a range a template is applied on, one checkbox a day named in the interface language. */
export function WeekdaysField({ value, onChange }: { value: number[]; onChange(weekdays: number[]): void }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  // 2024-01-01 was a Monday: ISO day 1..7 is its weekday's name in the interface language.
  const dayName = (day: number) =>
    format(new Date(2024, 0, day), "EEEE", { locale: dateLocale(i18n.language) });

  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-medium">{t("planningAdvanced.batch.weekdays")}</legend>
      <div className="flex flex-wrap gap-3">
        {WEEKDAYS.map((day) => (
          <div key={day} className="flex items-center gap-1.5">
            <Checkbox
              id={`${id}-day-${day}`}
              checked={value.includes(day)}
              onCheckedChange={(checked) =>
                onChange(checked === true ? [...value, day].sort() : value.filter((other) => other !== day))
              }
            />
            <label htmlFor={`${id}-day-${day}`} className="text-sm first-letter:uppercase">
              {dayName(day)}
            </label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
