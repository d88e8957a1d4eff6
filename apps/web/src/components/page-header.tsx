import type { ReactNode } from "react";
import { usePageTitle } from "@/lib/use-page-title";

export type PageHeaderProps = {
  title: string;
  description?: string;
  /** Badges or counters shown beside the title. */
  meta?: ReactNode;
  /** Buttons on the right (below the title on a phone). */
  actions?: ReactNode;
};

/** The screen's <h1> (also the tab title), with its counters and main actions. */
export function PageHeader({ title, description, meta, actions }: PageHeaderProps) {
  usePageTitle(title);
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <h1 className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl">{title}</h1>
          {meta}
        </div>
        {description && <p className="mt-1 text-sm text-muted-foreground">{description}</p>}
      </div>
      {actions && <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>}
    </div>
  );
}
