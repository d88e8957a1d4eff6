import type { TShift } from "@hts/domain";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";
import { STATUS_STYLES, shiftTypeStyle } from "../lib/shift-style.ts";

/** A shift in a day column: times, agent, and (unless compact) site and status. */
export function ShiftChip({ shift, compact = false }: { shift: TShift; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      className={cn(
        "rounded border border-l-4 border-border px-2 py-1 text-xs",
        shiftTypeStyle(shift.shift_type).card,
      )}
    >
      <p className="font-semibold tabular-nums">
        {shift.start_time}–{shift.end_time}
      </p>
      <p className="truncate" title={shift.agent_name ?? undefined}>
        {shift.agent_name}
      </p>
      {!compact && (
        <>
          <p className="truncate text-slate-700" title={shift.site_name ?? undefined}>
            {shift.site_name}
          </p>
          <span
            className={cn(
              "mt-1 inline-block rounded-full px-1.5 text-[11px] font-medium",
              STATUS_STYLES[shift.status],
            )}
          >
            {t(`planningAdvanced.statuses.${shift.status}`)}
          </span>
        </>
      )}
    </div>
  );
}
