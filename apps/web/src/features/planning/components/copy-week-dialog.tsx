import type { TCopyWeekResult } from "@hts/domain";
import { addDays, format, parseISO } from "date-fns";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast-store";
import { formatDay } from "@/lib/format-date";
import { useCopyWeek } from "../api/shifts-api.ts";
import { serverMessage } from "../lib/server-message.ts";
import { useConflictGate } from "../lib/use-conflict-gate.ts";
import { ShiftConflictsPanel } from "./shift-conflicts-panel.tsx";

/** How many of the shifts to create the preview names (the count says the rest). */
const SHOWN = 8;

/**
 * 'Copier la semaine': the displayed week's shifts to another week. 'Aperçu' lists what would be created
 * and the conflicts it would cause (the server runs the copy and rolls it back); the copy is one
 * transaction, with 'Enregistrer quand même' when it causes conflicts.
 */
export function CopyWeekDialog({
  open,
  onOpenChange,
  sourceWeek,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** "yyyy-MM-dd", the Monday of the displayed week. */
  sourceWeek: string;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const copy = useCopyWeek();
  const gate = useConflictGate();
  const [target, setTarget] = useState("");
  const [includeCancelled, setIncludeCancelled] = useState(false);
  const [preview, setPreview] = useState<TCopyWeekResult | null>(null);
  const busy = copy.isPending;

  useEffect(() => {
    if (!open) return;
    setTarget(format(addDays(parseISO(sourceWeek), 7), "yyyy-MM-dd"));
    setIncludeCancelled(false);
    setPreview(null);
    gate.clear();
  }, [open, sourceWeek, gate.clear]);

  const changed = () => {
    setPreview(null);
    gate.clear();
  };
  const body = { source_week: sourceWeek, target_week: target, include_cancelled: includeCancelled };
  const failed = (error: unknown) =>
    toast({
      variant: "destructive",
      title: t("common.error"),
      description: serverMessage(error, t("planningAdvanced.copyWeek.error")),
    });

  const onPreview = async () => {
    try {
      const result = await copy.mutateAsync({ ...body, dry_run: true });
      setPreview(result);
      await gate.passes(async () => result);
    } catch (error) {
      failed(error);
    }
  };

  const onCopy = async (confirmed: boolean) => {
    try {
      const result = await copy.mutateAsync({ ...body, ...(confirmed ? gate.override() : {}) });
      toast({ variant: "success", title: t("planningAdvanced.copyWeek.done", { count: result.count }) });
      onOpenChange(false);
    } catch (error) {
      failed(error);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent className="grid-cols-1 sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{t("planningAdvanced.copyWeek.title")}</DialogTitle>
          <DialogDescription>
            {t("planningAdvanced.copyWeek.description", { date: formatDay(sourceWeek, i18n.language) })}
          </DialogDescription>
        </DialogHeader>
        <div className="grid grid-cols-1 gap-4">
          <FormField id={`${id}-target`} label={t("planningAdvanced.copyWeek.target")} required>
            <Input
              id={`${id}-target`}
              type="date"
              aria-required="true"
              value={target}
              onChange={(event) => {
                setTarget(event.target.value);
                changed();
              }}
            />
          </FormField>
          <div className="flex items-center gap-2">
            <Checkbox
              id={`${id}-cancelled`}
              checked={includeCancelled}
              onCheckedChange={(checked) => {
                setIncludeCancelled(checked === true);
                changed();
              }}
            />
            <label htmlFor={`${id}-cancelled`} className="text-sm">
              {t("planningAdvanced.copyWeek.includeCancelled")}
            </label>
          </div>
          {preview && (
            <section aria-labelledby={`${id}-preview`} className="grid gap-2" data-testid="copy-preview">
              <h3 id={`${id}-preview`} className="text-sm font-semibold">
                {t("planningAdvanced.copyWeek.toCreate", { count: preview.count })}
              </h3>
              <ul className="grid gap-1 text-sm">
                {preview.shifts.slice(0, SHOWN).map((shift) => (
                  <li
                    key={`${shift.agent_id}-${shift.shift_date}-${shift.start_time}-${shift.end_time}-${shift.site_name}`}
                  >
                    {`${formatDay(shift.shift_date, i18n.language)} · ${shift.start_time}–${shift.end_time} · ${shift.agent_name ?? ""} · ${shift.site_name ?? ""}`}
                  </li>
                ))}
                {preview.count > SHOWN && (
                  <li className="text-muted-foreground">
                    {t("planningAdvanced.copyWeek.more", { count: preview.count - SHOWN })}
                  </li>
                )}
              </ul>
            </section>
          )}
          <ShiftConflictsPanel gate={gate} busy={busy} onConfirm={() => void onCopy(true)} />
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
            {t("common.cancel")}
          </Button>
          {preview && preview.count > 0 && !gate.found ? (
            <Button onClick={() => void onCopy(false)} disabled={busy}>
              {t("planningAdvanced.copyWeek.submit", { count: preview.count })}
            </Button>
          ) : (
            !preview && (
              <Button onClick={() => void onPreview()} disabled={busy || !target}>
                {t("planningAdvanced.copyWeek.preview")}
              </Button>
            )
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
