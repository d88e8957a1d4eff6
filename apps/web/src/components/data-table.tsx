import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/** One column: its header and how a row fills its cell. */
export type DataColumn<T> = {
  id: string;
  header: ReactNode;
  /** The header is for screen readers only (e.g. a column of action buttons). */
  srOnlyHeader?: boolean;
  cell(row: T, index: number): ReactNode;
  /** Classes added to this column's header and cells (alignment, no wrapping, weight). */
  className?: string;
  /** Extra classes of this column's cells only. */
  cellClassName?: string;
  /** The cell names its row for screen readers (`<th scope="row">`). */
  rowHeader?: boolean;
};

export type DataTableProps<T> = {
  /** The table's name, read by screen readers as its caption (not shown: the screen's heading is). */
  caption: string;
  /** `false` entries are left out, so a column can depend on a right: `canEdit && {...}`. */
  columns: (DataColumn<T> | false)[];
  rows: readonly T[];
  rowKey(row: T, index: number): string | number;
  /** Padding of every header and cell: each screen keeps its density. */
  cellClassName?: string;
  className?: string;
  headClassName?: string;
  bodyClassName?: string;
  rowClassName?: string;
  /** `data-testid` of each body row, for the e2e specs. */
  rowTestId?: string;
  busy?: boolean;
  /**
   * Under 640 px each row becomes a card, each cell a line led by its column's header (issue 29: no
   * table scrolling sideways in a phone's card). `false` for a caller that lays out its own phone view.
   */
  cards?: boolean;
  "data-testid"?: string;
};

// The card layout keeps the table's semantics: display changes can drop a table's roles in some
// browsers, so the roles are said explicitly, and the headers stay for screen readers (sr-only). The
// header repeated in each card line is for the eyes only (aria-hidden): the cell is already announced
// with its column header.
const CARD = {
  table: "max-sm:block max-sm:min-w-0",
  head: "max-sm:sr-only",
  body: "max-sm:grid max-sm:gap-2 max-sm:p-2",
  row: "max-sm:grid max-sm:gap-1 max-sm:rounded-lg max-sm:border max-sm:border-border max-sm:bg-card max-sm:p-3",
  cell: "max-sm:grid max-sm:grid-cols-[minmax(6rem,40%)_1fr] max-sm:items-baseline max-sm:gap-2 max-sm:p-0 max-sm:text-left",
  bare: "max-sm:block max-sm:p-0",
};

/**
 * The app's one data table: a caption for screen readers, column headers with `scope="col"`, an
 * optional row header, and a row per item; under 640 px, a card per row (`cards`). Scrolling on wider
 * screens stays with the caller (`ScrollRegion`).
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  cellClassName = "px-3 py-2",
  className,
  headClassName,
  bodyClassName,
  rowClassName,
  rowTestId,
  busy,
  cards = true,
  "data-testid": testId,
}: DataTableProps<T>) {
  const shown = columns.filter((column): column is DataColumn<T> => column !== false);
  const role = (name: string) => (cards ? name : undefined);
  return (
    <table
      role={role("table")}
      className={cn("w-full text-left text-sm", className, cards && CARD.table)}
      aria-busy={busy}
      data-testid={testId}
    >
      <caption className="sr-only">{caption}</caption>
      <thead role={role("rowgroup")} className={cn(headClassName, cards && CARD.head)}>
        <tr role={role("row")}>
          {shown.map((column) => (
            <th
              key={column.id}
              scope="col"
              role={role("columnheader")}
              className={cn(cellClassName, "font-medium", column.className)}
            >
              {column.srOnlyHeader ? <span className="sr-only">{column.header}</span> : column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role={role("rowgroup")} className={cn(bodyClassName, cards && CARD.body)}>
        {rows.map((row, index) => (
          <tr
            key={rowKey(row, index)}
            role={role("row")}
            className={cn(rowClassName, cards && CARD.row)}
            data-testid={rowTestId}
          >
            {shown.map((column) => {
              const classes = cn(
                cellClassName,
                column.className,
                column.cellClassName,
                cards && (column.srOnlyHeader ? CARD.bare : CARD.cell),
              );
              const content = (
                <>
                  {cards && !column.srOnlyHeader && (
                    <span aria-hidden="true" className="font-medium text-muted-foreground sm:hidden">
                      {column.header}
                    </span>
                  )}
                  {cards && !column.srOnlyHeader ? (
                    <span className="min-w-0">{column.cell(row, index)}</span>
                  ) : (
                    column.cell(row, index)
                  )}
                </>
              );
              return column.rowHeader ? (
                <th key={column.id} scope="row" role={role("rowheader")} className={cn(classes, "text-left")}>
                  {content}
                </th>
              ) : (
                <td key={column.id} role={role("cell")} className={classes}>
                  {content}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
