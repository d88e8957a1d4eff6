import type { TConflict } from "@hts/domain";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";
import { severityStyle } from "../lib/shift-style.ts";

/** One conflict as the detector answered it: severity colour, French description, suggestion. */
export function ConflictItem({ conflict, compact = false }: { conflict: TConflict; compact?: boolean }) {
  const { t } = useTranslation();
  const style = severityStyle(conflict.severity);
  return (
    <article
      className={cn("rounded-md border p-3 text-sm", style.box)}
      data-conflict-type={conflict.conflict_type}
      data-severity={conflict.severity}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span
          className={cn(
            "inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold",
            style.badge,
          )}
        >
          {t(`planningAdvanced.severities.${conflict.severity}`)}
        </span>
        <h3 className="font-semibold text-foreground">
          {t(`planningAdvanced.conflictTypes.${conflict.conflict_type}`)}
        </h3>
        <span className="text-muted-foreground">· {conflict.agent_name}</span>
      </div>
      <p className="mt-1.5 text-foreground">{conflict.description}</p>
      {!compact && conflict.suggestion && (
        <p className="mt-1 text-slate-700">
          <span className="font-medium">{t("planningAdvanced.conflicts.suggestion")} </span>
          {conflict.suggestion}
        </p>
      )}
    </article>
  );
}
