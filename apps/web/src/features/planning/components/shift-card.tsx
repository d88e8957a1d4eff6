import type { TShift } from "@hts/domain";
import { Clock, MapPin, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";
import { STATUS_STYLES, shiftTypeStyle } from "../lib/shift-style.ts";

/** A shift in the week grid: agent, times and site, with its delete control for those who may. */
export function ShiftCard({
  shift,
  onEdit,
  onDelete,
}: {
  shift: TShift;
  /** Opens the edit dialog: the whole card is the button (those who may write). */
  onEdit?: (shift: TShift) => void;
  onDelete?: (shift: TShift) => void;
}) {
  const { t } = useTranslation();
  const agent = shift.agent_name ?? t("planningAdvanced.unknownAgent");
  return (
    <article
      className={cn(
        "relative rounded-md border border-l-4 border-border p-2 text-xs shadow-xs",
        shiftTypeStyle(shift.shift_type).card,
      )}
      data-testid="shift-card"
      data-shift-id={shift.id}
    >
      <p
        className={cn("line-clamp-2 break-words text-sm font-semibold leading-tight", onDelete && "pr-6")}
        title={agent}
      >
        {onEdit ? (
          <button
            type="button"
            onClick={() => onEdit(shift)}
            className="text-left after:absolute after:inset-0 after:rounded-md focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-ring"
            aria-label={t("planningAdvanced.editShift", {
              agent,
              start: shift.start_time,
              end: shift.end_time,
            })}
          >
            {agent}
          </button>
        ) : (
          agent
        )}
      </p>
      <p className="mt-0.5 flex items-center gap-1 tabular-nums">
        <Clock className="size-3 shrink-0" aria-hidden="true" />
        {shift.start_time}–{shift.end_time}
      </p>
      <p className="mt-0.5 flex items-start gap-1">
        <MapPin className="mt-0.5 size-3 shrink-0" aria-hidden="true" />
        <span className="line-clamp-2 break-words" title={shift.site_name ?? undefined}>
          {shift.site_name ?? "—"}
        </span>
      </p>
      {shift.status !== "scheduled" && (
        <span
          className={cn(
            "mt-1 inline-block rounded-full px-1.5 py-0.5 text-[11px] font-medium",
            STATUS_STYLES[shift.status],
          )}
        >
          {t(`planningAdvanced.statuses.${shift.status}`)}
        </span>
      )}
      {onDelete && (
        <button
          type="button"
          onClick={() => onDelete(shift)}
          className="absolute top-1 right-1 z-10 rounded p-1 text-slate-600 transition-colors hover:bg-red-100 hover:text-red-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          aria-label={t("planningAdvanced.deleteShift", {
            agent,
            start: shift.start_time,
            end: shift.end_time,
          })}
        >
          <Trash2 className="size-3.5" aria-hidden="true" />
        </button>
      )}
    </article>
  );
}
