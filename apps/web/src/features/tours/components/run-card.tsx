import type { TBoardRun } from "@hts/domain";
import { FileDown } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatTime } from "@/lib/format-date";
import { downloadRunReport } from "../api/tours-api.ts";

/** One tour run on the control room's board: who, where, progress, flags, and its PDF report. */
export function RunCard({ run }: { run: TBoardRun }) {
  const { t, i18n } = useTranslation();
  const done = run.checkpoints.filter((c) => c.status === "scanned" || c.status === "late").length;
  const flagged = [...new Set(run.checkpoints.flatMap((c) => c.flags))];
  return (
    <li className="grid gap-1 rounded-md border border-border p-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <span className="flex-1 font-semibold">{run.tour_name}</span>
        <Badge variant={run.late ? "destructive" : "secondary"}>
          {t("tours.board.progress", { done, total: run.checkpoints.length })}
        </Badge>
      </div>
      <p className="text-muted-foreground">
        {run.agent_name} · {run.site_name} ·{" "}
        {t("tours.board.started", { time: formatTime(new Date(run.started_at), i18n.language) })} ·{" "}
        {t("tours.board.due", { time: formatTime(new Date(run.due_at), i18n.language) })}
      </p>
      <ul className="flex flex-wrap gap-1" aria-label={run.tour_name}>
        {/* The board sends each stop's name, status and flags in the tour's order (decision 128). */}
        {run.checkpoints.map((c, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a run's stops are fixed, in the tour's order
          <li key={index}>
            <Badge
              variant={
                c.status === "missed" ? "destructive" : c.status === "pending" ? "outline" : "secondary"
              }
            >
              {c.name} · {t(`tours.stop.${c.status}`)}
              {c.flags.length > 0 && ` ⚑`}
            </Badge>
          </li>
        ))}
      </ul>
      {flagged.length > 0 && (
        <p className="text-destructive">
          {flagged.map((f) => t(`tours.flags.${f}` as "tours.flags.manual")).join(", ")}
        </p>
      )}
      <Button variant="outline" size="sm" className="w-fit" onClick={() => void downloadRunReport(run)}>
        <FileDown aria-hidden="true" />
        {t("tours.board.report")}
      </Button>
    </li>
  );
}
