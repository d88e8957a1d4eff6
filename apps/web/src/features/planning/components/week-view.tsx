import type { TShift, TUnavailabilityPeriod } from "@hts/domain";
import { format, isToday } from "date-fns";
import { Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";
import { dateLocale } from "@/lib/date-locale";
import { periodsOn } from "../api/unavailability-api.ts";
import { shiftsByDay, toIsoDate } from "../lib/planning-dates.ts";
import { ProposedShift, type TProposedGridShift } from "./proposed-shift.tsx";
import { ShiftCard } from "./shift-card.tsx";

/** Seven columns, Monday to Sunday (stacked days on a phone), each with its shifts by start time. */
export function WeekView({
  days,
  shifts,
  onEdit,
  onDelete,
  onAdd,
  leave,
  agentName,
  proposed,
}: {
  days: Date[];
  shifts: TShift[];
  /** Leave and unavailability touching the week, shown on their days (issue 15 item 3). */
  leave?: TUnavailabilityPeriod[];
  agentName?: (agentId: string) => string;
  /** A scheduling run's proposal shown before it is applied (decision 127). */
  proposed?: TProposedGridShift[] | null;
  onEdit?: (shift: TShift) => void;
  onDelete?: (shift: TShift) => void;
  onAdd?: (date: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = dateLocale(i18n.language);
  const byDay = shiftsByDay(shifts);
  return (
    <div className="grid grid-cols-1 gap-3 md:grid-cols-7 md:gap-2" data-testid="week-grid">
      {days.map((day) => {
        const iso = toIsoDate(day);
        const list = byDay.get(iso) ?? [];
        const offered = (proposed ?? []).filter((p) => p.shift_date === iso);
        const today = isToday(day);
        const label = format(day, "EEEE d MMMM", { locale });
        return (
          <section
            key={iso}
            aria-label={label}
            data-date={iso}
            className={cn(
              "flex min-h-32 min-w-0 flex-col rounded-lg border border-border bg-card",
              today && "border-primary ring-1 ring-primary",
            )}
          >
            <header className="flex items-center justify-between gap-1 border-b border-border px-2 py-1.5">
              <h2 className={cn("text-sm font-semibold first-letter:uppercase", today && "text-primary")}>
                <span className="md:hidden">{label}</span>
                <span className="hidden md:inline">{format(day, "EEE d", { locale })}</span>
              </h2>
              {onAdd && (
                <button
                  type="button"
                  onClick={() => onAdd(iso)}
                  className="rounded p-1 text-muted-foreground hover:bg-accent hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  aria-label={t("planningAdvanced.addOnDay", { date: label })}
                >
                  <Plus className="size-4" aria-hidden="true" />
                </button>
              )}
            </header>
            <div className="flex flex-1 flex-col gap-1.5 p-1.5">
              {periodsOn(leave, iso).map((period) => (
                <p
                  key={period.id}
                  className="truncate rounded border border-dashed border-slate-400 bg-slate-100 px-1.5 py-1 text-xs font-semibold text-slate-800"
                  data-testid="leave-cell"
                  data-kind={period.kind}
                  title={period.reason ?? undefined}
                >
                  {t("planning.leave.cell", {
                    kind: t(`planning.leave.kinds.${period.kind}`),
                    name: agentName?.(period.agentId) ?? "",
                  })}
                </p>
              ))}
              {list.length === 0 && offered.length === 0 ? (
                <p className="px-1 py-2 text-xs text-muted-foreground">{t("planningAdvanced.emptyDay")}</p>
              ) : (
                list.map((shift) => (
                  <ShiftCard key={shift.id} shift={shift} onEdit={onEdit} onDelete={onDelete} />
                ))
              )}
              {offered.map((shift) => (
                <ProposedShift key={`${shift.agent_id}-${shift.start_time}-${shift.post}`} shift={shift} />
              ))}
            </div>
          </section>
        );
      })}
    </div>
  );
}
