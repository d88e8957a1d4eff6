import type { TSecurityReportStatus } from "@hts/domain/security-reports/security-reports.rules";
import { FileCheck2, FileOutput, FilePen } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";

const VARIANT = { draft: "warning", finalized: "success", exported: "secondary" } as const;
const ICON = { draft: FilePen, finalized: FileCheck2, exported: FileOutput } as const;

/** Brouillon / Finalisé / Exporté (spec part 2, section 4). */
export function ReportStatusBadge({ status }: { status: TSecurityReportStatus }) {
  const { t } = useTranslation();
  const Icon = ICON[status];
  return (
    <Badge variant={VARIANT[status]} data-testid="security-report-status">
      <Icon aria-hidden="true" />
      {t(`securityReports.status.${status}`)}
    </Badge>
  );
}
