import { can } from "@hts/domain";
import { useQuery } from "@tanstack/react-query";
import { Printer, Route, Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { useAuth } from "@/lib/auth/auth-context";
import { checkpointsQuery, downloadLabels, toursQuery, useTourMutations } from "../api/tours-api.ts";
import { CheckpointFormDialog } from "./checkpoint-form-dialog.tsx";
import { TourFormDialog } from "./tour-form-dialog.tsx";

/** The 'Rondes' section of a site's page: its checkpoints and tours; managers and planners edit them. */
export function SiteToursSection({ siteId }: { siteId: string }) {
  const { t } = useTranslation();
  const role = useAuth().user?.role;
  const mayEdit = role ? can({ role, area: "planning", level: "write" }) : false;
  const checkpoints = useQuery(checkpointsQuery(siteId));
  const tours = useQuery(toursQuery(siteId));
  const { deleteCheckpoint, deleteTour } = useTourMutations(siteId);
  const [adding, setAdding] = useState<"checkpoint" | "tour" | null>(null);
  const list = checkpoints.data ?? [];
  const nameOf = new Map(list.map((c) => [c.id, c.name]));

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2 pb-3">
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <Route className="size-5 text-primary" aria-hidden="true" />
          {t("tours.section.title")}
        </h2>
        {mayEdit && (
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => setAdding("checkpoint")}>
              {t("tours.section.addCheckpoint")}
            </Button>
            <Button variant="outline" size="sm" onClick={() => setAdding("tour")}>
              {t("tours.section.addTour")}
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={() => void downloadLabels(siteId)}
              disabled={!list.some((c) => c.kind === "qr")}
            >
              <Printer aria-hidden="true" />
              {t("tours.section.printLabels")}
            </Button>
          </div>
        )}
      </CardHeader>
      <CardContent className="grid gap-4 md:grid-cols-2">
        <section aria-labelledby={`cp-${siteId}`}>
          <h3 id={`cp-${siteId}`} className="mb-2 text-sm font-semibold">
            {t("tours.section.checkpoints")}
          </h3>
          {checkpoints.isPending && (
            <p className="text-sm text-muted-foreground">{t("tours.section.loading")}</p>
          )}
          {checkpoints.isSuccess && list.length === 0 && (
            <p className="text-sm text-muted-foreground">{t("tours.section.emptyCheckpoints")}</p>
          )}
          <ul className="grid gap-1">
            {list.map((checkpoint) => (
              <li
                key={checkpoint.id}
                className="flex items-center gap-2 rounded-md border border-border px-2 py-1.5 text-sm"
              >
                <span className="flex-1">
                  {checkpoint.name}
                  {checkpoint.location && (
                    <span className="text-muted-foreground"> · {checkpoint.location}</span>
                  )}
                </span>
                <Badge variant="secondary">{t(`tours.kinds.${checkpoint.kind}`)}</Badge>
                {mayEdit && (
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t("tours.section.delete", { name: checkpoint.name })}
                    onClick={() => deleteCheckpoint.mutate(checkpoint.id)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby={`tours-${siteId}`}>
          <h3 id={`tours-${siteId}`} className="mb-2 text-sm font-semibold">
            {t("tours.section.tours")}
          </h3>
          {tours.isSuccess && tours.data.length === 0 && (
            <p className="text-sm text-muted-foreground">{t("tours.section.emptyTours")}</p>
          )}
          <ul className="grid gap-2">
            {(tours.data ?? []).map((tour) => (
              <li key={tour.id} className="rounded-md border border-border px-2 py-1.5 text-sm">
                <div className="flex items-center gap-2">
                  <span className="flex-1 font-medium">{tour.name}</span>
                  <Badge variant="outline">
                    {t("tours.section.minutes", { count: tour.expected_minutes })}
                  </Badge>
                  {mayEdit && (
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t("tours.section.delete", { name: tour.name })}
                      onClick={() => deleteTour.mutate(tour.id)}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  )}
                </div>
                <p className="text-muted-foreground">
                  {tour.ordered ? t("tours.section.ordered") : t("tours.section.free")} ·{" "}
                  {tour.stops.map((stop) => nameOf.get(stop.checkpoint_id) ?? "?").join(" → ")}
                </p>
              </li>
            ))}
          </ul>
        </section>
      </CardContent>
      {mayEdit && (
        <>
          <CheckpointFormDialog
            siteId={siteId}
            open={adding === "checkpoint"}
            onOpenChange={(open) => setAdding(open ? "checkpoint" : null)}
          />
          <TourFormDialog
            siteId={siteId}
            checkpoints={list}
            open={adding === "tour"}
            onOpenChange={(open) => setAdding(open ? "tour" : null)}
          />
        </>
      )}
    </Card>
  );
}
