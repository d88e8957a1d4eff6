import type { TBoardRun } from "@hts/domain";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { CardSkeletons, ErrorState } from "@/components/list-state";
import { PageHeader } from "@/components/page-header";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { formatDateTime } from "@/lib/format-date";
import { usePageTitle } from "@/lib/use-page-title";
import { boardQuery } from "../api/tours-api.ts";
import { RunCard } from "../components/run-card.tsx";

function RunList({ title, runs }: { title: string; runs: readonly TBoardRun[] }) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader className="pb-3">
        <h2 className="text-lg font-semibold">
          {title} ({runs.length})
        </h2>
      </CardHeader>
      <CardContent>
        {runs.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("tours.board.empty")}</p>
        ) : (
          <ul className="grid gap-2">
            {runs.map((run) => (
              <RunCard key={run.id} run={run} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** /dashboard/tours: the control room's tours, in progress, late and missed; live through `field.updated`. */
export function ToursBoardPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t("tours.board.title"));
  const board = useQuery(boardQuery());
  const data = board.data;
  return (
    <section className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <PageHeader title={t("tours.board.title")} description={t("tours.board.description")} />
      {board.isPending ? (
        <CardSkeletons count={3} className="h-32" />
      ) : board.isError || !data ? (
        <ErrorState message={t("tours.board.loadError")} onRetry={() => void board.refetch()} />
      ) : (
        <>
          <p className="text-sm font-medium" role="status">
            {t("tours.board.flagged")} : {data.flagged_scans}
          </p>
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            <RunList title={t("tours.board.late")} runs={data.late} />
            <RunList title={t("tours.board.inProgress")} runs={data.in_progress} />
          </div>
          <Card>
            <CardHeader className="pb-3">
              <h2 className="text-lg font-semibold">
                {t("tours.board.missed")} ({data.missed.length})
              </h2>
            </CardHeader>
            <CardContent>
              {data.missed.length === 0 ? (
                <p className="text-sm text-muted-foreground">{t("tours.board.empty")}</p>
              ) : (
                <ul className="grid gap-1 text-sm">
                  {data.missed.map((m) => (
                    <li key={`${m.tour_id}-${m.due_at}`}>
                      <span className="font-medium">{m.tour_name}</span> · {m.site_name} ·{" "}
                      {t("tours.board.dueAt", { time: formatDateTime(m.due_at, i18n.language) })}
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
        </>
      )}
    </section>
  );
}
