import { Clock } from "lucide-react";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/form-field";
import { Input } from "@/components/ui/input";
import { formatHours } from "../lib/work-time.ts";
import type { FieldBinding } from "./field-bindings.ts";

export type ShiftTimeFieldsProps = {
  start: FieldBinding;
  end: FieldBinding;
  /** The optional break and the live work time; left out, only arrival and departure show. */
  pause?: { start: FieldBinding; end: FieldBinding; workMinutes: number | null };
};

/** Arrival and departure, with the optional break and the work time it leaves. */
export function ShiftTimeFields({ start, end, pause }: ShiftTimeFieldsProps) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <div className="grid grid-cols-2 gap-4">
        <FormField id={start.id} label={t("planning.shiftForm.start")} required error={start.error}>
          <Input type="time" aria-required="true" {...start.input} />
        </FormField>
        <FormField id={end.id} label={t("planning.shiftForm.end")} required error={end.error}>
          <Input type="time" aria-required="true" {...end.input} />
        </FormField>
        {pause && (
          <>
            <FormField
              id={pause.start.id}
              label={t("planning.shiftForm.breakStart")}
              hint={t("forms.optional")}
              error={pause.start.error}
            >
              <Input type="time" {...pause.start.input} />
            </FormField>
            <FormField
              id={pause.end.id}
              label={t("planning.shiftForm.breakEnd")}
              hint={t("forms.optional")}
              error={pause.end.error}
            >
              <Input type="time" {...pause.end.input} />
            </FormField>
          </>
        )}
      </div>
      {pause && (
        <p
          aria-live="polite"
          data-testid="shift-work-time"
          className="flex items-center gap-2 rounded-md bg-accent px-3 py-2 text-sm text-accent-foreground"
        >
          <Clock className="size-4 shrink-0" aria-hidden="true" />
          {pause.workMinutes === null
            ? t("planning.shiftForm.workTimeUnknown")
            : t("planning.shiftForm.workTime", { hours: formatHours(pause.workMinutes / 60, i18n.language) })}
        </p>
      )}
    </>
  );
}
