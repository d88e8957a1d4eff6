import type { TShift } from "@hts/domain";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { toast } from "@/components/ui/toast-store";
import { formatDay } from "@/lib/format-date";
import { errorDetail } from "@/lib/server-field-errors";
import { useDeleteShift } from "../api/shifts-api.ts";

/** 'Supprimer' in the edit dialog: the shared confirmation naming the shift, then DELETE. */
export function ShiftEditDelete({
  shift,
  open,
  onOpenChange,
  onDeleted,
}: {
  shift: TShift | null;
  open: boolean;
  onOpenChange(open: boolean): void;
  onDeleted(): void;
}) {
  const { t, i18n } = useTranslation();
  const remove = useDeleteShift();
  return (
    <ConfirmDialog
      open={open}
      title={t("planning.shiftEdit.deleteTitle")}
      description={t("planning.shiftEdit.deleteDescription", {
        agent: shift?.agent_name ?? "",
        date: shift ? formatDay(shift.shift_date, i18n.language) : "",
        start: shift?.start_time ?? "",
        end: shift?.end_time ?? "",
      })}
      confirmLabel={t("planning.shiftEdit.deleteConfirm")}
      busyLabel={t("planning.shiftEdit.deleting")}
      busy={remove.isPending}
      onOpenChange={onOpenChange}
      onConfirm={() => {
        if (!shift) return;
        remove.mutate(
          { id: shift.id },
          {
            onSuccess: () => {
              toast({ variant: "success", title: t("planning.shiftEdit.deleted") });
              onDeleted();
            },
            onError: (error) =>
              toast({
                variant: "destructive",
                title: t("common.error"),
                description: errorDetail(error, t("planning.shiftEdit.deleteError")),
              }),
          },
        );
      }}
    />
  );
}
