import type { TSecurityReport } from "@hts/domain/security-reports/security-reports.schemas";
import { Lock } from "lucide-react";
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

/** Asks before freezing a report: finalization cannot be undone (the server then refuses any change). */
export function FinalizeReportDialog({
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
          <DialogTitle>{t("securityReports.finalize.title")}</DialogTitle>
          <DialogDescription>
            {t("securityReports.finalize.description", { site: report?.siteName ?? "" })}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
            {t("common.cancel")}
          </Button>
          <Button onClick={onConfirm} disabled={busy}>
            <Lock aria-hidden="true" />
            {busy ? t("securityReports.finalize.confirming") : t("securityReports.finalize.confirm")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
