import { Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast-store";
import { useApplyAutoSchedule } from "../api/staffing-api.ts";
import { discardProposal, useGridProposal } from "../lib/proposal-store.ts";

/**
 * Above the planning grid while a proposal is shown in it (decision 127): how many shifts are proposed
 * (drawn dashed in the grid), 'Appliquer' (one audited transaction, the conflicts judged again) and
 * 'Écarter'. Nothing is written before 'Appliquer'.
 */
export function ProposalBar({ canApply }: { canApply: boolean }) {
  const { t } = useTranslation();
  const proposal = useGridProposal();
  const apply = useApplyAutoSchedule();
  if (!proposal) return null;
  const applyAll = async () => {
    try {
      const done = await apply.mutateAsync({ shifts: proposal });
      discardProposal();
      toast({ title: t("coverage.auto.applied", { n: done.count }), variant: "success" });
    } catch (failure) {
      toast({
        title: failure instanceof Error ? failure.message : t("coverage.auto.error"),
        variant: "destructive",
      });
    }
  };
  return (
    <section
      aria-label={t("coverage.proposal.label")}
      data-testid="proposal-bar"
      className="flex flex-wrap items-center gap-3 rounded-md border-2 border-dashed border-violet-500 bg-violet-50 px-4 py-3 text-sm text-violet-950"
    >
      <Sparkles className="size-4 shrink-0" aria-hidden="true" />
      <p className="flex-1" role="status">
        {t("coverage.proposal.summary", { count: proposal.length })}
      </p>
      {canApply && (
        <Button size="sm" disabled={apply.isPending} onClick={() => void applyAll()}>
          {t("coverage.proposal.apply", { n: proposal.length })}
        </Button>
      )}
      <Button size="sm" variant="outline" disabled={apply.isPending} onClick={discardProposal}>
        {t("coverage.proposal.discard")}
      </Button>
    </section>
  );
}
