import type { TAgent, TShift } from "@hts/domain";
import { format } from "date-fns";
import { CalendarX } from "lucide-react";
import { useTranslation } from "react-i18next";
import { EmptyState, ErrorState } from "@/components/list-state";
import { Spinner } from "@/components/ui/spinner";
import { useRecordRights } from "@/lib/auth/record-rights";
import { cn } from "@/lib/cn";
import { dateLocale } from "@/lib/date-locale";
import { useShifts } from "../api/shifts-api.ts";
import { periodsOn, useUnavailabilityInRange } from "../api/unavailability-api.ts";
import { addDaysTo, daysFrom, fromIsoDate, today } from "../lib/planning-dates.ts";
import { DayStepper } from "./day-stepper.tsx";
import { ProposedShift, type TProposedGridShift } from "./proposed-shift.tsx";
import { CellShift } from "./week-cell-shift.tsx";

/** Spec section 9: the week view spans 7 days from the chosen start date. */
const DAYS = 7;

export type WeekViewTabProps = {
  start: string;
  onStartChange: (day: string) => void;
  /** Null when the role may not list agents: rows then come from the shifts themselves. */
  agents: TAgent[] | null;
  onEditShift?: (shift: TShift) => void;
  /** A scheduling run's proposal shown before it is applied (decision 127). */
  proposed?: TProposedGridShift[] | null;
};

type Row = { id: string; name: string };

/** Active agents plus anyone with a shift in the range, so no shift is left out of the grid. */
function rowsOf(agents: TAgent[] | null, shifts: TShift[]): Row[] {
  const rows = new Map<string, Row>();
  for (const agent of agents ?? []) {
    if (agent.status === "Actif") rows.set(agent.id, { id: agent.id, name: agent.name });
  }
  for (const shift of shifts) {
    if (!rows.has(shift.agent_id))
      rows.set(shift.agent_id, { id: shift.agent_id, name: shift.agent_name ?? "—" });
  }
  return [...rows.values()].sort((a, b) => a.name.localeCompare(b.name, "fr"));
}

/** 'Vue Semaine': agents down, seven days across, each cell listing that agent's shifts of the day. */
export function WeekViewTab({ start, onStartChange, agents, onEditShift, proposed }: WeekViewTabProps) {
  const { t, i18n } = useTranslation();
  const locale = dateLocale(i18n.language);
  const days = daysFrom(start, DAYS);
  const end = addDaysTo(start, DAYS - 1);
  const shifts = useShifts({ start, end });
  const data = (shifts.data ?? []).filter((shift) => shift.shift_date >= start && shift.shift_date <= end);
  const rows = rowsOf(agents, data);
  const byCell = new Map<string, TShift[]>();
  for (const shift of data) {
    const key = `${shift.agent_id}|${shift.shift_date}`;
    byCell.set(key, [...(byCell.get(key) ?? []), shift]);
  }
  const rights = useRecordRights();
  // Leave and unavailability show where shifts are planned (issue 15 item 3).
  const leave = useUnavailabilityInRange({
    start_date: start,
    end_date: end,
    enabled: rights.atAll("leave", "read"),
  });
  const now = today();

  return (
    <div className="grid grid-cols-1 gap-4">
      <DayStepper
        label={t("planning.week.start")}
        value={start}
        onChange={onStartChange}
        step={DAYS}
        previousLabel={t("planning.previousWeek")}
        nextLabel={t("planning.nextWeek")}
      />
      {shifts.isPending ? (
        <Spinner />
      ) : shifts.isError ? (
        <ErrorState message={t("planning.loadError")} onRetry={() => shifts.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState icon={CalendarX} title={t("planning.week.empty")} />
      ) : (
        // `relative`: the cells' screen-reader texts are absolutely placed and must scroll with the table,
        // not widen the page.
        <section
          className="relative overflow-x-auto rounded-lg border border-border bg-card"
          data-scroll-x
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          tabIndex={0}
          aria-label={t("planning.week.gridLabel")}
          data-testid="week-grid"
        >
          <table
            className="w-full min-w-[56rem] table-fixed border-collapse text-sm"
            aria-busy={shifts.isFetching}
          >
            <thead>
              <tr className="bg-muted/60">
                <th
                  scope="col"
                  className="sticky left-0 z-10 w-40 bg-muted px-3 py-2 text-left text-xs font-semibold text-muted-foreground"
                >
                  {t("planning.columns.agent")}
                </th>
                {days.map((day) => (
                  <th
                    key={day}
                    scope="col"
                    className={cn(
                      "px-2 py-2 text-center text-xs font-semibold text-muted-foreground",
                      day === now && "text-primary",
                    )}
                  >
                    <span className="block capitalize">{format(fromIsoDate(day), "EEE", { locale })}</span>
                    <span className="block text-foreground">
                      {format(fromIsoDate(day), "d MMM", { locale })}
                    </span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {rows.map((row) => (
                <tr key={row.id}>
                  <th
                    scope="row"
                    className="sticky left-0 z-10 truncate bg-card px-3 py-2 text-left font-medium"
                  >
                    {row.name}
                  </th>
                  {days.map((day) => (
                    <td
                      key={day}
                      className={cn(
                        "h-14 border-l border-border p-1 align-top",
                        day === now && "bg-accent/40",
                      )}
                    >
                      <ul className="grid min-w-0 grid-cols-1 gap-1">
                        {periodsOn(leave.data, day, row.id).map((period) => (
                          <li
                            key={period.id}
                            className="min-w-0 truncate rounded border border-dashed border-slate-400 bg-slate-100 px-1.5 py-1 text-xs font-semibold text-slate-800"
                            data-testid="leave-cell"
                            data-kind={period.kind}
                            title={period.reason ?? undefined}
                          >
                            {t(`planning.leave.kinds.${period.kind}`)}
                          </li>
                        ))}
                        {(byCell.get(`${row.id}|${day}`) ?? []).map((shift) => (
                          <li key={shift.id} className="min-w-0">
                            <CellShift shift={shift} onEdit={onEditShift} />
                          </li>
                        ))}
                        {(proposed ?? [])
                          .filter((p) => p.agent_id === row.id && p.shift_date === day)
                          .map((p) => (
                            <li key={`${p.start_time}-${p.post}`} className="min-w-0">
                              <ProposedShift shift={p} compact />
                            </li>
                          ))}
                      </ul>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </div>
  );
}
