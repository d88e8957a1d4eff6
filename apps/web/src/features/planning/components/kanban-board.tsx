import type { TShift, TShiftStatus } from "@hts/domain";
import { format } from "date-fns";
import { MoveRight, Pencil } from "lucide-react";
import { type DragEvent, type KeyboardEvent, useEffect, useRef, useState } from "react";
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
import { STATUS_STYLES, shiftTypeStyle } from "../lib/shift-style.ts";

const DRAG_TYPE = "application/x-hts-shift";

/**
 * Four status columns. A card changes column by drag-and-drop, by ArrowLeft/ArrowRight when focused, or
 * through its 'Déplacer vers…' menu; each move is one PATCH of the shift's status (`onMove`).
 */
export function KanbanBoard({
  shifts,
  canWrite,
  onMove,
  onEdit,
}: {
  shifts: TShift[];
  canWrite: boolean;
  onMove: (shift: TShift, status: TShiftStatus) => void;
  /** The card's pencil opens the shift's edit dialog. */
  onEdit?: (shift: TShift) => void;
}) {
  const { t } = useTranslation();
  const [dropTarget, setDropTarget] = useState<TShiftStatus | null>(null);
  // The card moved with the keyboard keeps the focus in its new column.
  // The optimistic update lands a tick later, so wait until the card is rendered in its new column.
  const [pendingFocus, setPendingFocus] = useState<{ id: string; status: TShiftStatus } | null>(null);
  const board = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!pendingFocus) return;
    const card = board.current?.querySelector<HTMLElement>(
      `[data-shift-id="${CSS.escape(pendingFocus.id)}"][data-status="${pendingFocus.status}"]`,
    );
    if (!card) return;
    card.focus();
    setPendingFocus(null);
  });

  const move = (shift: TShift, status: TShiftStatus, keepFocus: boolean) => {
    if (shift.status === status) return;
    if (keepFocus) setPendingFocus({ id: shift.id, status });
    onMove(shift, status);
  };

  const onDrop = (event: DragEvent, status: TShiftStatus) => {
    event.preventDefault();
    setDropTarget(null);
    const id = event.dataTransfer.getData(DRAG_TYPE);
    const shift = shifts.find((item) => item.id === id);
    if (shift) move(shift, status, false);
  };

  return (
    <div ref={board} className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-4" data-testid="kanban">
      <p id="kanban-help" className="sr-only">
        {t("planningPro.kanban.help")}
      </p>
      {KANBAN_COLUMNS.map((status) => {
        const list = shifts.filter((shift) => shift.status === status);
        return (
          <section
            key={status}
            aria-labelledby={`kanban-${status}`}
            data-status={status}
            onDragOver={(event) => {
              if (!canWrite || !event.dataTransfer.types.includes(DRAG_TYPE)) return;
              event.preventDefault();
              event.dataTransfer.dropEffect = "move";
              setDropTarget(status);
            }}
            onDragLeave={(event) => {
              if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDropTarget(null);
            }}
            onDrop={(event) => onDrop(event, status)}
            className={cn(
              "flex min-h-40 min-w-0 flex-col rounded-lg border border-border bg-muted/60 p-2 transition-colors",
              dropTarget === status && "border-primary bg-accent ring-2 ring-primary/40",
            )}
          >
            <h3
              id={`kanban-${status}`}
              className="mb-2 flex items-center justify-between px-1 text-sm font-semibold"
            >
              <span className="flex items-center gap-2">
                <span className={cn("rounded-full px-2 py-0.5 text-xs", STATUS_STYLES[status])}>
                  {t(`planningPro.kanban.columns.${status}`)}
                </span>
              </span>
              <span className="text-xs text-muted-foreground tabular-nums">{list.length}</span>
            </h3>
            {/* A long column scrolls on its own so the four stay side by side; its cards are focusable. */}
            <ul className="flex max-h-[70vh] flex-col gap-2 overflow-y-auto p-0.5">
              {list.map((shift) => (
                <li key={shift.id}>
                  <KanbanCard shift={shift} canWrite={canWrite} onMove={move} onEdit={onEdit} />
                </li>
              ))}
            </ul>
            {list.length === 0 && (
              <p className="px-1 text-xs text-muted-foreground">{t("planningPro.kanban.empty")}</p>
            )}
          </section>
        );
      })}
    </div>
  );
}

function KanbanCard({
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
        event.dataTransfer.setData(DRAG_TYPE, shift.id);
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
      <p className="mt-0.5 text-xs capitalize tabular-nums">
        {day} · {shift.start_time}–{shift.end_time}
      </p>
      <p className="truncate text-xs text-slate-700">{shift.site_name}</p>
      <p className="mt-1 text-[11px] font-medium text-slate-700">
        {t(`planningAdvanced.shiftTypes.${shift.shift_type}`)}
      </p>
    </article>
  );
}
