import type { TShift, TShiftStatus } from "@hts/domain";
import { type DragEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";
import { KANBAN_COLUMNS } from "../lib/kanban.ts";
import { STATUS_STYLES } from "../lib/shift-style.ts";
import { KANBAN_DRAG_TYPE, KanbanCard } from "./kanban-card.tsx";

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
    const id = event.dataTransfer.getData(KANBAN_DRAG_TYPE);
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
              if (!canWrite || !event.dataTransfer.types.includes(KANBAN_DRAG_TYPE)) return;
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
