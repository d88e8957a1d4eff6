import type { TShift, TUnavailabilityPeriod } from "@hts/domain";
import { format } from "date-fns";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { dateLocale } from "@/lib/date-locale";
import { ganttAgents, ganttBar, ganttLeaveBand } from "../lib/gantt.ts";
import { fromIsoDate, toIsoDate } from "../lib/planning-dates.ts";
import { shiftTypeStyle } from "../lib/shift-style.ts";

// Spec part 2, section 9: the Gantt shows 10 agents. A company of 50 agents must still reach the others:
// 'Afficher les N agents' lists them all, and 'Afficher les 10 premiers' goes back.
const AGENTS_SHOWN = 10;

/**
 * One row per agent with shifts (the first ten), bars placed by time over Monday 00:00 to Sunday 24:00;
 * leave and unavailability as a hatched band behind the agent's bars (issue 15 item 3).
 */
export function GanttView({
  days,
  shifts,
  leave,
  onEdit,
}: {
  days: Date[];
  shifts: TShift[];
  /** Leave and unavailability periods touching the week. */
  leave?: TUnavailabilityPeriod[];
  /** A click on a bar opens the shift's edit dialog (those who may write). */
  onEdit?: (shift: TShift) => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = dateLocale(i18n.language);
  const weekStart = toIsoDate(days[0] as Date);
  const [showAll, setShowAll] = useState(false);
  const { rows, total } = ganttAgents({
    shifts,
    leave,
    limit: showAll ? Number.POSITIVE_INFINITY : AGENTS_SHOWN,
  });
  const day = (value: string) => format(fromIsoDate(value), "EEEE d MMMM", { locale });
  if (rows.length === 0) {
    return (
      <p className="rounded-lg border border-dashed p-8 text-center text-sm text-muted-foreground">
        {t("planningPro.noShiftWeek")}
      </p>
    );
  }
  return (
    <Card className="p-3 sm:p-4">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">
          {rows.length < total
            ? t("planningPro.gantt.shown", { shown: rows.length, total })
            : t("planningPro.gantt.all", { count: total })}
        </p>
        {total > AGENTS_SHOWN ? (
          <Button variant="outline" size="sm" aria-pressed={showAll} onClick={() => setShowAll((v) => !v)}>
            {showAll
              ? t("planningPro.gantt.showFirst", { count: AGENTS_SHOWN })
              : t("planningPro.gantt.showAll", { count: total })}
          </Button>
        ) : null}
      </div>
      <div className="overflow-x-auto">
        <div className="min-w-[760px]" data-testid="gantt">
          <div className="grid grid-cols-[10rem_1fr] border-b border-border pb-1 text-xs font-semibold text-muted-foreground">
            <span>{t("planningPro.gantt.agent")}</span>
            <div className="grid grid-cols-7">
              {days.map((day) => (
                <span key={toIsoDate(day)} className="border-l border-border pl-1 capitalize">
                  {format(day, "EEE d", { locale })}
                </span>
              ))}
            </div>
          </div>
          <ul>
            {rows.map((row) => (
              <li
                key={row.agentId}
                className="grid grid-cols-[10rem_1fr] items-center border-b border-border py-1.5 last:border-b-0"
              >
                <span className="truncate pr-2 text-sm font-medium" title={row.agentName}>
                  {row.agentName}
                </span>
                <div className="relative h-7 rounded bg-muted">
                  {/* Day separators, purely visual. */}
                  <div aria-hidden="true" className="pointer-events-none absolute inset-0 grid grid-cols-7">
                    {days.map((day) => (
                      <span key={toIsoDate(day)} className="border-l border-slate-300/70" />
                    ))}
                  </div>
                  <ul aria-label={row.agentName}>
                    {row.leave.map((period) => {
                      const band = ganttLeaveBand({
                        weekStart,
                        startDate: period.startDate,
                        endDate: period.endDate,
                      });
                      if (!band) return null;
                      const kind = t(`planning.leave.kinds.${period.kind}`);
                      const dates = { kind, start: day(period.startDate), end: day(period.endDate) };
                      const label = period.reason
                        ? t("planning.leave.bandReason", { ...dates, reason: period.reason })
                        : t("planning.leave.band", dates);
                      return (
                        <li
                          key={period.id}
                          title={label}
                          data-testid="gantt-leave"
                          data-kind={period.kind}
                          className={cn(
                            "absolute inset-y-0 rounded-sm border border-dashed",
                            period.kind === "leave"
                              ? "border-slate-500 bg-[repeating-linear-gradient(135deg,rgb(100_116_139/0.45)_0_4px,rgb(241_245_249)_4px_9px)]"
                              : "border-amber-600 bg-[repeating-linear-gradient(135deg,rgb(217_119_6/0.4)_0_4px,rgb(255_251_235)_4px_9px)]",
                            band.clippedStart && "rounded-l-none border-l-0",
                            band.clippedEnd && "rounded-r-none border-r-0",
                          )}
                          style={{ left: `${band.left}%`, width: `${band.width}%` }}
                        >
                          <span className="sr-only">{label}</span>
                        </li>
                      );
                    })}
                    {row.shifts.map((shift) => {
                      const bar = ganttBar({
                        weekStart,
                        shiftDate: shift.shift_date,
                        startTime: shift.start_time,
                        durationHours: shift.duration_hours,
                      });
                      if (!bar) return null;
                      const label = t("planningPro.gantt.barLabel", {
                        type: t(`planningAdvanced.shiftTypes.${shift.shift_type}`),
                        day: format(fromIsoDate(shift.shift_date), "EEEE d MMMM", { locale }),
                        start: shift.start_time,
                        end: shift.end_time,
                        site: shift.site_name ?? "—",
                        status: t(`planningAdvanced.statuses.${shift.status}`),
                      });
                      return (
                        <li
                          key={shift.id}
                          title={label}
                          className={cn(
                            "absolute top-1 bottom-1 min-w-1 rounded-sm",
                            shiftTypeStyle(shift.shift_type).bar,
                            shift.status === "cancelled" && "opacity-40",
                            bar.clippedStart && "rounded-l-none",
                            bar.clippedEnd && "rounded-r-none",
                          )}
                          style={{ left: `${bar.left}%`, width: `${bar.width}%` }}
                        >
                          {onEdit ? (
                            <button
                              type="button"
                              data-testid="gantt-bar"
                              data-shift-id={shift.id}
                              onClick={() => onEdit(shift)}
                              aria-label={t("planningPro.gantt.editBar", { label })}
                              className="absolute inset-0 rounded-[inherit] focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 hover:brightness-110"
                            />
                          ) : (
                            <span className="sr-only">{label}</span>
                          )}
                        </li>
                      );
                    })}
                  </ul>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Card>
  );
}
