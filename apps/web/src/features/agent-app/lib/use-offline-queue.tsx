import type { TPosition } from "@hts/domain";
import { useQueryClient } from "@tanstack/react-query";
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { useAuth } from "@/lib/auth/auth-context";
import { agentKeys } from "../api/agent-api.ts";
import { addAction, listActions } from "./offline-store.ts";
import { actionsOf, type QueuedAction, type QueueKind, retryDelayMs } from "./queue-rules.ts";
import { type ActionResult, replayQueue } from "./replay.ts";

export type NewAction = {
  kind: QueueKind;
  body?: Record<string, unknown>;
  position: TPosition | null;
  target_id?: string;
};

type QueueContextValue = {
  pending: QueuedAction[];
  /** Refusals of actions sent later (offline ones), shown until the agent closes them. */
  refusals: ActionResult[];
  dismissRefusal: (clientId: string) => void;
  /** Stores the action, then tries to send it: its result, or null when it waits for the network. */
  submit: (action: NewAction) => Promise<ActionResult | null>;
  replayNow: () => Promise<void>;
};

const QueueContext = createContext<QueueContextValue | null>(null);

export function OfflineQueueProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const userId = useAuth().user?.id ?? "";
  const [pending, setPending] = useState<QueuedAction[]>([]);
  const [refusals, setRefusals] = useState<ActionResult[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const refresh = useCallback(async () => setPending(actionsOf(await listActions(), userId)), [userId]);

  const replay = useCallback(
    async (ownClientId?: string) => {
      let results = await replayQueue(userId);
      // A run already under way did not see an action stored since: once more for it.
      if (ownClientId && !results.some((r) => r.action.client_id === ownClientId)) {
        results = [...results, ...(await replayQueue(userId))];
      }
      const applied = results.some((r) => r.outcome === "done");
      const refused = results.filter((r) => r.outcome === "rejected" && r.action.client_id !== ownClientId);
      if (refused.length > 0) setRefusals((list) => [...list, ...refused]);
      if (applied) void queryClient.invalidateQueries({ queryKey: agentKeys.all });
      await refresh();
      clearTimeout(timer.current);
      const left = actionsOf(await listActions(), userId);
      if (left.length > 0) {
        const attempts = Math.max(...left.map((action) => action.attempts));
        timer.current = setTimeout(() => void replay(), retryDelayMs(attempts));
      }
      return results;
    },
    [queryClient, refresh, userId],
  );

  useEffect(() => {
    // iOS has no Background Sync: the queue is sent at opening, on `online` and on a timer.
    void replay();
    const onOnline = () => void replay();
    window.addEventListener("online", onOnline);
    return () => {
      window.removeEventListener("online", onOnline);
      clearTimeout(timer.current);
    };
  }, [replay]);

  const submit = useCallback(
    async ({ kind, body = {}, position, target_id }: NewAction) => {
      // A tour start names its run with the id the phone made, so that its scans can name it offline.
      const client_id = typeof body.client_id === "string" ? body.client_id : crypto.randomUUID();
      const occurred_at = new Date().toISOString();
      const full = { ...body, client_id, occurred_at, ...(position ? { position } : {}) };
      await addAction({
        client_id,
        kind,
        body: full,
        occurred_at,
        position,
        target_id,
        attempts: 0,
        user_id: userId,
      });
      await refresh();
      if (!navigator.onLine) return null;
      const results = await replay(client_id);
      const own = results.find((r) => r.action.client_id === client_id);
      return own && own.outcome !== "keep" ? own : null;
    },
    [refresh, replay, userId],
  );

  const value = useMemo<QueueContextValue>(
    () => ({
      pending,
      refusals,
      dismissRefusal: (clientId) =>
        setRefusals((list) => list.filter((r) => r.action.client_id !== clientId)),
      submit,
      replayNow: async () => void (await replay()),
    }),
    [pending, refusals, submit, replay],
  );
  return <QueueContext value={value}>{children}</QueueContext>;
}

export function useOfflineQueue(): QueueContextValue {
  const value = useContext(QueueContext);
  if (!value) throw new Error("useOfflineQueue() hors de <OfflineQueueProvider>.");
  return value;
}
