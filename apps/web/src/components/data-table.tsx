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
  "data-testid"?: string;
};

/**
 * The app's one data table: a caption for screen readers, column headers with `scope="col"`, an
 * optional row header, and a row per item. Scrolling and the phone layout stay with the caller
 * (`ScrollRegion`, or cards under `sm`), as the screens differ there.
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
  "data-testid": testId,
}: DataTableProps<T>) {
  const shown = columns.filter((column): column is DataColumn<T> => column !== false);
  return (
    <table className={cn("w-full text-left text-sm", className)} aria-busy={busy} data-testid={testId}>
      <caption className="sr-only">{caption}</caption>
      <thead className={headClassName}>
        <tr>
          {shown.map((column) => (
            <th key={column.id} scope="col" className={cn(cellClassName, "font-medium", column.className)}>
              {column.srOnlyHeader ? <span className="sr-only">{column.header}</span> : column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className={bodyClassName}>
        {rows.map((row, index) => (
          <tr key={rowKey(row, index)} className={rowClassName} data-testid={rowTestId}>
            {shown.map((column) => {
              const classes = cn(cellClassName, column.className, column.cellClassName);
              return column.rowHeader ? (
                <th key={column.id} scope="row" className={cn(classes, "text-left")}>
                  {column.cell(row, index)}
                </th>
              ) : (
                <td key={column.id} className={classes}>
                  {column.cell(row, index)}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
