import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageSpinner } from "@/components/page-spinner";
import { myPostOrdersQuery } from "../api/agent-api.ts";
import { PostOrderCard } from "../components/post-order-card.tsx";
import { useOfflineQueue } from "../lib/use-offline-queue.tsx";

/** 'Consignes': the current versions for the agent's sites and posts, those to read first. */
export function AgentPostOrdersPage() {
  const { t } = useTranslation();
  const orders = useQuery(myPostOrdersQuery());
  const { pending, submit } = useOfflineQueue();
  const [busy, setBusy] = useState<string | null>(null);
  const waiting = new Set(pending.filter((a) => a.kind === "post_order_ack").map((a) => a.target_id));

  const acknowledge = async (versionId: string) => {
    setBusy(versionId);
    try {
      await submit({ kind: "post_order_ack", target_id: versionId, position: null });
    } finally {
      setBusy(null);
    }
  };

  const list = [...(orders.data ?? [])].sort(
    (a, b) => Number(a.acknowledged_at !== null) - Number(b.acknowledged_at !== null),
  );
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">{t("agentApp.postOrders.title")}</h1>
      {orders.isPending ? (
        <PageSpinner />
      ) : orders.isError ? (
        <p role="alert" className="rounded-lg bg-card p-4 text-base">
          {t("agentApp.postOrders.unavailable")}
        </p>
      ) : list.length === 0 ? (
        <p className="rounded-lg bg-card p-4 text-base">{t("agentApp.postOrders.empty")}</p>
      ) : (
        list.map((order) => (
          <PostOrderCard
            key={order.version_id}
            order={order}
            acknowledged={order.acknowledged_at !== null || waiting.has(order.version_id)}
            busy={busy === order.version_id}
            onAcknowledge={() => void acknowledge(order.version_id)}
          />
        ))
      )}
    </div>
  );
}
