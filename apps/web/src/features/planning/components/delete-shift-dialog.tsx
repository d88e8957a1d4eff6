import type { TShift } from "@hts/domain";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { toast } from "@/components/ui/toast-store";
import { useDeleteShift } from "../api/shifts-api.ts";

/** 'Supprimer cette plage ?' (the shared ConfirmDialog) then DELETE; every planning screen reloads. */
export function DeleteShiftDialog({ shift, onClose }: { shift: TShift | null; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteShift();

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
    <ConfirmDialog
      open={shift !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t("planningAdvanced.delete.title")}
      description={
        shift
          ? t("planningAdvanced.delete.description", {
              agent: shift.agent_name ?? t("planningAdvanced.unknownAgent"),
              date: shift.shift_date,
              start: shift.start_time,
              end: shift.end_time,
              site: shift.site_name ?? "—",
            })
          : ""
      }
      confirmLabel={t("planningAdvanced.delete.confirm")}
      busyLabel={t("planningAdvanced.delete.deleting")}
      busy={remove.isPending}
      onConfirm={confirm}
    />
  );
}
