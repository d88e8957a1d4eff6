import { BarChart3 } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";

/**
 * A chart's card: its title and description name the figure for assistive technology (the chart's SVG
 * points at them), `table` carries the same numbers as text, and `empty` replaces a chart of zeros.
 */
export function ChartFrame({
  id,
  title,
  description,
  actions,
  empty,
  emptyText,
  table,
  children,
}: {
  id: string;
  title: string;
  description: string;
  actions?: ReactNode;
  empty: boolean;
  emptyText: string;
  table: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="flex min-w-0 flex-col gap-4 p-4 sm:p-5">
      <figure
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        className="m-0 flex flex-col gap-4"
      >
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id={`${id}-title`} className="text-base font-semibold text-foreground">
              {title}
            </h2>
            <p id={`${id}-desc`} className="mt-0.5 text-sm text-muted-foreground">
              {description}
            </p>
          </div>
          {actions}
        </div>
        {empty ? (
          <div className="flex h-64 flex-col items-center justify-center gap-2 rounded-md border border-dashed border-input text-center">
            <BarChart3 className="size-6 text-muted-foreground" aria-hidden="true" />
            <p className="max-w-xs text-sm text-muted-foreground">{emptyText}</p>
          </div>
        ) : (
          <>
            <div className="h-72 w-full min-w-0" aria-hidden="true">
              {children}
            </div>
            <div className="sr-only">{table}</div>
          </>
        )}
      </figure>
    </Card>
  );
}
