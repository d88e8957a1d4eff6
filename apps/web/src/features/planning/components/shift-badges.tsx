import type { TShiftStatus, TShiftType } from "@hts/domain";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";
import { SHIFT_STATUS_TONE } from "../lib/shift-style.ts";

export function ShiftStatusBadge({ status }: { status: TShiftStatus }) {
  const { t } = useTranslation();
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap",
        SHIFT_STATUS_TONE[status],
      )}
    >
      {t(`planning.shiftStatus.${status}`)}
    </span>
  );
}

export function ShiftTypeBadge({ type }: { type: TShiftType }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center rounded-full border border-border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-foreground">
      {t(`planning.shiftType.${type}`)}
    </span>
  );
}
