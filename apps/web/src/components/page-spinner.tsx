import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";

/** Centred spinner for a route or a session that is still loading. */
export function PageSpinner({ className }: { className?: string }) {
  return (
    <div className={cn("flex min-h-[50vh] w-full items-center justify-center", className)}>
      <Spinner className="size-8" />
    </div>
  );
}
