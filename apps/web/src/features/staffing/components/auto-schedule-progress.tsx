import type { TAutoScheduleRun } from "@hts/domain";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

/** A run under way: sub-problems solved, the current best cost, and 'Annuler' (decision 110). */
export function AutoScheduleProgress({
  progress,
  cancelling,
  onCancel,
}: {
  progress: TAutoScheduleRun["progress"] | null;
  cancelling: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const total = progress?.total ?? 0;
  const done = progress?.done ?? 0;
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <Spinner className="size-4" />
      <div role="status" aria-live="polite" className="grid gap-1">
        <span>{total > 0 ? t("coverage.auto.progress", { done, total }) : t("coverage.auto.starting")}</span>
        {progress?.best_cost != null && (
          <span>{t("coverage.auto.bestCost", { cost: Math.round(progress.best_cost) })}</span>
        )}
      </div>
      {total > 0 && (
        <progress
          className="h-2 w-40"
          max={total}
          value={done}
          aria-label={t("coverage.auto.progressLabel")}
        />
      )}
      <Button type="button" variant="outline" disabled={cancelling} onClick={onCancel}>
        {t("coverage.auto.cancel")}
      </Button>
    </div>
  );
}
