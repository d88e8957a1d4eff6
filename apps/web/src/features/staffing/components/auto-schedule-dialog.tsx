import type { TAutoScheduleResult } from "@hts/domain";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast-store";
import {
  useApplyAutoSchedule,
  useCancelScheduleRun,
  useScheduleRun,
  useStartScheduleRun,
} from "../api/staffing-api.ts";
import { showProposal } from "../lib/proposal-store.ts";
import { AutoScheduleFigures } from "./auto-schedule-figures.tsx";
import { AutoSchedulePreview } from "./auto-schedule-preview.tsx";
import { AutoScheduleProgress } from "./auto-schedule-progress.tsx";

/**
 * 'Planifier automatiquement': a period, a solver run followed in the dialog (progress, best cost,
 * 'Annuler'), a proposal to review with its cost breakdown, then the chosen shifts applied at once.
 */
export function AutoScheduleDialog({
  open,
  onOpenChange,
  startDate,
  endDate,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  startDate: string;
  endDate: string;
}) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState({ start_date: startDate, end_date: endDate });
  const [result, setResult] = useState<TAutoScheduleResult | null>(null);
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [runId, setRunId] = useState<string | null>(null);
  const start = useStartScheduleRun();
  const cancel = useCancelScheduleRun();
  const followed = useScheduleRun(runId);
  const run = followed.data;
  const running = start.isPending || (runId !== null && (run?.status ?? "running") === "running");
  const apply = useApplyAutoSchedule();
  useEffect(() => {
    if (!run || run.status === "running") return;
    if (run.status === "failed") toast({ title: t("coverage.auto.error"), variant: "destructive" });
    if (run.result) {
      setResult(run.result);
      setChosen(new Set(run.result.proposed.map((_, i) => i)));
    }
    setRunId(null);
  }, [run, t]);
  const fail = (failure: unknown) =>
    toast({
      title: failure instanceof Error ? failure.message : t("coverage.auto.error"),
      variant: "destructive",
    });

  const launch = async (event: FormEvent) => {
    event.preventDefault();
    try {
      setResult(null);
      const started = await start.mutateAsync({ ...period, engine: "highs" });
      setRunId(started.id);
    } catch (failure) {
      fail(failure);
    }
  };
  const applyChosen = async () => {
    if (!result) return;
    try {
      const shifts = result.proposed.filter((_, i) => chosen.has(i));
      const done = await apply.mutateAsync({ shifts });
      toast({ title: t("coverage.auto.applied", { n: done.count }), variant: "success" });
      setResult(null);
      onOpenChange(false);
    } catch (failure) {
      fail(failure);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{t("coverage.auto.title")}</DialogTitle>
          <DialogDescription>{t("coverage.auto.description")}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={launch} className="grid grid-cols-1 items-end gap-3 sm:grid-cols-3">
          <FormField label={t("coverage.auto.from")}>
            <Input
              type="date"
              value={period.start_date}
              onChange={(e) => setPeriod((p) => ({ ...p, start_date: e.target.value }))}
            />
          </FormField>
          <FormField label={t("coverage.auto.to")}>
            <Input
              type="date"
              value={period.end_date}
              onChange={(e) => setPeriod((p) => ({ ...p, end_date: e.target.value }))}
            />
          </FormField>
          <Button type="submit" disabled={running}>
            {running && <Spinner className="size-4" />}
            {t("coverage.auto.run")}
          </Button>
        </form>
        {running && (
          <AutoScheduleProgress
            progress={run?.progress ?? null}
            cancelling={cancel.isPending}
            onCancel={() => runId && cancel.mutate(runId, { onError: fail })}
          />
        )}
        {result && (
          <>
            <AutoScheduleFigures result={result} />
            <AutoSchedulePreview
              result={result}
              chosen={chosen}
              onToggle={(index, on) =>
                setChosen((set) => {
                  const next = new Set(set);
                  if (on) next.add(index);
                  else next.delete(index);
                  return next;
                })
              }
            />
            <div className="flex flex-wrap gap-2">
              <Button
                className="w-fit"
                disabled={chosen.size === 0 || apply.isPending}
                onClick={() => void applyChosen()}
              >
                {t("coverage.auto.apply", { n: chosen.size })}
              </Button>
              {/* Decision 127: see the chosen shifts in the grid itself, then apply or discard there. */}
              <Button
                variant="outline"
                className="w-fit"
                disabled={chosen.size === 0}
                onClick={() => {
                  showProposal(result.proposed.filter((_, i) => chosen.has(i)));
                  onOpenChange(false);
                }}
              >
                {t("coverage.auto.showInGrid", { n: chosen.size })}
              </Button>
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
