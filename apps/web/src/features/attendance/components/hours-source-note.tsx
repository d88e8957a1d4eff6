import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** Where payroll's hours come from (validated timesheets, planning or both) and the way to the timesheets. */
export function HoursSourceNote({ source }: { source?: "validated" | "planned" | "mixed" }) {
  const { t } = useTranslation();
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
      {source && <span>{t(`attendance.hoursSource.${source}`)}</span>}
      <Link
        to="/dashboard/timesheets"
        className="font-medium text-primary underline-offset-4 hover:underline"
      >
        {t("attendance.timesheetsLink")}
      </Link>
    </p>
  );
}
