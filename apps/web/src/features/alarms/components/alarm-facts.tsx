import type { TAlarm } from "@hts/domain";
import { CheckCircle2 } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "@/lib/format-date";
import { formatResponse } from "./alarm-card.tsx";

/** What the alarm details say of an alarm: where, when, who, response time, resolution and its history. */
export function AlarmFacts({ alarm }: { alarm: TAlarm }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const facts: [string, string][] = [
    [t("alarms.card.site"), `${alarm.siteName} · ${alarm.location}`],
    [t("alarms.details.raisedAt"), formatDateTime(alarm.timestamp, i18n.language)],
    [t("alarms.card.assignedTo"), alarm.assignedTo ?? t("alarms.card.unassigned")],
    [t("alarms.card.triggeredBy"), alarm.triggeredBy ?? t("alarms.card.unknown")],
    [
      t("alarms.card.takenBy"),
      alarm.takenAt && alarm.takenBy
        ? t("alarms.card.takenValue", {
            name: alarm.takenBy,
            date: formatDateTime(alarm.takenAt, i18n.language),
          })
        : t("alarms.card.notTaken"),
    ],
    [
      t("alarms.card.responseTime"),
      alarm.responseTimeSeconds !== null
        ? formatResponse(alarm.responseTimeSeconds, t("alarms.dayUnit"))
        : t("alarms.card.pending"),
    ],
  ];
  if (alarm.resolvedAt) {
    facts.push([
      t("alarms.details.resolvedAt"),
      alarm.resolvedBy
        ? t("alarms.details.resolvedValue", {
            date: formatDateTime(alarm.resolvedAt, i18n.language),
            name: alarm.resolvedBy,
          })
        : formatDateTime(alarm.resolvedAt, i18n.language),
    ]);
  }

  return (
    <>
      <dl className="grid grid-cols-1 gap-2 rounded-md border border-border p-4 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="grid grid-cols-1 gap-1 sm:grid-cols-[10rem_1fr]">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="break-words font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      {alarm.history.length > 0 && (
        <section aria-labelledby={`${id}-actions`}>
          <h3 id={`${id}-actions`} className="mb-2 text-sm font-semibold">
            {t("alarms.details.history")}
          </h3>
          <ol className="grid grid-cols-1 gap-1 text-sm" data-testid="alarm-history">
            {alarm.history.map((step, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: append-only list, never reordered
              <li key={index} className="flex items-start gap-1.5">
                <CheckCircle2 className="mt-0.5 size-3.5 shrink-0 text-success" aria-hidden="true" />
                <span className="min-w-0 break-words">
                  {step.text}
                  {step.at && (
                    <time dateTime={step.at} className="ml-2 text-xs text-muted-foreground">
                      {formatDateTime(step.at, i18n.language)}
                    </time>
                  )}
                </span>
              </li>
            ))}
          </ol>
        </section>
      )}
    </>
  );
}
