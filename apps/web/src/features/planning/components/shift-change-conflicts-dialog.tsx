import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import type { ConflictGate } from "../lib/use-conflict-gate.ts";
import { ShiftConflictsPanel } from "./shift-conflicts-panel.tsx";

/**
 * A change made without a form (a Kanban move): when the server's check finds conflicts, they are shown
 * here before the change is kept, with 'Enregistrer quand même' (decision 041).
 */
export function ShiftChangeConflictsDialog({
  gate,
  busy,
  onConfirm,
}: {
  gate: ConflictGate;
  busy: boolean;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={gate.found !== null} onOpenChange={(next) => !busy && !next && gate.clear()}>
      <DialogContent className="grid-cols-1 sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{t("planningAdvanced.saveConflicts.dialogTitle")}</DialogTitle>
          <DialogDescription>{t("planningAdvanced.saveConflicts.dialogDescription")}</DialogDescription>
        </DialogHeader>
        <ShiftConflictsPanel gate={gate} busy={busy} onConfirm={onConfirm} />
        <DialogFooter>
          <Button variant="outline" onClick={gate.clear} disabled={busy}>
            {t("common.cancel")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
