import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/**
 * A box that scrolls a wide table sideways (or a long one down), focusable so that a keyboard user can
 * scroll it too (axe: scrollable-region-focusable), and named for screen readers.
 */
export function ScrollRegion({
  label,
  labelledBy,
  className,
  children,
}: {
  label?: string;
  labelledBy?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={label}
      aria-labelledby={labelledBy}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      data-scroll-x
      className={cn(
        "overflow-x-auto focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
        className,
      )}
    >
      {children}
    </section>
  );
}
