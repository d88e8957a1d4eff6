import type { TShift, TShiftStatus } from "@hts/domain";
import { format } from "date-fns";
import { MoveRight, Pencil } from "lucide-react";
import { type KeyboardEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { cn } from "@/lib/cn";
import { dateLocale } from "@/lib/date-locale";
import { adjacentStatus, KANBAN_COLUMNS } from "../lib/kanban.ts";
import { fromIsoDate } from "../lib/planning-dates.ts";
import { shiftTypeStyle } from "../lib/shift-style.ts";

/** The drag-and-drop data type a kanban card carries (the shift's id). */
export const KANBAN_DRAG_TYPE = "application/x-hts-shift";

/**
 * A shift on the kanban board: dragged, moved with ArrowLeft/ArrowRight when focused, or through its
 * 'Déplacer vers…' menu; its pencil opens the edit dialog.
 */
export function KanbanCard({
  shift,
  canWrite,
  onMove,
  onEdit,
}: {
  shift: TShift;
  canWrite: boolean;
  onMove: (shift: TShift, status: TShiftStatus, keepFocus: boolean) => void;
  onEdit?: (shift: TShift) => void;
}) {
  const { t, i18n } = useTranslation();
  const [dragging, setDragging] = useState(false);
  const agent = shift.agent_name ?? "";
  const day = format(fromIsoDate(shift.shift_date), "EEE d MMM", { locale: dateLocale(i18n.language) });

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!canWrite || event.target !== event.currentTarget) return;
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (step === 0) return;
    const status = adjacentStatus({ status: shift.status, step });
    event.preventDefault();
    if (status) onMove(shift, status, true);
  };

  return (
    <article
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the card is the keyboard handle of the drag-and-drop (arrow keys move it), announced by its label and help text
      tabIndex={0}
      data-shift-id={shift.id}
      data-status={shift.status}
      data-testid="kanban-card"
      aria-label={t("planningPro.kanban.cardLabel", {
        agent,
        day,
        start: shift.start_time,
        end: shift.end_time,
        status: t(`planningPro.kanban.columns.${shift.status}`),
      })}
      aria-describedby={canWrite ? "kanban-help" : undefined}
      draggable={canWrite}
      onDragStart={(event) => {
        event.dataTransfer.setData(KANBAN_DRAG_TYPE, shift.id);
        event.dataTransfer.effectAllowed = "move";
        setDragging(true);
      }}
      onDragEnd={() => setDragging(false)}
      onKeyDown={onKeyDown}
      className={cn(
        "rounded-md border border-l-4 border-border p-2.5 text-sm shadow-xs focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
        shiftTypeStyle(shift.shift_type).card,
        canWrite && "cursor-grab active:cursor-grabbing",
        dragging && "opacity-50",
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <p className="min-w-0 truncate font-semibold">{agent}</p>
        {canWrite && onEdit && (
          <button
            type="button"
            onClick={() => onEdit(shift)}
            className="-m-1 ml-auto shrink-0 rounded p-1 text-slate-700 hover:bg-white/70 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            aria-label={t("planningAdvanced.editShift", {
              agent,
              start: shift.start_time,
              end: shift.end_time,
            })}
            data-testid="kanban-edit"
          >
            <Pencil className="size-4" aria-hidden="true" />
          </button>
        )}
        {canWrite && (
          <DropdownMenu>
            <DropdownMenuTrigger
              className="-m-1 shrink-0 rounded p-1 text-slate-700 hover:bg-white/70 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              aria-label={t("planningPro.kanban.moveMenu", { agent })}
            >
              <MoveRight className="size-4" aria-hidden="true" />
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuLabel>{t("planningPro.kanban.moveTo")}</DropdownMenuLabel>
              {KANBAN_COLUMNS.filter((status) => status !== shift.status).map((status) => (
                <DropdownMenuItem key={status} onSelect={() => onMove(shift, status, true)}>
                  {t(`planningPro.kanban.columns.${status}`)}
                </DropdownMenuItem>
              ))}
            </DropdownMenuContent>
          </DropdownMenu>
        )}
      </div>
      <p className="mt-0.5 text-xs tabular-nums first-letter:uppercase">
        {day} · {shift.start_time}–{shift.end_time}
      </p>
      <p className="truncate text-xs text-slate-700">{shift.site_name}</p>
      <p className="mt-1 text-[11px] font-medium text-slate-700">
        {t(`planningAdvanced.shiftTypes.${shift.shift_type}`)}
      </p>
    </article>
  );
}
