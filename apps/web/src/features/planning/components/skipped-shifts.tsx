import type { TShiftBatchResult } from "@hts/domain";
import { AlertTriangle } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { formatDay } from "@/lib/format-date";

/** After 'Créer seulement les gardes sans conflit' (issue 29): what was left out, and why. */
export function SkippedShifts({ skipped }: { skipped: TShiftBatchResult["skipped"] }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  if (skipped.length === 0) return null;
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid="batch-skipped"
      className="grid gap-2 rounded-md border border-warning/40 bg-warning-soft/40 p-3"
    >
      <h3 id={`${id}-title`} className="flex items-center gap-2 text-sm font-semibold" aria-live="polite">
        <AlertTriangle className="size-4 text-warning-strong" aria-hidden="true" />
        {t("planningAdvanced.batch.skippedTitle", { count: skipped.length })}
      </h3>
      <p className="text-sm text-muted-foreground">{t("planningAdvanced.batch.skippedHint")}</p>
      <ul
        aria-label={t("planningAdvanced.batch.skippedCaption")}
        className="grid max-h-64 gap-2 overflow-auto"
      >
        {skipped.map((shift) => (
          <li
            key={`${shift.agent_id}-${shift.shift_date}-${shift.start_time}-${shift.end_time}`}
            data-testid="batch-skipped-row"
            className="text-sm"
          >
            <span className="font-medium">
              {shift.agent_name ?? ""} · {shift.site_name ?? ""} ·{" "}
              {formatDay(shift.shift_date, i18n.language)} {shift.start_time}–{shift.end_time}
            </span>
            <span className="block text-muted-foreground">{shift.reasons.join(" ")}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
