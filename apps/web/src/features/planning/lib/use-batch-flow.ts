import type { TShiftBatchResult } from "@hts/domain";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "@/components/ui/toast-store";
import { isApiError } from "@/lib/api-error";
import { errorDetail } from "@/lib/server-field-errors";
import { type ShiftBatch, useShiftBatch } from "../api/shifts-api.ts";
import { type ConflictGate, useConflictGate } from "./use-conflict-gate.ts";

export type BatchFlow = {
  /** The last preview's answer; null until 'Aperçu' (and again after any change of the form). */
  preview: TShiftBatchResult | null;
  gate: ConflictGate;
  busy: boolean;
  /** The form changed: the preview and its conflicts no longer apply. */
  clear: () => void;
  /** A form setter that also clears the preview: `edit(setSite)(value)`. */
  edit: <T>(set: (value: T) => void) => (value: T) => void;
  /** 'Aperçu': the batch with `dry_run` (nothing written); its conflicts go to the gate. */
  runPreview: (batch: ShiftBatch) => Promise<void>;
  /** 'Créer' (or 'Enregistrer quand même' when `confirmed`): true once the batch is saved. */
  create: (batch: ShiftBatch, confirmed: boolean) => Promise<boolean>;
  /** 'Créer seulement les gardes sans conflit' (issue 29): the rest is listed in `skipped`. */
  createSkipping: (batch: ShiftBatch) => Promise<void>;
  /** The shifts the last partial creation left out, with why; null otherwise. */
  skipped: TShiftBatchResult["skipped"] | null;
};

/**
 * The preview-then-create flow every shift batch shares (copy a week or a day, repeat, apply a template;
 * decisions 041 and 053): the preview is the batch run and rolled back by the server, so what it lists is
 * what 'Créer' makes. Blocking conflicts need a manager's reason (`gate.override()`); a 409 at creation
 * (the planning changed in between) runs the preview again to show the new list.
 */
export function useBatchFlow(): BatchFlow {
  const { t } = useTranslation();
  const batch = useShiftBatch();
  const gate = useConflictGate();
  const [preview, setPreview] = useState<TShiftBatchResult | null>(null);
  const [skipped, setSkipped] = useState<TShiftBatchResult["skipped"] | null>(null);
  const { clear: clearGate, passes } = gate;

  const clear = useCallback(() => {
    setPreview(null);
    setSkipped(null);
    clearGate();
  }, [clearGate]);

  const edit = useCallback(
    <T>(set: (value: T) => void) =>
      (value: T) => {
        set(value);
        clear();
      },
    [clear],
  );

  const failed = useCallback(
    (error: unknown) =>
      toast({
        variant: "destructive",
        title: t("common.error"),
        description: errorDetail(error, t("planningAdvanced.batch.error")),
      }),
    [t],
  );

  const runPreview = useCallback(
    async ({ kind, body }: ShiftBatch) => {
      try {
        const result = await batch.mutateAsync({ kind, body: { ...body, dry_run: true } } as ShiftBatch);
        setPreview(result);
        await passes(async () => result);
      } catch (error) {
        setPreview(null);
        failed(error);
      }
    },
    [batch.mutateAsync, passes, failed],
  );

  const create = async ({ kind, body }: ShiftBatch, confirmed: boolean) => {
    try {
      const result = await batch.mutateAsync({
        kind,
        body: { ...body, dry_run: false, ...(confirmed ? gate.override() : {}) },
      } as ShiftBatch);
      toast({ variant: "success", title: t("planningAdvanced.batch.done", { count: result.count }) });
      return true;
    } catch (error) {
      failed(error);
      if (isApiError(error) && error.status === 409) await runPreview({ kind, body } as ShiftBatch);
      return false;
    }
  };

  const createSkipping = async ({ kind, body }: ShiftBatch) => {
    try {
      const result = await batch.mutateAsync({
        kind,
        body: { ...body, dry_run: false, skip_conflicting: true },
      } as ShiftBatch);
      toast({
        variant: "success",
        title: t("planningAdvanced.batch.partialDone", {
          count: result.count,
          skipped: result.skipped.length,
        }),
      });
      clear();
      setSkipped(result.skipped);
    } catch (error) {
      failed(error);
    }
  };

  return { preview, gate, busy: batch.isPending, clear, edit, runPreview, create, createSkipping, skipped };
}
