import { Search } from "lucide-react";
import type { ComponentProps } from "react";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";

/** A search box with its icon; `label` is its accessible name (the placeholder is not a label). */
export function SearchInput({ label, className, ...props }: ComponentProps<"input"> & { label: string }) {
  return (
    <div className={cn("relative w-full", className)}>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input type="search" aria-label={label} className="pl-9" {...props} />
    </div>
  );
}
