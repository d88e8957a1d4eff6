import type { TSecurityReport } from "@hts/domain/security-reports/security-reports.schemas";
import { Trash2 } from "lucide-react";
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

/** Asks before deleting a draft for good (decision 016); finalized reports never reach this dialog. */
export function DeleteReportDialog({
  report,
  busy,
  onConfirm,
  onOpenChange,
}: {
  report: TSecurityReport | null;
  busy: boolean;
  onConfirm(): void;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={report !== null} onOpenChange={(open) => !busy && onOpenChange(open)}>
      <DialogContent hideClose>
        <DialogHeader>
          <DialogTitle>{t("securityReports.delete.title")}</DialogTitle>
          <DialogDescription>
            {t("securityReports.delete.description", { site: report?.siteName ?? "" })}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
            {t("common.cancel")}
          </Button>
          <Button variant="destructive" onClick={onConfirm} disabled={busy}>
            <Trash2 aria-hidden="true" />
            {busy ? t("securityReports.delete.confirming") : t("securityReports.delete.confirm")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
