import { addDays, format, parseISO } from "date-fns";
import { X } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { formatDay } from "@/lib/format-date";

export const plusDays = (date: string, days: number) => format(addDays(parseISO(date), days), "yyyy-MM-dd");

/**
 * The days a day is copied to: a date input with 'Ajouter' (or Enter), the chosen days as removable
 * chips. The suggested day (kept by the dialog across mode switches) moves on after each one added.
 */
export function TargetDaysField({
  days,
  onChange,
  nextDay,
  setNextDay,
}: {
  days: string[];
  onChange(days: string[]): void;
  /** "yyyy-MM-dd" in the date input. */
  nextDay: string;
  setNextDay(day: string): void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();

  const addDay = () => {
    if (!nextDay || days.includes(nextDay)) return;
    onChange([...days, nextDay].sort());
    setNextDay(plusDays(nextDay, 1));
  };

  return (
    <div className="grid gap-2">
      <div className="flex items-end gap-2">
        <FormField id={`${id}-day`} label={t("planningAdvanced.batch.targetDay")} className="flex-1">
          <Input
            id={`${id}-day`}
            type="date"
            value={nextDay}
            onChange={(event) => setNextDay(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                addDay();
              }
            }}
          />
        </FormField>
        <Button type="button" variant="outline" onClick={addDay} disabled={!nextDay}>
          {t("planningAdvanced.batch.addDay")}
        </Button>
      </div>
      {days.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("planningAdvanced.batch.noDay")}</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label={t("planningAdvanced.batch.targetDays")}>
          {days.map((day) => (
            <li
              key={day}
              className="inline-flex items-center gap-1 rounded-full border border-border bg-muted py-0.5 pr-1 pl-3 text-sm"
            >
              {formatDay(day, i18n.language)}
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-6"
                aria-label={t("planningAdvanced.batch.removeDay", { date: formatDay(day, i18n.language) })}
                onClick={() => onChange(days.filter((other) => other !== day))}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
