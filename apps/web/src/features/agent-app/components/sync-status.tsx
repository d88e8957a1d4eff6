import { CloudOff, RefreshCw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useOfflineQueue } from "../lib/use-offline-queue.tsx";
import { useOnline } from "../lib/use-online.ts";

/** The app's name, an offline badge, and the actions waiting on the phone (decision 090). */
export function SyncStatus({ title }: { title: string }) {
  const { t } = useTranslation();
  const online = useOnline();
  const { pending, replayNow } = useOfflineQueue();
  return (
    <div role="status">
      <div className="flex min-h-14 items-center gap-3 px-4">
        <span className="whitespace-nowrap text-lg font-bold">{title}</span>
        {!online && (
          <span className="ml-auto flex items-center gap-1 whitespace-nowrap rounded-full bg-warning-soft px-3 py-1 text-sm font-medium text-warning-strong">
            <CloudOff className="size-4" aria-hidden="true" />
            {t("agentApp.sync.offline")}
          </span>
        )}
      </div>
      {pending.length > 0 && (
        <button
          type="button"
          onClick={() => void replayNow()}
          className="flex min-h-12 w-full items-center gap-2 bg-warning-soft px-4 text-left text-base font-medium text-warning-strong focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          data-testid="agent-sync-pending"
        >
          <RefreshCw className="size-5 shrink-0" aria-hidden="true" />
          <span className="flex-1">{t("agentApp.sync.pending", { count: pending.length })}</span>
          <span className="sr-only">{t("agentApp.sync.retry")}</span>
        </button>
      )}
    </div>
  );
}
