import { mayAtAll, type TTimesheetWeek } from "@hts/domain";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast-store";
import { useAuth } from "@/lib/auth/auth-context";
import { formatDateTime } from "@/lib/format-date";
import { useValidateWeek } from "../api/timesheets-api.ts";
import { formatMinutes } from "../lib/week.ts";

type Row = TTimesheetWeek["agents"][number];

type Day = Row["days"][number];

/**
 * One agent's week in cells of the shared table (issue 29: a card per agent under 640 px): his name and
 * validation, per day planned / clocked (rounded) / validated with flags, the totals, 'Valider la semaine'.
 */
export function TimesheetAgent({ row }: { row: Row }) {
  const { t, i18n } = useTranslation();
  const pending = pendingOf(row);
  return (
    <>
      <div>{row.agent_name}</div>
      <div className="text-xs font-normal text-muted-foreground">
        {row.validated_at && row.validated_by
          ? t("attendance.timesheets.validatedBy", {
              name: row.validated_by,
              date: formatDateTime(row.validated_at, i18n.language),
            })
          : t("attendance.timesheets.notValidated")}
      </div>
      {pending > 0 && (
        <Badge variant="warning">{t("attendance.timesheets.pending", { count: pending })}</Badge>
      )}
    </>
  );
}

const pendingOf = (row: Row) => row.days.reduce((n, d) => n + d.pending_exceptions, 0);

export function TimesheetDay({ day }: { day: Day }) {
  const { t } = useTranslation();
  return (
    <>
      <div title={t("attendance.timesheets.planned")}>{formatMinutes(day.planned_min)}</div>
      <div className="font-semibold" title={t("attendance.timesheets.worked")}>
        {formatMinutes(day.worked_rounded_min)}
      </div>
      {day.validated_min !== null && (
        <div className="text-success-strong" title={t("attendance.timesheets.validated")}>
          ✓ {formatMinutes(day.validated_min)}
        </div>
      )}
      {day.flags.length > 0 && (
        <ul className="mt-1 flex flex-col gap-0.5">
          {day.flags.map((flag) => (
            <li key={flag}>
              <Badge variant={flag === "late" ? "secondary" : "warning"}>
                {t(`attendance.timesheets.flags.${flag}` as "attendance.timesheets.flags.late", flag)}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export function TimesheetTotal({ row }: { row: Row }) {
  return (
    <>
      <div>{formatMinutes(row.total_planned_min)}</div>
      <div className="font-semibold">{formatMinutes(row.total_worked_rounded_min)}</div>
    </>
  );
}

export function ValidateWeekButton({ row, weekStart }: { row: Row; weekStart: string }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const validate = useValidateWeek();
  const canValidate = !!user && mayAtAll({ role: user.role, kind: "timesheet", action: "update" });
  if (!canValidate) return null;

  const onValidate = async () => {
    try {
      await validate.mutateAsync({ agent_id: row.agent_id, week_start: weekStart });
      toast({ title: t("attendance.timesheets.validatedToast"), variant: "success" });
    } catch (error) {
      toast({
        title: row.agent_name,
        description: error instanceof Error ? error.message : undefined,
        variant: "destructive",
      });
    }
  };

  return (
    <Button
      size="sm"
      onClick={() => void onValidate()}
      disabled={validate.isPending || pendingOf(row) > 0}
      aria-label={t("attendance.timesheets.validateLabel", { name: row.agent_name })}
    >
      {t("attendance.timesheets.validate")}
    </Button>
  );
}
