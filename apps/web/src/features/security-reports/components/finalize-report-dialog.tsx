import type { TSecurityReport } from "@hts/domain/security-reports/security-reports.schemas";
import { Lock } from "lucide-react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "@/components/confirm-dialog";

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
    <ConfirmDialog
      open={report !== null}
      title={t("securityReports.finalize.title")}
      description={t("securityReports.finalize.description", { site: report?.siteName ?? "" })}
      confirmLabel={t("securityReports.finalize.confirm")}
      busyLabel={t("securityReports.finalize.confirming")}
      busy={busy}
      icon={<Lock aria-hidden="true" />}
      tone="default"
      onConfirm={onConfirm}
      onOpenChange={onOpenChange}
    />
  );
}
