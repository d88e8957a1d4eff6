import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";

export type ShiftDialogFooterProps = {
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  onCancel: () => void;
};

export function ShiftDialogFooter({ busy, submitLabel, busyLabel, onCancel }: ShiftDialogFooterProps) {
  const { t } = useTranslation();
  return (
    <DialogFooter className="pt-2">
      <Button variant="outline" onClick={onCancel} disabled={busy}>
        {t("common.cancel")}
      </Button>
      <Button type="submit" disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </DialogFooter>
  );
}
