import { can } from "@hts/domain";
import { AlertTriangle, CheckCircle2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useAuth } from "@/lib/auth/auth-context";
import { useRecordRights } from "@/lib/auth/record-rights";
import { formatDay } from "@/lib/format-date";
import { useCoverageWeek } from "../api/staffing-api.ts";
import { hoursLabel } from "../lib/post-draft.ts";

/** The uncovered post-hours of the week holding `date`, and the slots still missing agents. */
export function UncoveredWeekSummary({ date, siteId }: { date: string; siteId?: string }) {
  const { t, i18n } = useTranslation();
  const { user } = useAuth();
  const rights = useRecordRights();
  const allowed =
    !!user &&
    can({ role: user.role, area: "planning", level: "read" }) &&
    rights.atAll("coverage-post", "read");
  const week = useCoverageWeek({ date, siteId, enabled: allowed });
  if (!allowed || !week.data || week.data.slots.length === 0) return null;
  const data = week.data;
  const missing = data.slots.filter((slot) => slot.missing > 0);
  const hours = (minutes: number) => hoursLabel(minutes, i18n.language);
  return (
    <section
      aria-label={t("coverage.week.label")}
      className="rounded-md border border-border bg-background px-4 py-3 text-sm"
      data-testid="uncovered-week"
    >
      <p className="flex flex-wrap items-center gap-2">
        {missing.length > 0 ? (
          <AlertTriangle className="size-4 text-destructive" aria-hidden="true" />
        ) : (
          <CheckCircle2 className="size-4 text-success" aria-hidden="true" />
        )}
        <span className="font-medium">
          {t("coverage.week.uncovered", { hours: hours(data.uncovered_minutes), slots: missing.length })}
        </span>
        <span className="text-muted-foreground">
          {t("coverage.week.required", { hours: hours(data.required_minutes) })}
          {data.overstaffed_minutes > 0 &&
            ` · ${t("coverage.week.overstaffed", { hours: hours(data.overstaffed_minutes) })}`}
        </span>
      </p>
      {missing.length > 0 && (
        <details className="mt-2">
          <summary className="cursor-pointer text-primary">{t("coverage.week.details")}</summary>
          <ul className="mt-2 grid gap-1">
            {missing.map((slot) => (
              <li key={`${slot.post_id}-${slot.date}`}>
                {t("coverage.week.slot", {
                  day: formatDay(slot.date, i18n.language),
                  post: slot.post_name,
                  start: slot.start_time,
                  end: slot.end_time,
                  missing: slot.missing,
                  required: slot.required,
                })}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
