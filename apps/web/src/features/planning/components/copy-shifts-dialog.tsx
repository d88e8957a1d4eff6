import type { TShift } from "@hts/domain";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/form-field";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { formatDay } from "@/lib/format-date";
import { type AgentChoice, type CopyMode, copyBatch, copyReady } from "../lib/batch-bodies.ts";
import { useBatchFlow } from "../lib/use-batch-flow.ts";
import { AgentPicker } from "./agent-picker.tsx";
import { BatchFooter, BatchPreview } from "./batch-preview.tsx";
import { CopyModeSwitch } from "./copy-mode-switch.tsx";
import { plusDays, TargetDaysField } from "./target-days-field.tsx";

/**
 * 'Copier / répéter' (issue 15 item 2, decision 053): a week to another week, a day to one or several
 * days, or a week repeated every N weeks until a date; all agents or a selection, cancelled shifts kept
 * or dropped. 'Aperçu' shows what the server would create and the conflicts it would cause, then 'Créer'.
 */
export function CopyShiftsDialog({
  open,
  onOpenChange,
  sourceWeek,
  shift = null,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** "yyyy-MM-dd", the Monday of the displayed week: the default source. */
  sourceWeek: string;
  /** 'Répéter cette garde': only this shift is repeated (the dialog opens in 'Répéter' mode). */
  shift?: TShift | null;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const flow = useBatchFlow();
  const { clear, edit } = flow;
  const [mode, setMode] = useState<CopyMode>("week");
  const [source, setSource] = useState(sourceWeek);
  const [target, setTarget] = useState("");
  const [days, setDays] = useState<string[]>([]);
  const [nextDay, setNextDay] = useState("");
  const [everyWeeks, setEveryWeeks] = useState(1);
  const [until, setUntil] = useState("");
  const [agents, setAgents] = useState<AgentChoice>({ all: true, ids: [] });
  const [includeCancelled, setIncludeCancelled] = useState(false);

  useEffect(() => {
    if (!open) return;
    setMode(shift ? "repeat" : "week");
    setSource(sourceWeek);
    setTarget(plusDays(sourceWeek, 7));
    setDays([]);
    setNextDay(plusDays(sourceWeek, 1));
    setEveryWeeks(1);
    setUntil(shift ? plusDays(shift.shift_date, 28) : plusDays(sourceWeek, 27));
    setAgents({ all: true, ids: [] });
    setIncludeCancelled(false);
    clear();
  }, [open, sourceWeek, shift, clear]);

  // Every edit (through `edit(setter)`) drops the preview: the next 'Aperçu' asks again.
  const form = {
    mode,
    source,
    target,
    days,
    everyWeeks,
    until,
    agents,
    includeCancelled,
    ...(shift ? { shiftIds: [shift.id] } : {}),
  };
  const batch = copyBatch(form);
  const ready = copyReady(form);

  const onCreate = async (confirmed: boolean) => {
    if (await flow.create(batch, confirmed)) onOpenChange(false);
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !flow.busy && onOpenChange(next)}>
      <DialogContent className="grid-cols-1 sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t("planningAdvanced.batch.copyTitle")}</DialogTitle>
          <DialogDescription>
            {shift
              ? t("planningAdvanced.batch.shiftDescription", {
                  agent: shift.agent_name ?? "",
                  date: formatDay(shift.shift_date, i18n.language),
                  start: shift.start_time,
                  end: shift.end_time,
                })
              : t(`planningAdvanced.batch.${mode}Description`)}
          </DialogDescription>
        </DialogHeader>
        <div className="grid grid-cols-1 gap-4">
          {!shift && <CopyModeSwitch mode={mode} onChange={edit(setMode)} />}
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            {!shift && (
              <FormField
                id={`${id}-source`}
                label={t(
                  mode === "day" ? "planningAdvanced.batch.sourceDay" : "planningAdvanced.batch.sourceWeek",
                )}
                required
              >
                <Input
                  id={`${id}-source`}
                  type="date"
                  aria-required="true"
                  value={source}
                  onChange={(event) => edit(setSource)(event.target.value)}
                />
              </FormField>
            )}
            {mode === "week" && (
              <FormField id={`${id}-target`} label={t("planningAdvanced.batch.targetWeek")} required>
                <Input
                  id={`${id}-target`}
                  type="date"
                  aria-required="true"
                  value={target}
                  onChange={(event) => edit(setTarget)(event.target.value)}
                />
              </FormField>
            )}
            {mode === "repeat" && (
              <>
                <FormField id={`${id}-every`} label={t("planningAdvanced.batch.everyWeeks")} required>
                  <Input
                    id={`${id}-every`}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={52}
                    aria-required="true"
                    value={everyWeeks}
                    onChange={(event) => edit(setEveryWeeks)(Number(event.target.value))}
                  />
                </FormField>
                <FormField id={`${id}-until`} label={t("planningAdvanced.batch.until")} required>
                  <Input
                    id={`${id}-until`}
                    type="date"
                    aria-required="true"
                    value={until}
                    onChange={(event) => edit(setUntil)(event.target.value)}
                  />
                </FormField>
              </>
            )}
          </div>
          {mode === "day" && (
            <TargetDaysField days={days} onChange={edit(setDays)} nextDay={nextDay} setNextDay={setNextDay} />
          )}
          <AgentPicker
            legend={t("planningAdvanced.batch.agents")}
            value={agents}
            onChange={edit(setAgents)}
          />
          <div className="flex items-center gap-2">
            <Checkbox
              id={`${id}-cancelled`}
              checked={includeCancelled}
              onCheckedChange={(checked) => edit(setIncludeCancelled)(checked === true)}
            />
            <label htmlFor={`${id}-cancelled`} className="text-sm">
              {t("planningAdvanced.batch.includeCancelled")}
            </label>
          </div>
          <BatchPreview flow={flow} onConfirm={() => void onCreate(true)} />
        </div>
        <BatchFooter
          flow={flow}
          canPreview={ready}
          onPreview={() => void flow.runPreview(batch)}
          onCreate={() => void onCreate(false)}
          onSkipConflicting={() => void flow.createSkipping(batch)}
          onCancel={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
