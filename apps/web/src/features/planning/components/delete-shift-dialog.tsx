import type { TShift } from "@hts/domain";
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
import { toast } from "@/components/ui/toast-store";
import { useDeleteShift } from "../api/shifts-api.ts";

/** 'Supprimer cette plage ?' then DELETE; the grid reloads through the query's invalidation. */
export function DeleteShiftDialog({ shift, onClose }: { shift: TShift | null; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteShift();
  const busy = remove.isPending;

  const confirm = () => {
    if (!shift) return;
    remove.mutate(
      { id: shift.id },
      {
        onSuccess: () => {
          toast({ variant: "success", title: t("planningAdvanced.delete.done") });
          onClose();
        },
        // Spec part 2, section 8: a fixed sentence for this one, whatever the server said.
        onError: () =>
          toast({
            variant: "destructive",
            title: t("common.error"),
            description: t("planningAdvanced.delete.error"),
          }),
      },
    );
  };

  return (
    <Dialog open={shift !== null} onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent role="alertdialog" className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{t("planningAdvanced.delete.title")}</DialogTitle>
          <DialogDescription>
            {shift &&
              t("planningAdvanced.delete.description", {
                agent: shift.agent_name ?? t("planningAdvanced.unknownAgent"),
                date: shift.shift_date,
                start: shift.start_time,
                end: shift.end_time,
                site: shift.site_name ?? "—",
              })}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {t("common.cancel")}
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={busy}>
            {busy ? t("planningAdvanced.delete.deleting") : t("planningAdvanced.delete.confirm")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
