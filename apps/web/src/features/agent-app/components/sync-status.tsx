import { CloudOff, RefreshCw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useOfflineQueue } from "../lib/use-offline-queue.tsx";
import { useOnline } from "../lib/use-online.ts";

/** Offline badge and the count of actions waiting on the phone (decision 090). */
export function SyncStatus() {
  const { t } = useTranslation();
  const online = useOnline();
  const { pending, replayNow } = useOfflineQueue();
  return (
    <div className="ml-auto flex items-center gap-2" role="status">
      {!online && (
        <span className="flex items-center gap-1 rounded-full bg-warning-soft px-3 py-1 text-sm font-medium text-warning-strong">
          <CloudOff className="size-4" aria-hidden="true" />
          {t("agentApp.sync.offline")}
        </span>
      )}
      {pending.length > 0 && (
        <button
          type="button"
          onClick={() => void replayNow()}
          className="flex min-h-12 items-center gap-2 rounded-md px-2 text-sm font-medium text-warning-strong focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          data-testid="agent-sync-pending"
        >
          <RefreshCw className="size-4" aria-hidden="true" />
          <span>{t("agentApp.sync.pending", { count: pending.length })}</span>
          <span className="sr-only">{t("agentApp.sync.retry")}</span>
        </button>
      )}
    </div>
  );
}
