import { LIVE_EVENT_TYPES, type TAlarm, type TLiveEventType } from "@hts/domain";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { authKeys } from "./auth/auth-api.ts";
import { useAuth } from "./auth/auth-context.tsx";
import { announceCriticalAlarm, announcesCriticalAlarms } from "./critical-alarm.ts";
import { readToken } from "./session-storage.ts";

// Root query keys of the features each event changes (features own their keys; these are their roots).
// Site cards count cameras and alarms; a critical alarm also notifies (the bell).
const AFFECTED: Record<TLiveEventType, readonly string[]> = {
  "alarm.created": ["alarms", "dashboard", "sites", "notifications"],
  "alarm.resolved": ["alarms", "dashboard", "sites", "notifications"],
  "alarm.commented": ["alarms"],
  "alarm.updated": ["alarms", "notifications"],
  "camera.status": ["cameras", "dashboard", "sites"],
  "access.logged": ["access"],
  "radio.updated": ["radio"],
  "radio.channel": ["radio"],
  "radio.communication": ["radio"],
  "radio.alert": ["radio", "notifications"],
  // The agent app's own screens and the office timesheets (issue 22).
  "attendance.updated": ["attendance", "me"],
  // A tour started or scanned folds into the same coalesced signal (issue 23).
  "field.updated": ["field", "tours"],
  // A request filed from a client's portal, or answered (issue 25).
  "client-request.updated": ["clients", "notifications"],
};
const EVERYTHING = [
  "alarms",
  "cameras",
  "dashboard",
  "sites",
  "notifications",
  "access",
  "radio",
  "attendance",
  "me",
  "field",
  "clients",
];

// Bursts (the camera monitor reports many cameras in one cycle) become one refetch per screen.
const COALESCE_MS = 250;
const MAX_BACKOFF_MS = 30_000;

/**
 * One EventSource per signed-in user on GET /api/events. Each event invalidates the queries it makes
 * stale, so open screens update without a reload. EventSource cannot send an Authorization header, so the
 * token goes in `access_token` (the route accepts it there only). After a gap (network loss, server
 * restart) everything is refreshed, since events sent meanwhile were missed.
 */
export function useLiveEvents(): void {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const userId = user?.id;
  const role = user?.role;

  useEffect(() => {
    if (!userId || typeof EventSource === "undefined") return;
    let source: EventSource | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let connectedOnce = false;
    const pending = new Set<string>();
    let flushTimer: ReturnType<typeof setTimeout> | undefined;

    const invalidate = (roots: readonly string[]) => {
      for (const root of roots) pending.add(root);
      flushTimer ??= setTimeout(() => {
        flushTimer = undefined;
        flush(queryClient, pending);
      }, COALESCE_MS);
    };

    const connect = () => {
      const token = readToken();
      if (!token) return;
      // EventSource sends no Accept-Language: the texts of the events follow the app's language this way.
      const lang = encodeURIComponent(document.documentElement.lang || "fr");
      source = new EventSource(`/api/events?access_token=${encodeURIComponent(token)}&lang=${lang}`);
      source.addEventListener("ready", () => {
        if (connectedOnce) invalidate(EVERYTHING);
        connectedOnce = true;
        failures = 0;
      });
      for (const type of LIVE_EVENT_TYPES) {
        source.addEventListener(type, () => invalidate(AFFECTED[type]));
      }
      // A new critical alarm: a toast and a sound for the control room (the bell is for everyone).
      source.addEventListener("alarm.created", (event) => {
        if (!role || !announcesCriticalAlarms(role)) return;
        try {
          const alarm = (JSON.parse((event as MessageEvent<string>).data) as { alarm?: TAlarm }).alarm;
          if (alarm?.severity === "critique") announceCriticalAlarm(alarm, userId);
        } catch {
          // A malformed frame only misses its announcement; the lists still refresh.
        }
      });
      // The server ends the stream when the session is gone: confirm with /auth/me, which signs out.
      source.addEventListener("session-expired", () => {
        source?.close();
        void queryClient.invalidateQueries({ queryKey: authKeys.me });
      });
      source.onerror = () => {
        // CONNECTING: the browser retries by itself (the server sets `retry:`). CLOSED: it gave up (an
        // error status such as 401 or 503), so retry here with a growing delay, and re-check the session.
        if (source?.readyState !== EventSource.CLOSED) return;
        failures += 1;
        if (failures === 1) void queryClient.invalidateQueries({ queryKey: authKeys.me });
        const delay = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.min(failures, 5));
        retryTimer = setTimeout(connect, delay);
      };
    };

    connect();
    return () => {
      clearTimeout(retryTimer);
      clearTimeout(flushTimer);
      source?.close();
    };
  }, [userId, role, queryClient]);
}

function flush(queryClient: QueryClient, pending: Set<string>): void {
  for (const root of pending) void queryClient.invalidateQueries({ queryKey: [root] });
  pending.clear();
}
