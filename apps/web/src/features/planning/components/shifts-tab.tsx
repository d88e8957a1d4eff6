import type { TShift } from "@hts/domain";
import { format } from "date-fns";
import { CalendarX, Clock, MapPin, Pencil } from "lucide-react";
import { useTranslation } from "react-i18next";
import { EmptyState, ErrorState } from "@/components/list-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { dateLocale } from "@/lib/date-locale";
import { useShifts } from "../api/shifts-api.ts";
import { fromIsoDate } from "../lib/planning-dates.ts";
import { DayStepper } from "./day-stepper.tsx";
import { ShiftStatusBadge, ShiftTypeBadge } from "./shift-badges.tsx";

export type ShiftsTabProps = {
  date: string;
  onDateChange: (day: string) => void;
  canEdit: boolean;
  onEditShift: (shift: TShift) => void;
};

/** 'Gardes': the shifts of the selected day ('Gardes du jour'), each editable with 'Modifier'. */
export function ShiftsTab({ date, onDateChange, canEdit, onEditShift }: ShiftsTabProps) {
  const { t, i18n } = useTranslation();
  const shifts = useShifts({ start: date, end: date });
  // The API also returns the previous evening's night; the day's list is the shifts dated that day.
  const list = (shifts.data ?? []).filter((shift) => shift.shift_date === date);

  return (
    <div className="grid grid-cols-1 gap-4">
      <DayStepper
        label={t("planning.shifts.date")}
        value={date}
        onChange={onDateChange}
        step={1}
        previousLabel={t("planning.previousDay")}
        nextLabel={t("planning.nextDay")}
      />
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-lg font-semibold first-letter:uppercase">
          {t("planning.shifts.title")}
          <span className="ml-2 font-normal text-muted-foreground">
            {format(fromIsoDate(date), "EEEE d MMMM yyyy", { locale: dateLocale(i18n.language) })}
          </span>
        </h2>
        {shifts.data && (
          <Badge variant="secondary" data-testid="day-count">
            {t("planning.shifts.dayCount", { count: list.length })}
          </Badge>
        )}
      </div>
      {shifts.isPending ? (
        <Spinner />
      ) : shifts.isError ? (
        <ErrorState message={t("planning.loadError")} onRetry={() => shifts.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState icon={CalendarX} title={t("planning.shifts.empty")} />
      ) : (
        <ul className="grid gap-3" aria-busy={shifts.isFetching} data-testid="day-shifts">
          {list.map((shift) => (
            <li key={shift.id}>
              <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
                <div className="grid min-w-0 gap-1.5">
                  <div className="flex flex-wrap items-center gap-2">
                    <h3 className="font-semibold">{shift.agent_name}</h3>
                    <ShiftTypeBadge type={shift.shift_type} />
                    <ShiftStatusBadge status={shift.status} />
                  </div>
                  <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
                    <span
                      className="inline-flex items-center gap-1.5 tabular-nums text-foreground"
                      data-testid="shift-times"
                    >
                      <Clock className="size-4" aria-hidden="true" />
                      {shift.start_time} – {shift.end_time}
                    </span>
                    <span className="inline-flex items-center gap-1.5">
                      <MapPin className="size-4" aria-hidden="true" />
                      {shift.site_name}
                    </span>
                  </div>
                </div>
                {canEdit && (
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => onEditShift(shift)}
                    aria-label={t("planning.shifts.editLabel", { name: shift.agent_name ?? "" })}
                  >
                    <Pencil aria-hidden="true" />
                    {t("planning.shifts.edit")}
                  </Button>
                )}
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
