import { useId } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import type { ConflictGate } from "../lib/use-conflict-gate.ts";
import { ConflictItem } from "./conflict-item.tsx";

/**
 * The conflicts a shift change would create, inside its dialog before anything is saved: warnings may be
 * saved anyway; blocking ones only by an administrator or manager giving a reason (decision 040).
 */
export function ShiftConflictsPanel({
  gate,
  busy,
  onConfirm,
}: {
  gate: ConflictGate;
  busy: boolean;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const found = gate.found;
  if (!found) return null;
  const all = [...found.blocking, ...found.conflicts];
  const blocked = found.blocking.length > 0;
  return (
    <section
      role="alert"
      aria-labelledby={`${id}-title`}
      className="grid gap-3 rounded-md border border-amber-300 bg-amber-50 p-3"
      data-testid="save-conflicts"
    >
      <h3 id={`${id}-title`} className="text-sm font-semibold text-foreground">
        {blocked
          ? t("planningAdvanced.saveConflicts.blockingTitle", { count: found.blocking.length })
          : t("planningAdvanced.saveConflicts.title", { count: all.length })}
      </h3>
      {/* No inner scroll: the dialog scrolls as a whole (a scrolling region would need the focus). */}
      <div className="grid gap-2">
        {all.map((conflict) => (
          <ConflictItem key={conflict.id} conflict={conflict} />
        ))}
      </div>
      {blocked && found.may_override && (
        <FormField
          id={`${id}-reason`}
          label={t("planningAdvanced.saveConflicts.reason")}
          hint={t("planningAdvanced.saveConflicts.reasonHint")}
          required
        >
          <Textarea
            id={`${id}-reason`}
            rows={2}
            maxLength={500}
            aria-required="true"
            value={gate.reason}
            onChange={(event) => gate.setReason(event.target.value)}
          />
        </FormField>
      )}
      {blocked && !found.may_override && (
        <p className="text-sm text-foreground">{t("planningAdvanced.saveConflicts.managerOnly")}</p>
      )}
      {(!blocked || found.may_override) && (
        <div className="flex justify-end">
          <Button type="button" variant="destructive" disabled={busy || !gate.mayConfirm} onClick={onConfirm}>
            {t("planningAdvanced.saveConflicts.saveAnyway")}
          </Button>
        </div>
      )}
    </section>
  );
}
