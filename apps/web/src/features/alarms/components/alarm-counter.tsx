import type { Siren } from "lucide-react";
import type { AlarmCount } from "../api/get-alarm-counts.ts";

/** "1 234", or "10 000+" when the server stopped counting at its cap. */
export function formatCount({ n, capped }: AlarmCount, language: string): string {
  const text = new Intl.NumberFormat(language).format(n);
  return capped ? `${text}+` : text;
}

export function Counter({
  icon: Icon,
  tone,
  label,
  value,
  testId,
}: {
  icon: typeof Siren;
  tone: "danger" | "success";
  label: string;
  value: string | undefined;
  testId: string;
}) {
  return (
    <div className="flex items-center justify-between gap-3 rounded-lg border border-border bg-card p-3 shadow-sm">
      <dt className="flex items-center gap-2 text-sm text-muted-foreground">
        <span
          className={
            tone === "danger"
              ? "flex size-9 shrink-0 items-center justify-center rounded-full bg-red-100 text-red-700"
              : "flex size-9 shrink-0 items-center justify-center rounded-full bg-success-soft text-success-strong"
          }
        >
          <Icon className="size-5" aria-hidden="true" />
        </span>
        {label}
      </dt>
      <dd className="text-2xl font-bold tabular-nums" data-testid={testId}>
        {value ?? "–"}
      </dd>
    </div>
  );
}
