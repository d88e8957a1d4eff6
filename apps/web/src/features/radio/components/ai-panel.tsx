import type { TRadioSummary } from "@hts/domain";
import { Brain } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import { formatNumber } from "@/lib/format-number";

const TONE = {
  alert: "border-destructive/40 bg-destructive/5",
  warning: "border-warning-strong/40 bg-warning-soft",
  optimal: "border-success-strong/30 bg-success-soft",
} as const;

/** Spec section 4's recommendation from live data, with the measured average response time. */
export function AiPanel({ summary }: { summary: TRadioSummary | undefined }) {
  const { t, i18n } = useTranslation();
  return (
    <Card className={cn(summary && TONE[summary.level])} data-testid="radio-ai-panel">
      <CardHeader className="pb-2">
        <CardTitle className="flex items-center gap-2 text-base">
          <Brain aria-hidden="true" className="size-5 text-primary" />
          {t("radio.ai.title")}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {!summary ? (
          <Spinner />
        ) : (
          <>
            <p className="font-medium" role="status" data-testid="radio-ai-recommendation">
              {summary.recommendation}
            </p>
            <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-3">
              <div>
                <dt className="text-muted-foreground">{t("radio.ai.activeRadios")}</dt>
                <dd className="font-semibold">
                  {summary.activeRadios} / {summary.totalRadios}
                </dd>
              </div>
              <div>
                <dt className="text-muted-foreground">{t("radio.ai.activeAlerts")}</dt>
                <dd className="font-semibold">{summary.activeAlerts}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">{t("radio.ai.avgResponse")}</dt>
                <dd className="font-semibold" data-testid="radio-avg-response">
                  {summary.avgResponseMinutes === null
                    ? t("radio.ai.noResponse")
                    : t("radio.ai.minutes", {
                        value: formatNumber(summary.avgResponseMinutes, i18n.language),
                      })}
                </dd>
              </div>
            </dl>
            <p className="text-xs text-muted-foreground">
              {t("radio.ai.engine", { engine: summary.engine })}
            </p>
          </>
        )}
      </CardContent>
    </Card>
  );
}
