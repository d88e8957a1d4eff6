import type { TShift } from "@hts/domain";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";
import { SHIFT_STATUS_TONE } from "../lib/shift-style.ts";

/** A shift in a cell of 'Vue Semaine': its times and site, a button opening its edit dialog when allowed. */
export function CellShift({ shift, onEdit }: { shift: TShift; onEdit?: (shift: TShift) => void }) {
  const { t } = useTranslation();
  const label = `${shift.start_time}–${shift.end_time}`;
  const detail = `${t(`planning.shiftType.${shift.shift_type}`)} · ${shift.site_name ?? ""} · ${t(`planning.shiftStatus.${shift.status}`)}`;
  const className = cn(
    "block w-full overflow-hidden rounded px-1.5 py-1 text-left text-xs leading-tight",
    SHIFT_STATUS_TONE[shift.status],
  );
  const body = (
    <>
      <span className="block font-semibold tabular-nums">{label}</span>
      <span className="block truncate">{shift.site_name}</span>
    </>
  );
  if (!onEdit) {
    return (
      <span className={className} title={detail}>
        {body}
        <span className="sr-only">{detail}</span>
      </span>
    );
  }
  // The visible times and site stay inside the accessible name (voice control users say what they see).
  return (
    <button
      type="button"
      className={cn(
        className,
        "hover:ring-2 hover:ring-ring/40 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
      )}
      title={detail}
      onClick={() => onEdit(shift)}
    >
      <span className="sr-only">{t("planning.week.editShift", { name: shift.agent_name ?? "" })} </span>
      {body}
      <span className="sr-only">{detail}</span>
    </button>
  );
}
