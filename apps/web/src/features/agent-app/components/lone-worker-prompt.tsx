import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { formatTime } from "@/lib/format-date";
import { loneWorkerQuery } from "../api/agent-api.ts";
import { currentPosition } from "../lib/geolocation.ts";
import { useOfflineQueue } from "../lib/use-offline-queue.tsx";

/** 'Tout va bien ?' while a lone-worker check is open: one big button, answered offline too. */
export function LoneWorkerPrompt() {
  const { t, i18n } = useTranslation();
  const status = useQuery(loneWorkerQuery());
  const { pending, submit } = useOfflineQueue();
  const [answered, setAnswered] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const check = status.data?.open_check;
  if (!check) return null;
  const waiting = pending.some((a) => a.kind === "lone_worker_answer" && a.body.check_id === check.id);
  if (answered === check.id || waiting) {
    return (
      <p role="status" className="rounded-lg bg-success-soft p-4 text-base text-success-strong">
        {t("agentApp.loneWorker.sent")}
      </p>
    );
  }

  const answer = async () => {
    setBusy(true);
    try {
      const position = await currentPosition();
      await submit({ kind: "lone_worker_answer", body: { check_id: check.id }, position });
      setAnswered(check.id);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      aria-labelledby="lone-worker-question"
      className="space-y-3 rounded-lg border-2 border-warning-strong bg-card p-4 text-card-foreground"
    >
      <h2 id="lone-worker-question" className="text-2xl font-bold">
        {t("agentApp.loneWorker.question")}
      </h2>
      <p className="text-base">
        {t("agentApp.loneWorker.deadline", { time: formatTime(new Date(check.deadline_at), i18n.language) })}
      </p>
      <Button
        className="h-16 w-full bg-success text-lg text-success-foreground hover:bg-success/90"
        disabled={busy}
        onClick={() => void answer()}
      >
        {t("agentApp.loneWorker.ok")}
      </Button>
    </section>
  );
}
