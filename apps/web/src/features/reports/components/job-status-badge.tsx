import type { TReportJobStatus } from "@hts/domain/reports/reports.schemas";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";

const VARIANT = { queued: "outline", running: "secondary", done: "success", failed: "destructive" } as const;

export function JobStatusBadge({ status }: { status: TReportJobStatus }) {
  const { t } = useTranslation();
  return <Badge variant={VARIANT[status]}>{t(`reports.jobStatus.${status}`)}</Badge>;
}
