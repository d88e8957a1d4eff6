import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { formatDay } from "@/lib/format-date";
import type { BatchFlow } from "../lib/use-batch-flow.ts";
import { ShiftConflictsPanel } from "./shift-conflicts-panel.tsx";

/** Rows drawn in the preview table; the count says the rest (a year's repetition is thousands). */
const SHOWN = 300;

/**
 * What a batch would create (count and a scrollable table agent / site / date / times) and the conflicts
 * it would cause, with 'Enregistrer quand même' when there are some; shared by every batch dialog.
 */
export function BatchPreview({ flow, onConfirm }: { flow: BatchFlow; onConfirm: () => void }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const { preview } = flow;
  if (!preview) return null;
  const rows = preview.shifts.slice(0, SHOWN);
  return (
    <>
      <div className="grid gap-2" data-testid="batch-preview">
        <h3 id={`${id}-title`} className="text-sm font-semibold" aria-live="polite">
          {preview.count === 0
            ? t("planningAdvanced.batch.nothing")
            : t("planningAdvanced.batch.toCreate", { count: preview.count })}
        </h3>
        {preview.count > 0 && (
          <section
            aria-labelledby={`${id}-title`}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
            tabIndex={0}
            className="max-h-64 overflow-auto rounded-md border border-border focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <table className="w-full text-left text-sm">
              <thead className="sticky top-0 bg-muted text-xs text-muted-foreground">
                <tr>
                  <th scope="col" className="px-2 py-1.5 font-medium">
                    {t("planningAdvanced.batch.colAgent")}
                  </th>
                  <th scope="col" className="px-2 py-1.5 font-medium">
                    {t("planningAdvanced.batch.colSite")}
                  </th>
                  <th scope="col" className="px-2 py-1.5 font-medium">
                    {t("planningAdvanced.batch.colDate")}
                  </th>
                  <th scope="col" className="px-2 py-1.5 font-medium">
                    {t("planningAdvanced.batch.colTimes")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((shift, index) => (
                  <tr
                    // biome-ignore lint/suspicious/noArrayIndexKey: two copies may be identical (two identical source shifts); the list never reorders.
                    key={`${shift.agent_id}-${shift.shift_date}-${shift.start_time}-${index}`}
                    className="border-t border-border"
                    data-testid="batch-row"
                  >
                    <td className="px-2 py-1">{shift.agent_name ?? ""}</td>
                    <td className="px-2 py-1">{shift.site_name ?? ""}</td>
                    <td className="px-2 py-1 whitespace-nowrap">
                      {formatDay(shift.shift_date, i18n.language)}
                    </td>
                    <td className="px-2 py-1 whitespace-nowrap tabular-nums">{`${shift.start_time}–${shift.end_time}`}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {preview.count > rows.length && (
              <p className="border-t border-border px-2 py-1.5 text-sm text-muted-foreground">
                {t("planningAdvanced.batch.more", { count: preview.count - rows.length })}
              </p>
            )}
          </section>
        )}
      </div>
      <ShiftConflictsPanel gate={flow.gate} busy={flow.busy} onConfirm={onConfirm} />
    </>
  );
}

/**
 * 'Annuler', then 'Aperçu' until a preview is shown, then 'Créer N gardes' when it causes no conflict
 * (with conflicts, the panel's 'Enregistrer quand même' is the way on).
 */
export function BatchFooter({
  flow,
  canPreview,
  onPreview,
  onCreate,
  onCancel,
}: {
  flow: BatchFlow;
  canPreview: boolean;
  onPreview: () => void;
  onCreate: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { preview, gate, busy } = flow;
  return (
    <DialogFooter>
      <Button variant="outline" onClick={onCancel} disabled={busy}>
        {t("common.cancel")}
      </Button>
      {!preview ? (
        <Button onClick={onPreview} disabled={busy || !canPreview}>
          {busy && <Spinner className="size-4" />}
          {t("planningAdvanced.batch.preview")}
        </Button>
      ) : (
        preview.count > 0 &&
        !gate.found && (
          <Button onClick={onCreate} disabled={busy}>
            {busy && <Spinner className="size-4" />}
            {t("planningAdvanced.batch.submit", { count: preview.count })}
          </Button>
        )
      )}
    </DialogFooter>
  );
}
