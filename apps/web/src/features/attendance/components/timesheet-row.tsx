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

/** One agent's week: per day planned / clocked (rounded) / validated, flags, and 'Valider la semaine'. */
export function TimesheetRow({ row, weekStart }: { row: Row; weekStart: string }) {
  const { t, i18n } = useTranslation();
  const { user } = useAuth();
  const validate = useValidateWeek();
  const canValidate = !!user && mayAtAll({ role: user.role, kind: "timesheet", action: "update" });
  const pending = row.days.reduce((n, d) => n + d.pending_exceptions, 0);

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
    <tr className="border-t align-top">
      <th scope="row" className="p-2 text-left font-medium">
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
      </th>
      {row.days.map((d) => (
        <td key={d.date} className="p-2 text-xs tabular-nums">
          <div title={t("attendance.timesheets.planned")}>{formatMinutes(d.planned_min)}</div>
          <div className="font-semibold" title={t("attendance.timesheets.worked")}>
            {formatMinutes(d.worked_rounded_min)}
          </div>
          {d.validated_min !== null && (
            <div className="text-success-strong" title={t("attendance.timesheets.validated")}>
              ✓ {formatMinutes(d.validated_min)}
            </div>
          )}
          <ul className="mt-1 flex flex-col gap-0.5">
            {d.flags.map((flag) => (
              <li key={flag}>
                <Badge variant={flag === "late" ? "secondary" : "warning"}>
                  {t(`attendance.timesheets.flags.${flag}` as "attendance.timesheets.flags.late", flag)}
                </Badge>
              </li>
            ))}
          </ul>
        </td>
      ))}
      <td className="p-2 text-xs tabular-nums">
        <div>{formatMinutes(row.total_planned_min)}</div>
        <div className="font-semibold">{formatMinutes(row.total_worked_rounded_min)}</div>
      </td>
      <td className="p-2">
        {canValidate && (
          <Button
            size="sm"
            onClick={() => void onValidate()}
            disabled={validate.isPending || pending > 0}
            aria-label={t("attendance.timesheets.validateLabel", { name: row.agent_name })}
          >
            {t("attendance.timesheets.validate")}
          </Button>
        )}
      </td>
    </tr>
  );
}
