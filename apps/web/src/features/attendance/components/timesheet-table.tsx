import { useTranslation } from "react-i18next";
import { DataTable } from "@/components/data-table";
import { EmptyState, ErrorState } from "@/components/list-state";
import { Spinner } from "@/components/ui/spinner";
import { useTimesheets } from "../api/timesheets-api.ts";
import { TimesheetAgent, TimesheetDay, TimesheetTotal, ValidateWeekButton } from "./timesheet-row.tsx";

const dayLabel = (date: string, language: string) =>
  new Intl.DateTimeFormat(language, {
    weekday: "short",
    day: "numeric",
    month: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${date}T12:00:00Z`));

/** The week's grid: one row per agent with a shift or a clock action, one column per day. */
export function TimesheetTable({ week }: { week: string }) {
  const { t, i18n } = useTranslation();
  const query = useTimesheets(week);
  if (query.isError)
    return <ErrorState message={t("attendance.timesheets.loadError")} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Spinner />;
  const data = query.data;
  if (data.agents.length === 0) return <EmptyState title={t("attendance.timesheets.empty")} />;
  return (
    <div className="overflow-x-auto rounded-lg border max-sm:border-0">
      {/* One column per day; under 640 px a card per agent, a line per day (issue 29). */}
      <DataTable
        caption={t("attendance.timesheets.weekOf", { date: week })}
        className="sm:min-w-[56rem]"
        cellClassName="p-2"
        headClassName="bg-muted/50"
        rowClassName="border-t align-top"
        rows={data.agents}
        rowKey={(row) => row.agent_id}
        columns={[
          {
            id: "agent",
            header: t("attendance.timesheets.agent"),
            rowHeader: true,
            cell: (row) => <TimesheetAgent row={row} />,
          },
          ...data.days.map((day) => ({
            id: day,
            header: <span className="capitalize">{dayLabel(day, i18n.language)}</span>,
            className: "text-xs tabular-nums",
            cell: (row: (typeof data.agents)[number]) => {
              const cell = row.days.find((d) => d.date === day);
              return cell ? <TimesheetDay day={cell} /> : null;
            },
          })),
          {
            id: "total",
            header: t("attendance.timesheets.total"),
            className: "text-xs tabular-nums",
            cell: (row) => <TimesheetTotal row={row} />,
          },
          {
            id: "validate",
            header: t("attendance.timesheets.validate"),
            srOnlyHeader: true,
            cell: (row) => <ValidateWeekButton row={row} weekStart={data.week_start} />,
          },
        ]}
      />
    </div>
  );
}
