import type { TReportPeriod } from "@hts/domain/reports/report-period.rules";
import type { TReportCreate, TReportType } from "@hts/domain/reports/reports.schemas";
import { FileBarChart, Zap } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import type { TStatsPeriod } from "./stats-filters.tsx";

// One click, sensible defaults (PDF with graphs): the row the spec calls quick generation.
const QUICK: { type: TReportType; period: TStatsPeriod & TReportPeriod }[] = [
  { type: "security", period: "week" },
  { type: "incidents", period: "month" },
  { type: "attendance", period: "month" },
  { type: "alarms", period: "quarter" },
];

/** 'Génération rapide': one button a common report, for the site chosen in the filters. */
export function QuickGenerationCard({
  siteId,
  starting,
  onStart,
}: {
  siteId: string;
  starting: boolean;
  onStart(request: TReportCreate): void;
}) {
  const { t } = useTranslation();

  return (
    <Card className="p-4 sm:p-5">
      <h2 className="flex items-center gap-2 text-base font-semibold text-foreground">
        <Zap className="size-4 text-primary" aria-hidden="true" />
        {t("reports.quick.title")}
      </h2>
      <p className="mt-0.5 text-sm text-muted-foreground">{t("reports.quick.description")}</p>
      <div className="mt-3 grid grid-cols-1 gap-2 min-[480px]:grid-cols-2 lg:grid-cols-4">
        {QUICK.map((quick) => (
          <Button
            key={quick.type}
            variant="outline"
            className="h-auto justify-start py-2 text-left whitespace-normal"
            disabled={starting}
            onClick={() =>
              onStart({
                type: quick.type,
                format: "pdf",
                period: quick.period,
                startDate: null,
                endDate: null,
                siteId: siteId || null,
                includeGraphs: true,
              })
            }
          >
            <FileBarChart aria-hidden="true" />
            {t("reports.quick.item", {
              type: t(`reports.types.${quick.type}`),
              period: t(`reports.filters.periods.${quick.period}`),
            })}
          </Button>
        ))}
      </div>
    </Card>
  );
}
