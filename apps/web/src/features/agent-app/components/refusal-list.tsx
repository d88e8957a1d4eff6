import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { detailOf } from "../lib/result-detail.ts";
import { useOfflineQueue } from "../lib/use-offline-queue.tsx";

/** Actions sent later (after being offline) that the server refused: told to the agent, then dropped. */
export function RefusalList() {
  const { t } = useTranslation();
  const { refusals, dismissRefusal } = useOfflineQueue();
  if (refusals.length === 0) return null;
  return (
    <ul className="space-y-2" aria-live="polite">
      {refusals.map((refusal) => (
        <li
          key={refusal.action.client_id}
          className="flex items-center gap-3 rounded-lg border border-destructive bg-card p-3 text-card-foreground"
        >
          <p className="flex-1 text-base">
            {t(`agentApp.kinds.${refusal.action.kind}`)} —{" "}
            {t("agentApp.sync.refused", { detail: detailOf(refusal.body) })}
          </p>
          <Button
            variant="secondary"
            className="min-h-12"
            onClick={() => dismissRefusal(refusal.action.client_id)}
          >
            {t("agentApp.sync.dismiss")}
          </Button>
        </li>
      ))}
    </ul>
  );
}
