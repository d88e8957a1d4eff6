import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";

/** One list of the floor: a titled card with its count, and its rows or an empty sentence. */
export function FloorSection({
  id,
  title,
  icon: Icon,
  count,
  empty,
  tone = "default",
  children,
}: {
  id: string;
  title: string;
  icon: LucideIcon;
  count: number;
  empty: string;
  tone?: "default" | "warning" | "danger";
  children: ReactNode;
}) {
  const toneClass =
    tone === "danger" && count > 0
      ? "text-destructive"
      : tone === "warning" && count > 0
        ? "text-warning-strong"
        : "text-primary";
  return (
    <Card className="flex flex-col" aria-labelledby={`${id}-title`}>
      <div className="flex items-center gap-2 border-b border-border px-4 py-3">
        <Icon className={`size-5 ${toneClass}`} aria-hidden="true" />
        <h2 id={`${id}-title`} className="flex-1 text-base font-semibold">
          {title}
        </h2>
        <span className={`text-lg font-bold tabular-nums ${toneClass}`}>{count}</span>
      </div>
      {count === 0 ? (
        <p className="px-4 py-6 text-center text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="divide-y divide-border">{children}</ul>
      )}
    </Card>
  );
}

/** A row: who and where on the left, what on the right; wraps on a phone. */
export function FloorRow({ name, site, children }: { name: string; site: string; children: ReactNode }) {
  return (
    <li className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 px-4 py-3 text-sm">
      <div className="min-w-0">
        <p className="truncate font-medium text-foreground">{name}</p>
        <p className="truncate text-muted-foreground">{site}</p>
      </div>
      <div className="flex flex-col items-end gap-1 text-right">{children}</div>
    </li>
  );
}
