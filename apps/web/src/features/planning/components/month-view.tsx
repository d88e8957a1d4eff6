import type { TShift } from "@hts/domain";
import { format, isSameMonth, isToday } from "date-fns";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";
import { dateLocale } from "@/lib/date-locale";
import { shiftsByDay, toIsoDate, weekDays } from "../lib/planning-dates.ts";
import { shiftTypeStyle } from "../lib/shift-style.ts";
import { ProposedShift, type TProposedGridShift } from "./proposed-shift.tsx";

// A month cell has room for three lines; the rest is summed up as '+N' (as the PRO overview does).
const PER_DAY = 3;

/** A calendar of the month, weeks starting on Monday, with each day's shifts in compact form. */
export function MonthView({
  weeks,
  month,
  shifts,
  onSelectDay,
  onSelectShift,
  proposed,
}: {
  weeks: Date[][];
  month: Date;
  shifts: TShift[];
  /** Opens the week holding that day. */
  onSelectDay: (day: Date) => void;
  /** Opens the shift's edit dialog (those who may write). */
  onSelectShift?: (shift: TShift) => void;
  /** A scheduling run's proposal shown before it is applied (decision 127). */
  proposed?: TProposedGridShift[] | null;
}) {
  const { t, i18n } = useTranslation();
  const locale = dateLocale(i18n.language);
  const byDay = shiftsByDay(shifts);
  const header = weekDays(weeks[0]?.[0] ?? month);
  return (
    <div className="overflow-hidden rounded-lg border border-border bg-card" data-testid="month-grid">
      <div className="grid grid-cols-7 border-b border-border bg-muted text-center text-xs font-semibold text-muted-foreground">
        {header.map((day) => (
          <div key={day.getDay()} className="py-2 capitalize">
            <abbr title={format(day, "EEEE", { locale })} className="no-underline">
              {format(day, "EEE", { locale })}
            </abbr>
          </div>
        ))}
      </div>
      {weeks.map((week) => (
        <div
          key={toIsoDate(week[0] as Date)}
          className="grid grid-cols-7 border-b border-border last:border-b-0"
        >
          {week.map((day) => {
            const iso = toIsoDate(day);
            const list = byDay.get(iso) ?? [];
            const outside = !isSameMonth(day, month);
            const offered = (proposed ?? []).filter((p) => p.shift_date === iso);
            // Proposed shifts take the room left by the planned ones; the rest joins the '+N'.
            const shownOffered = offered.slice(0, Math.max(0, PER_DAY - list.length));
            const hidden = list.length + offered.length - PER_DAY;
            const label = format(day, "EEEE d MMMM", { locale });
            return (
              <div
                key={iso}
                data-date={iso}
                className={cn(
                  "flex min-h-16 min-w-0 flex-col items-stretch gap-0.5 border-r border-border p-1 align-top last:border-r-0 md:min-h-28",
                  outside && "bg-slate-50 text-slate-500",
                )}
              >
                <button
                  type="button"
                  onClick={() => onSelectDay(day)}
                  className="flex items-center gap-1 rounded text-left transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {/* The button's name comes from this sentence; the number beside it is visual. */}
                  <span className="sr-only">
                    {t("planningAdvanced.monthDayLabel", { date: label, count: list.length })}
                  </span>
                  <span
                    aria-hidden="true"
                    className={cn(
                      "self-start rounded-full px-1.5 text-xs font-semibold tabular-nums",
                      isToday(day) && "bg-primary text-primary-foreground",
                    )}
                  >
                    {format(day, "d")}
                  </span>
                  {list.length > 0 && (
                    <span
                      className="self-start rounded-full bg-blue-100 px-1.5 text-[11px] font-semibold text-blue-800 md:hidden"
                      aria-hidden="true"
                    >
                      {list.length}
                    </span>
                  )}
                </button>
                <span className="hidden flex-col gap-0.5 md:flex">
                  {list.slice(0, PER_DAY).map((shift) => (
                    <button
                      key={shift.id}
                      type="button"
                      data-testid="month-shift"
                      data-shift-id={shift.id}
                      disabled={!onSelectShift}
                      onClick={() => onSelectShift?.(shift)}
                      className={cn(
                        "truncate rounded border-l-2 px-1 text-left text-[11px] leading-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring enabled:hover:brightness-95",
                        shiftTypeStyle(shift.shift_type).card,
                      )}
                    >
                      <span className="tabular-nums">{shift.start_time}</span> {shift.agent_name}
                      <span className="sr-only">
                        {t("planningAdvanced.editShiftSuffix", {
                          start: shift.start_time,
                          end: shift.end_time,
                        })}
                      </span>
                    </button>
                  ))}
                  {shownOffered.map((shift) => (
                    <ProposedShift
                      key={`${shift.agent_id}-${shift.start_time}-${shift.post}`}
                      shift={shift}
                      compact
                    />
                  ))}
                  {hidden > 0 && (
                    <span className="px-1 text-[11px] font-semibold text-slate-700">+{hidden}</span>
                  )}
                </span>
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
