import { BarChart3, Lightbulb, LineChart } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { CardSkeletons, ErrorState } from "@/components/list-state";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast-store";
import {
  useAiEngine,
  useDashboardInsights,
  useIncidentAnalysis,
  usePredictions,
  useRecommendations,
} from "../api/ai-insights-api.ts";
import { AnalysisResult } from "../components/analysis-result.tsx";
import { AssistantPanel } from "../components/assistant-panel.tsx";
import { InsightCards } from "../components/insight-cards.tsx";
import { PredictionsResult } from "../components/predictions-result.tsx";
import { RecommendationsResult } from "../components/recommendations-result.tsx";

/** 'IA Insights': four cards, three actions with their result cards, and the assistant (spec part 2). */
export function AiInsightsPage() {
  const { t } = useTranslation();
  const engine = useAiEngine();
  const insights = useDashboardInsights();
  const analysis = useIncidentAnalysis();
  const forecast = usePredictions();
  const recs = useRecommendations();

  const run = async (action: () => Promise<unknown>, done: string, failed: string) => {
    try {
      await action();
      toast({ variant: "success", title: done });
    } catch (error) {
      toast({
        variant: "destructive",
        title: failed,
        description: error instanceof Error && error.message ? error.message : undefined,
      });
    }
  };

  const action = (label: string, busyLabel: string, busy: boolean, icon: ReactNode, onClick: () => void) => (
    <Button type="button" onClick={onClick} disabled={busy} aria-busy={busy}>
      {icon}
      {busy ? busyLabel : label}
    </Button>
  );

  return (
    <section className="mx-auto flex w-full min-w-0 max-w-7xl flex-col gap-6">
      <PageHeader
        title={t("aiInsights.title")}
        description={t("aiInsights.subtitle")}
        meta={
          engine.data && (
            <span
              data-testid="engine-label"
              className="inline-flex items-center rounded-full bg-violet-100 px-2.5 py-0.5 text-xs font-semibold text-violet-900"
            >
              {t("aiInsights.engine", { label: engine.data.label })}
            </span>
          )
        }
      />
      {insights.isPending ? (
        <CardSkeletons count={4} className="h-32" />
      ) : insights.isError ? (
        <ErrorState message={t("aiInsights.loadError")} onRetry={() => insights.refetch()} />
      ) : (
        <InsightCards data={insights.data} />
      )}

      <fieldset className="flex min-w-0 flex-col gap-2 border-0 p-0 sm:flex-row sm:flex-wrap">
        <legend className="sr-only">{t("aiInsights.actions.title")}</legend>
        {action(
          t("aiInsights.actions.analyze"),
          t("aiInsights.actions.analyzing"),
          analysis.isPending,
          <BarChart3 className="size-4" aria-hidden="true" />,
          () =>
            void run(
              () => analysis.mutateAsync(),
              t("aiInsights.actions.analyzed"),
              t("aiInsights.actions.analyzeError"),
            ),
        )}
        {action(
          t("aiInsights.actions.predict"),
          t("aiInsights.actions.predicting"),
          forecast.isPending,
          <LineChart className="size-4" aria-hidden="true" />,
          () =>
            void run(
              () => forecast.mutateAsync(),
              t("aiInsights.actions.predicted"),
              t("aiInsights.actions.predictError"),
            ),
        )}
        {action(
          t("aiInsights.actions.recommend"),
          t("aiInsights.actions.recommending"),
          recs.isPending,
          <Lightbulb className="size-4" aria-hidden="true" />,
          () =>
            void run(
              () => recs.mutateAsync(),
              t("aiInsights.actions.recommended"),
              t("aiInsights.actions.recommendError"),
            ),
        )}
      </fieldset>

      {analysis.data && <AnalysisResult analysis={analysis.data.analysis} />}
      {forecast.data && <PredictionsResult predictions={forecast.data.predictions} />}
      {recs.data && <RecommendationsResult recommendations={recs.data.recommendations} />}

      <AssistantPanel />
    </section>
  );
}
