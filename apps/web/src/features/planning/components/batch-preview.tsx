import { useId } from "react";
import { useTranslation } from "react-i18next";
import { DataTable } from "@/components/data-table";
import { ScrollRegion } from "@/components/scroll-region";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { formatDay } from "@/lib/format-date";
import type { BatchFlow } from "../lib/use-batch-flow.ts";
import { ShiftConflictsPanel } from "./shift-conflicts-panel.tsx";
import { SkippedShifts } from "./skipped-shifts.tsx";

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
  if (!preview) return flow.skipped ? <SkippedShifts skipped={flow.skipped} /> : null;
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
          <ScrollRegion
            labelledBy={`${id}-title`}
            className="max-h-64 overflow-auto rounded-md border border-border"
          >
            <DataTable
              caption={t("planningAdvanced.batch.tableCaption")}
              rows={rows}
              // Two copies may be identical (two identical source shifts); the list never reorders.
              rowKey={(shift, index) => `${shift.agent_id}-${shift.shift_date}-${shift.start_time}-${index}`}
              cellClassName="px-2 py-1"
              headClassName="sticky top-0 bg-muted text-xs text-muted-foreground [&_th]:py-1.5"
              rowClassName="border-t border-border"
              rowTestId="batch-row"
              columns={[
                {
                  id: "agent",
                  header: t("planningAdvanced.batch.colAgent"),
                  cell: (s) => s.agent_name ?? "",
                },
                { id: "site", header: t("planningAdvanced.batch.colSite"), cell: (s) => s.site_name ?? "" },
                {
                  id: "date",
                  header: t("planningAdvanced.batch.colDate"),
                  cellClassName: "whitespace-nowrap",
                  cell: (s) => formatDay(s.shift_date, i18n.language),
                },
                {
                  id: "times",
                  header: t("planningAdvanced.batch.colTimes"),
                  cellClassName: "whitespace-nowrap tabular-nums",
                  cell: (s) => `${s.start_time}–${s.end_time}`,
                },
              ]}
            />
            {preview.count > rows.length && (
              <p className="border-t border-border px-2 py-1.5 text-sm text-muted-foreground">
                {t("planningAdvanced.batch.more", { count: preview.count - rows.length })}
              </p>
            )}
          </ScrollRegion>
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
  onSkipConflicting,
  onCancel,
}: {
  flow: BatchFlow;
  canPreview: boolean;
  onPreview: () => void;
  onCreate: () => void;
  /** Issue 29: create what fits and list the rest, when the preview has blocking conflicts. */
  onSkipConflicting: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { preview, gate, busy } = flow;
  return (
    <DialogFooter>
      <Button variant="outline" onClick={onCancel} disabled={busy}>
        {flow.skipped ? t("common.close") : t("common.cancel")}
      </Button>
      {preview && preview.blocking.length > 0 && preview.shifts.length > 0 && (
        <Button variant="secondary" onClick={onSkipConflicting} disabled={busy}>
          {t("planningAdvanced.batch.skipConflicting")}
        </Button>
      )}
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
