import { cn } from "@/lib/cn";

/** A green (good) or grey/red (not) pill with a dot, for Actif/Inactif, En ligne/Hors ligne and the like. */
export function StatusPill({
  ok,
  label,
  tone = "neutral",
  className,
}: {
  ok: boolean;
  label: string;
  /** Colour of the "not ok" state: grey for a paused thing, red for a fault. */
  tone?: "neutral" | "danger";
  className?: string;
}) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap",
        ok
          ? "bg-success-soft text-success-strong"
          : tone === "danger"
            ? "bg-red-100 text-red-800"
            : "bg-slate-100 text-slate-700",
        className,
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          "size-2 rounded-full",
          ok ? "bg-success" : tone === "danger" ? "bg-red-600" : "bg-slate-400",
        )}
      />
      {label}
    </span>
  );
}
