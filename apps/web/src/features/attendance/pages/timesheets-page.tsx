import { ChevronLeft, ChevronRight } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { ExceptionsList } from "../components/exceptions-list.tsx";
import { TimesheetTable } from "../components/timesheet-table.tsx";
import { addDays, mondayOf, todayInParis } from "../lib/week.ts";

/** /dashboard/timesheets: 'Feuilles de temps', a week at a time, and the exceptions to review. */
export function TimesheetsPage() {
  const { t, i18n } = useTranslation();
  const [week, setWeek] = useState(() => mondayOf(todayInParis()));
  const label = new Intl.DateTimeFormat(i18n.language, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${week}T12:00:00Z`),
  );
  return (
    <div className="grid gap-6">
      <PageHeader
        title={t("attendance.timesheets.title")}
        description={t("attendance.timesheets.description")}
      />
      <div className="flex items-center gap-2">
        <Button
          variant="outline"
          size="icon"
          onClick={() => setWeek(addDays(week, -7))}
          aria-label={t("attendance.timesheets.previousWeek")}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <p className="min-w-48 text-center font-medium" aria-live="polite">
          {t("attendance.timesheets.weekOf", { date: label })}
        </p>
        <Button
          variant="outline"
          size="icon"
          onClick={() => setWeek(addDays(week, 7))}
          aria-label={t("attendance.timesheets.nextWeek")}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <TimesheetTable week={week} />
      <ExceptionsList />
    </div>
  );
}
