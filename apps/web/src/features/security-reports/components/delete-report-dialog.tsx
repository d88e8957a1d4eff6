import type { TSecurityReport } from "@hts/domain/security-reports/security-reports.schemas";
import { Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "@/components/confirm-dialog";

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
    <ConfirmDialog
      open={report !== null}
      title={t("securityReports.delete.title")}
      description={t("securityReports.delete.description", { site: report?.siteName ?? "" })}
      confirmLabel={t("securityReports.delete.confirm")}
      busyLabel={t("securityReports.delete.confirming")}
      busy={busy}
      icon={<Trash2 aria-hidden="true" />}
      onConfirm={onConfirm}
      onOpenChange={onOpenChange}
    />
  );
}
