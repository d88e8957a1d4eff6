import { ArrowRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import type { TRecommendations } from "../api/ai-insights-api.ts";

const PRIORITY_CLASS = {
  1: "bg-red-100 text-red-800",
  2: "bg-amber-100 text-amber-900",
  3: "bg-sky-100 text-sky-900",
} as const;

export function RecommendationsResult({ recommendations }: { recommendations: TRecommendations }) {
  const { t } = useTranslation();
  return (
    <Card data-testid="result-recommendations">
      <CardHeader>
        <CardTitle>{t("aiInsights.recommendations.title")}</CardTitle>
      </CardHeader>
      <CardContent>
        {recommendations.ranked.length ? (
          <ol className="grid gap-2">
            {recommendations.ranked.map((r) => (
              <li
                key={r.id}
                className="flex flex-col gap-2 rounded-md border border-border p-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="grid gap-1">
                  <div className="flex flex-wrap items-center gap-2 text-sm font-medium">
                    <span
                      className={cn(
                        "rounded-full px-2 py-0.5 text-xs font-semibold",
                        PRIORITY_CLASS[r.priority],
                      )}
                    >
                      {t(`aiInsights.recommendations.priority.${r.priority}`)}
                    </span>
                    {t(`aiInsights.recommendations.kinds.${r.kind}`)}
                  </div>
                  <p className="text-sm text-muted-foreground">{r.reason}</p>
                </div>
                <Link
                  to={r.link}
                  className="inline-flex shrink-0 items-center gap-1 text-sm font-medium text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {t("aiInsights.recommendations.open")}
                  <span className="sr-only">: {t(`aiInsights.recommendations.kinds.${r.kind}`)}</span>
                  <ArrowRight className="size-4" aria-hidden="true" />
                </Link>
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-sm text-muted-foreground">{t("aiInsights.recommendations.empty")}</p>
        )}
      </CardContent>
    </Card>
  );
}
