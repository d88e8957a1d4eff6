import type { TLogbookEntry } from "@hts/domain";
import { Check, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast-store";
import { usePortalApproval } from "../api/logbook-api.ts";

const TONE = {
  pending: "border-amber-500/40 bg-amber-500/10",
  approved: "border-emerald-500/40 bg-emerald-500/10",
  rejected: "border-border bg-muted",
} as const;

/**
 * The client portal's decision on one entry (decision 112): where a client sees incidents only once
 * approved, a manager approves or rejects each one here; others see the decision only.
 */
export function PortalApproval({ entry, mayDecide }: { entry: TLogbookEntry; mayDecide: boolean }) {
  const { t } = useTranslation();
  const decide = usePortalApproval();
  const status = entry.portal_approval;
  const run = (decision: "approved" | "rejected") =>
    decide.mutate(
      { id: entry.id, decision },
      {
        onSuccess: () => toast({ title: t(`logbook.approval.done.${decision}`), variant: "success" }),
        onError: () => toast({ title: t("logbook.approval.failed"), variant: "destructive" }),
      },
    );
  return (
    <div className="flex flex-wrap items-center gap-2 border-t border-border pt-2 text-sm">
      <span className={`rounded-full border px-2 py-0.5 text-xs ${TONE[status]}`}>
        {t(`logbook.approval.status.${status}`)}
      </span>
      {mayDecide && status !== "approved" && (
        <Button
          size="sm"
          variant="outline"
          disabled={decide.isPending}
          onClick={() => run("approved")}
          aria-label={t("logbook.approval.approveLabel", { category: entry.category })}
        >
          <Check aria-hidden />
          {t("logbook.approval.approve")}
        </Button>
      )}
      {mayDecide && status !== "rejected" && (
        <Button
          size="sm"
          variant="ghost"
          disabled={decide.isPending}
          onClick={() => run("rejected")}
          aria-label={t("logbook.approval.rejectLabel", { category: entry.category })}
        >
          <X aria-hidden />
          {t("logbook.approval.reject")}
        </Button>
      )}
    </div>
  );
}
