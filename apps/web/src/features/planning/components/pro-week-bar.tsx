import { AlertTriangle, CheckCircle2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Spinner } from "@/components/ui/spinner";
import { formatTime } from "@/lib/format-date";
import { PeriodStepper } from "./period-stepper.tsx";

/** The week bar of 'HTS PLANNING PRO': back, today, forward, the week shown and whether it is up to date. */
export function ProWeekBar({
  label,
  onMove,
  onToday,
  loading,
  loadFailed,
  updatedAt,
}: {
  label: string;
  onMove(step: number): void;
  onToday(): void;
  loading: boolean;
  loadFailed: boolean;
  /** When the week's shifts and conflicts were last loaded (ms), 0 before. */
  updatedAt: number;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;

  return (
    <div className="flex flex-col gap-3 rounded-lg border border-border bg-card p-3 shadow-sm md:flex-row md:items-center md:justify-between">
      <div className="flex flex-wrap items-center gap-2">
        <PeriodStepper
          previousLabel={t("planningPro.previousWeek")}
          nextLabel={t("planningPro.nextWeek")}
          onMove={onMove}
          onToday={onToday}
        />
        <p className="ml-1 text-base font-semibold" data-testid="pro-period">
          {label}
        </p>
      </div>
      <p
        role="status"
        className="flex items-center gap-2 text-sm text-muted-foreground"
        data-testid="pro-status"
      >
        {loading ? (
          <>
            <Spinner className="size-4" label="" />
            {t("common.loading")}
          </>
        ) : loadFailed ? (
          <>
            <AlertTriangle className="size-4 text-destructive" aria-hidden="true" />
            {t("planningPro.loadError")}
          </>
        ) : (
          <>
            <CheckCircle2 className="size-4 text-success" aria-hidden="true" />
            {t("planningPro.upToDate")}
            {updatedAt > 0 && (
              <span className="tabular-nums">· {formatTime(new Date(updatedAt), language)}</span>
            )}
          </>
        )}
      </p>
    </div>
  );
}
