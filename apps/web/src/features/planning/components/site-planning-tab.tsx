import type { TShift, TSite } from "@hts/domain";
import { format } from "date-fns";
import { CalendarX, Pencil } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { DataTable } from "@/components/data-table";
import { EmptyState, ErrorState } from "@/components/list-state";
import { ScrollRegion } from "@/components/scroll-region";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { dateLocale } from "@/lib/date-locale";
import { useShifts } from "../api/shifts-api.ts";
import { addDaysTo, fromIsoDate, mondayOf } from "../lib/planning-dates.ts";
import { DayStepper } from "./day-stepper.tsx";
import { ShiftStatusBadge, ShiftTypeBadge } from "./shift-badges.tsx";

export type SitePlanningTabProps = {
  sites: TSite[];
  sitesLoading: boolean;
  siteId: string;
  onSiteChange: (siteId: string) => void;
  weekStart: string;
  onWeekChange: (monday: string) => void;
  canEdit: boolean;
  onEditShift: (shift: TShift) => void;
};

/** 'Planning par Site': the company's real sites and the chosen site's shifts for a Monday-Sunday week. */
export function SitePlanningTab({
  sites,
  sitesLoading,
  siteId,
  onSiteChange,
  weekStart,
  onWeekChange,
  canEdit,
  onEditShift,
}: SitePlanningTabProps) {
  const { t, i18n } = useTranslation();
  const locale = dateLocale(i18n.language);
  const selectId = useId();
  const weekEnd = addDaysTo(weekStart, 6);
  const shifts = useShifts({ start: weekStart, end: weekEnd, siteId, enabled: siteId !== "" });
  // The API also lists a night begun the Sunday before; the table keeps the week's own days.
  const rows = (shifts.data ?? []).filter(
    (shift) => shift.shift_date >= weekStart && shift.shift_date <= weekEnd,
  );
  const site = sites.find((candidate) => candidate.id === siteId);

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <div className="grid gap-1.5 sm:w-72">
          <Label htmlFor={selectId}>{t("planning.site.select")}</Label>
          <Select
            id={selectId}
            value={siteId}
            onChange={(event) => onSiteChange(event.target.value)}
            disabled={sitesLoading}
          >
            {sites.length === 0 && <option value="">{t("planning.site.none")}</option>}
            {sites.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.name}
              </option>
            ))}
          </Select>
        </div>
        <DayStepper
          label={t("planning.site.week")}
          value={weekStart}
          onChange={(day) => onWeekChange(mondayOf(day))}
          step={7}
          previousLabel={t("planning.previousWeek")}
          nextLabel={t("planning.nextWeek")}
        />
      </div>
      <p className="text-sm text-muted-foreground">
        {t("planning.site.range", {
          from: format(fromIsoDate(weekStart), "d MMMM", { locale }),
          to: format(fromIsoDate(weekEnd), "PPP", { locale }),
        })}
      </p>
      {sitesLoading || (siteId !== "" && shifts.isPending) ? (
        <Spinner />
      ) : siteId === "" ? (
        <EmptyState icon={CalendarX} title={t("planning.site.none")} />
      ) : shifts.isError ? (
        <ErrorState message={t("planning.loadError")} onRetry={() => shifts.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState icon={CalendarX} title={t("planning.site.empty", { site: site?.name ?? "" })} />
      ) : (
        <>
          {/* On a phone a card per shift reads better than a table scrolled sideways. */}
          <ul
            className="grid gap-2 sm:hidden"
            aria-label={t("planning.site.tableLabel", { site: site?.name ?? "" })}
          >
            {rows.map((shift) => (
              <li key={shift.id} className="grid gap-1.5 rounded-lg border border-border bg-card p-3 text-sm">
                <div className="flex items-center justify-between gap-2">
                  <span className="font-semibold">{shift.agent_name}</span>
                  <ShiftStatusBadge status={shift.status} />
                </div>
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <span className="first-letter:uppercase">
                    {format(fromIsoDate(shift.shift_date), "EEE d MMM", { locale })}
                  </span>
                  <span className="tabular-nums">
                    {shift.start_time} – {shift.end_time}
                  </span>
                  <ShiftTypeBadge type={shift.shift_type} />
                  {canEdit && (
                    <Button
                      variant="ghost"
                      size="sm"
                      className="ml-auto"
                      onClick={() => onEditShift(shift)}
                      aria-label={t("planning.shifts.editLabel", { name: shift.agent_name ?? "" })}
                    >
                      <Pencil aria-hidden="true" />
                      {t("planning.shifts.edit")}
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
          <ScrollRegion
            label={t("planning.site.tableLabel", { site: site?.name ?? "" })}
            className="relative hidden sm:block rounded-lg border border-border bg-card"
          >
            <DataTable
              caption={t("planning.site.tableLabel", { site: site?.name ?? "" })}
              className="min-w-[40rem]"
              cellClassName="px-4 py-3"
              headClassName="bg-muted/60 text-xs tracking-wide text-muted-foreground uppercase [&_th]:font-semibold"
              bodyClassName="divide-y divide-border"
              busy={shifts.isFetching}
              rows={rows}
              rowKey={(shift) => shift.id}
              columns={[
                {
                  id: "agent",
                  header: t("planning.columns.agent"),
                  cellClassName: "font-medium",
                  cell: (shift) => shift.agent_name,
                },
                {
                  id: "date",
                  header: t("planning.columns.date"),
                  cellClassName: "whitespace-nowrap first-letter:uppercase",
                  cell: (shift) => format(fromIsoDate(shift.shift_date), "EEE d MMM", { locale }),
                },
                {
                  id: "times",
                  header: t("planning.columns.times"),
                  cellClassName: "whitespace-nowrap tabular-nums",
                  cell: (shift) => `${shift.start_time} – ${shift.end_time}`,
                },
                {
                  id: "type",
                  header: t("planning.columns.type"),
                  cell: (shift) => <ShiftTypeBadge type={shift.shift_type} />,
                },
                {
                  id: "status",
                  header: t("planning.columns.status"),
                  cell: (shift) => <ShiftStatusBadge status={shift.status} />,
                },
                canEdit && {
                  id: "actions",
                  header: t("planning.columns.actions"),
                  srOnlyHeader: true,
                  cellClassName: "text-right",
                  cell: (shift) => (
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => onEditShift(shift)}
                      aria-label={t("planning.shifts.editLabel", { name: shift.agent_name ?? "" })}
                    >
                      <Pencil aria-hidden="true" />
                      {t("planning.shifts.edit")}
                    </Button>
                  ),
                },
              ]}
            />
          </ScrollRegion>
        </>
      )}
    </div>
  );
}
