import { ChevronLeft, ChevronRight } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { addDaysTo, today } from "../lib/planning-dates.ts";

export type DayStepperProps = {
  label: string;
  value: string;
  onChange: (day: string) => void;
  /** Days moved by the arrows: 1 for a day, 7 for a week. */
  step: number;
  previousLabel: string;
  nextLabel: string;
};

/**
 * A labelled native date input (the browser's picker follows the French locale, weeks from Monday)
 * between two arrows, so moving by a day or a week takes one tap on a phone.
 */
export function DayStepper({ label, value, onChange, step, previousLabel, nextLabel }: DayStepperProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex items-center gap-1">
        <Button
          variant="outline"
          size="icon"
          aria-label={previousLabel}
          onClick={() => onChange(addDaysTo(value, -step))}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <Input
          id={id}
          type="date"
          className="w-40"
          value={value}
          // An emptied field keeps the last day: the screen always shows some day.
          onChange={(event) => event.target.value && onChange(event.target.value)}
        />
        <Button
          variant="outline"
          size="icon"
          aria-label={nextLabel}
          onClick={() => onChange(addDaysTo(value, step))}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
        <Button variant="ghost" size="sm" onClick={() => onChange(today())}>
          {t("planning.today")}
        </Button>
      </div>
    </div>
  );
}
