import type { LucideIcon } from "lucide-react";
import { cn } from "@/lib/cn";

export type StatItem = {
  key: string;
  label: string;
  value: string;
  detail: string;
  icon: LucideIcon;
  /** Icon colours, e.g. "bg-accent text-primary". */
  tone: string;
};

/** The dashboard's six figures, as a description list (label, value) for screen readers. */
export function StatCards({ items }: { items: StatItem[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 2xl:grid-cols-6">
      {items.map(({ key, label, value, detail, icon: Icon, tone }) => (
        // A <div> may group one dt with its dd in a <dl>; the icon lives in the dt, hidden from readers.
        <div
          key={key}
          className="relative min-w-0 rounded-lg border border-border bg-card p-3 shadow-sm sm:p-4 sm:pr-16"
        >
          <dt className="text-sm font-medium text-muted-foreground">
            {label}
            <span
              aria-hidden="true"
              className={cn(
                "absolute top-4 right-4 hidden size-10 items-center justify-center rounded-lg sm:flex",
                tone,
              )}
            >
              <Icon className="size-5" />
            </span>
          </dt>
          <dd
            className="mt-1 text-2xl font-bold tabular-nums text-foreground"
            data-testid={`pro-stat-${key}`}
          >
            {value}
          </dd>
          <dd className="mt-0.5 text-xs text-muted-foreground">{detail}</dd>
        </div>
      ))}
    </dl>
  );
}
