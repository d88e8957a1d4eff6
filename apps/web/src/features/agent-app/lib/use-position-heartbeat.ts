import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { myAttendanceQuery, postPosition } from "../api/agent-api.ts";
import { currentPosition } from "./geolocation.ts";
import { deriveState } from "./queue-rules.ts";
import { useOfflineQueue } from "./use-offline-queue.tsx";

const EVERY_MS = 60_000;

/**
 * While the agent is on duty and the app is open, his position once a minute (issue 22: 500 phones a
 * minute). A web app cannot do it screen off or in the background: the limits page says so.
 */
export function usePositionHeartbeat(): void {
  const attendance = useQuery(myAttendanceQuery());
  const { pending } = useOfflineQueue();
  const state = deriveState({ server: attendance.data?.state ?? "not_started", pending });
  const onDuty = state === "on_duty" || state === "on_break";

  useEffect(() => {
    if (!onDuty) return;
    const send = async () => {
      if (!navigator.onLine || document.visibilityState !== "visible") return;
      const position = await currentPosition();
      if (position)
        await postPosition({ occurred_at: new Date().toISOString(), position }).catch(() => undefined);
    };
    void send();
    const timer = setInterval(() => void send(), EVERY_MS);
    return () => clearInterval(timer);
  }, [onDuty]);
}
