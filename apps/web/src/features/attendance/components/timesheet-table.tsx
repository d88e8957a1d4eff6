import { useTranslation } from "react-i18next";
import { EmptyState, ErrorState } from "@/components/list-state";
import { Spinner } from "@/components/ui/spinner";
import { useTimesheets } from "../api/timesheets-api.ts";
import { TimesheetRow } from "./timesheet-row.tsx";

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
  if (query.data.agents.length === 0) return <EmptyState title={t("attendance.timesheets.empty")} />;
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full min-w-[56rem] text-sm">
        <caption className="sr-only">{t("attendance.timesheets.weekOf", { date: week })}</caption>
        <thead className="bg-muted/50">
          <tr>
            <th scope="col" className="p-2 text-left">
              {t("attendance.timesheets.agent")}
            </th>
            {query.data.days.map((d) => (
              <th key={d} scope="col" className="p-2 text-left capitalize">
                {dayLabel(d, i18n.language)}
              </th>
            ))}
            <th scope="col" className="p-2 text-left">
              {t("attendance.timesheets.total")}
            </th>
            <th scope="col" className="p-2">
              <span className="sr-only">{t("attendance.timesheets.validate")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {query.data.agents.map((row) => (
            <TimesheetRow key={row.agent_id} row={row} weekStart={query.data.week_start} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
