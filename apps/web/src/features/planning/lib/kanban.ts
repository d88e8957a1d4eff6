import { SHIFT_STATUSES, type TShiftStatus } from "@hts/domain";

/** The Kanban's columns, left to right, in the order of a shift's life. */
export const KANBAN_COLUMNS: readonly TShiftStatus[] = SHIFT_STATUSES;

/** The column a card reaches with ArrowLeft (-1) or ArrowRight (+1); null at either end. */
export function adjacentStatus({
  status,
  step,
}: {
  status: TShiftStatus;
  step: -1 | 1;
}): TShiftStatus | null {
  const index = KANBAN_COLUMNS.indexOf(status) + step;
  return KANBAN_COLUMNS[index] ?? null;
}
