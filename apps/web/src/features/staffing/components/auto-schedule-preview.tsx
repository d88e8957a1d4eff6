import type { TAutoScheduleResult } from "@hts/domain";
import { useTranslation } from "react-i18next";
import { Checkbox } from "@/components/ui/checkbox";
import { formatDay } from "@/lib/format-date";

/** The proposal: each shift with a box to keep it, then every slot left uncovered and why. */
export function AutoSchedulePreview({
  result,
  chosen,
  onToggle,
}: {
  result: TAutoScheduleResult;
  chosen: Set<number>;
  onToggle: (index: number, on: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <div className="grid gap-3 text-sm">
      <p role="status">
        {t("coverage.auto.summary", {
          n: result.proposed.length,
          before: result.cost_before,
          after: result.cost,
        })}
      </p>
      {result.proposed.length > 0 && (
        <ul aria-label={t("coverage.auto.proposed")} className="grid max-h-64 gap-1 overflow-y-auto">
          {result.proposed.map((shift, index) => (
            <li
              key={`${shift.agent_id}-${shift.shift_date}-${shift.site_id}`}
              className="flex items-center gap-2"
            >
              <Checkbox
                id={`auto-${index}`}
                checked={chosen.has(index)}
                onCheckedChange={(on) => onToggle(index, on === true)}
              />
              <label htmlFor={`auto-${index}`}>
                {`${formatDay(shift.shift_date, i18n.language)} · ${shift.site_name ?? ""} · ${shift.post} ${shift.start_time}–${shift.end_time} · ${shift.agent_name ?? ""}`}
              </label>
            </li>
          ))}
        </ul>
      )}
      {result.uncovered.length > 0 && (
        <section aria-label={t("coverage.auto.uncovered")} className="grid gap-1">
          <h3 className="font-semibold">{t("coverage.auto.uncovered")}</h3>
          <ul className="grid gap-1">
            {result.uncovered.map((slot) => (
              <li key={`${slot.post_id}-${slot.date}`}>
                {t("coverage.auto.uncoveredSlot", {
                  day: formatDay(slot.date, i18n.language),
                  post: slot.post_name,
                  missing: slot.missing,
                  reason: t(`coverage.auto.reasons.${slot.reason}`),
                })}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
