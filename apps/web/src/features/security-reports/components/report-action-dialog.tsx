import type { TSecurityReport } from "@hts/domain/security-reports/security-reports.schemas";
import { Lock, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "@/components/confirm-dialog";

/**
 * Asks before an action a report cannot come back from: finalizing freezes it (the server then refuses
 * any change); deleting removes a draft for good (decision 016; finalized reports never reach it).
 */
export function ReportActionDialog({
  action,
  report,
  busy,
  onConfirm,
  onOpenChange,
}: {
  action: "finalize" | "delete";
  report: TSecurityReport | null;
  busy: boolean;
  onConfirm(): void;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={report !== null}
      title={t(`securityReports.${action}.title`)}
      description={t(`securityReports.${action}.description`, { site: report?.siteName ?? "" })}
      confirmLabel={t(`securityReports.${action}.confirm`)}
      busyLabel={t(`securityReports.${action}.confirming`)}
      busy={busy}
      icon={action === "delete" ? <Trash2 aria-hidden="true" /> : <Lock aria-hidden="true" />}
      tone={action === "delete" ? "destructive" : "default"}
      onConfirm={onConfirm}
      onOpenChange={onOpenChange}
    />
  );
}
