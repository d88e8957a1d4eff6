import type { LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/cn";

export type StatCardProps = {
  label: string;
  value: string;
  detail: string;
  icon: LucideIcon;
  /** Icon colours, e.g. "bg-accent text-primary". */
  tone: string;
  /** The screen behind the number, when the role may open it. */
  to?: string;
  testId: string;
};

/** One of the four summary cards. */
export function StatCard({ label, value, detail, icon: Icon, tone, to, testId }: StatCardProps) {
  const body = (
    <Card
      className={cn(
        "flex h-full items-start justify-between gap-3 p-4 sm:p-5",
        to && "transition-shadow group-hover:shadow-md",
      )}
    >
      <div className="min-w-0">
        <p className="text-sm font-medium text-muted-foreground">{label}</p>
        <p className="mt-1 text-2xl font-bold tabular-nums text-foreground sm:text-3xl" data-testid={testId}>
          {value}
        </p>
        <p className="mt-1 text-xs text-muted-foreground">{detail}</p>
      </div>
      <span className={cn("hidden size-11 shrink-0 items-center justify-center rounded-lg sm:flex", tone)}>
        <Icon className="size-5" aria-hidden="true" />
      </span>
    </Card>
  );
  if (!to) return body;
  return (
    <Link
      to={to}
      className="group block rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
    >
      {body}
    </Link>
  );
}
