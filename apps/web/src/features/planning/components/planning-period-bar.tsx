import { CalendarDays } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import type { ViewMode } from "../lib/use-planning-period.ts";
import { PeriodStepper } from "./period-stepper.tsx";

/** The period bar of 'Planning Avancé': back, today, forward, the period shown and week or month. */
export function PlanningPeriodBar({
  label,
  fetching,
  mode,
  onMode,
  onMove,
  onToday,
}: {
  label: string;
  fetching: boolean;
  mode: ViewMode;
  onMode(mode: ViewMode): void;
  onMove(step: number): void;
  onToday(): void;
}) {
  const { t } = useTranslation();

  return (
    <div className="flex flex-col gap-3 rounded-lg border border-border bg-card p-3 shadow-sm md:flex-row md:items-center md:justify-between">
      <div className="flex flex-wrap items-center gap-2">
        <PeriodStepper
          previousLabel={t("planningAdvanced.previous")}
          nextLabel={t("planningAdvanced.next")}
          onMove={onMove}
          onToday={onToday}
        />
        <p
          className="ml-1 flex items-center gap-2 text-base font-semibold first-letter:uppercase"
          aria-live="polite"
        >
          <CalendarDays className="size-4 text-muted-foreground" aria-hidden="true" />
          <span data-testid="planning-period">{label}</span>
          {fetching && <Spinner className="size-4" />}
        </p>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <fieldset className="inline-flex rounded-md bg-muted p-1">
          <legend className="sr-only">{t("planningAdvanced.viewMode")}</legend>
          {(["week", "month"] as const).map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={mode === value}
              onClick={() => onMode(value)}
              className={cn(
                "rounded-sm px-3 py-1.5 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                mode === value && "bg-background text-foreground shadow-sm",
              )}
            >
              {t(`planningAdvanced.${value}`)}
            </button>
          ))}
        </fieldset>
      </div>
    </div>
  );
}
