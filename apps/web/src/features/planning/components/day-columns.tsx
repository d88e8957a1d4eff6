import type { TShift } from "@hts/domain";
import { format, isToday } from "date-fns";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";
import { dateLocale } from "@/lib/date-locale";
import { splitOverflow } from "../lib/overflow.ts";
import { shiftsByDay, toIsoDate } from "../lib/planning-dates.ts";
import { ShiftChip } from "./shift-chip.tsx";

/**
 * Seven day columns. With `max` (the dashboard's overview) each day shows that many shifts then '+N';
 * without it (the calendar) every shift is listed.
 */
export function DayColumns({
  days,
  shifts,
  max,
  testId,
}: {
  days: Date[];
  shifts: TShift[];
  max?: number;
  testId: string;
}) {
  const { t, i18n } = useTranslation();
  const locale = dateLocale(i18n.language);
  const byDay = shiftsByDay(shifts);
  return (
    <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 md:grid-cols-4 lg:grid-cols-7" data-testid={testId}>
      {days.map((day) => {
        const iso = toIsoDate(day);
        const list = byDay.get(iso) ?? [];
        const { visible, hidden } = splitOverflow({ items: list, max: max ?? list.length });
        return (
          <section
            key={iso}
            aria-label={format(day, "EEEE d MMMM", { locale })}
            data-date={iso}
            className={cn(
              "min-w-0 rounded-lg border border-border bg-card p-2",
              isToday(day) && "border-primary ring-1 ring-primary",
            )}
          >
            <h3
              className={cn(
                "mb-2 flex items-baseline justify-between gap-1 text-sm font-semibold",
                isToday(day) && "text-primary",
              )}
            >
              <span className="capitalize">{format(day, "EEE d", { locale })}</span>
              <span className="text-xs font-normal text-muted-foreground">
                {t("planningPro.shiftCount", { count: list.length })}
              </span>
            </h3>
            {list.length === 0 ? (
              <p className="text-xs text-muted-foreground">{t("planningPro.noShift")}</p>
            ) : (
              <ul className="flex flex-col gap-1.5">
                {visible.map((shift) => (
                  <li key={shift.id}>
                    <ShiftChip shift={shift} compact={max !== undefined} />
                  </li>
                ))}
              </ul>
            )}
            {hidden > 0 && (
              <p className="mt-1.5 text-xs font-semibold text-slate-700" data-testid="overflow">
                +{hidden}
                <span className="sr-only"> {t("planningPro.moreShifts", { count: hidden })}</span>
              </p>
            )}
          </section>
        );
      })}
    </div>
  );
}
