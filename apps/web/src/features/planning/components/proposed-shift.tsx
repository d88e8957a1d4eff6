import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";

/** A shift the automatic scheduler proposes, not yet applied (decision 127). */
export type TProposedGridShift = {
  agent_id: string;
  agent_name: string | null;
  site_name: string | null;
  post: string;
  shift_date: string;
  start_time: string;
  end_time: string;
};

/** Drawn dashed and violet, and read out as "Proposé", so it is never taken for a planned shift. */
export function ProposedShift({ shift, compact = false }: { shift: TProposedGridShift; compact?: boolean }) {
  const { t } = useTranslation();
  const label = t("planningAdvanced.proposed");
  return (
    <p
      data-testid="proposed-shift"
      className={cn(
        "rounded-md border-2 border-dashed border-violet-500 bg-violet-50 text-violet-950",
        compact ? "truncate px-1 text-[11px] leading-4" : "p-2 text-xs",
      )}
    >
      <span className="font-semibold">{label}</span>
      {compact ? " " : <br />}
      <span className="tabular-nums">
        {shift.start_time}–{shift.end_time}
      </span>{" "}
      {shift.agent_name ?? ""}
      {!compact && (
        <>
          <br />
          {shift.post} · {shift.site_name ?? ""}
        </>
      )}
    </p>
  );
}
