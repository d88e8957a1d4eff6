import type { TNotification, TNotificationPrefs } from "@hts/domain";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useUnreadCount } from "@/features/notifications";
import { api } from "@/lib/api-client";

/**
 * `pushNotifications`: while the app is open, each new notification of the bell also shows as a system
 * notification (the browser's Notification API), only critical ones with `criticalOnly`.
 */
export function BrowserNotifications() {
  const prefs = useQuery({
    queryKey: ["settings", "notifications"],
    queryFn: ({ signal }) => api.get<TNotificationPrefs>("/settings/notifications", { signal }),
    staleTime: 60_000,
  });
  const count = useUnreadCount().data?.count;
  const previous = useRef<number | undefined>(undefined);
  const seen = useRef(new Set<string>());

  useEffect(() => {
    const before = previous.current;
    previous.current = count;
    const wanted =
      prefs.data?.pushNotifications &&
      typeof Notification !== "undefined" &&
      Notification.permission === "granted";
    if (!wanted || count === undefined || before === undefined || count <= before) return;
    void api
      .get<TNotification[]>("/notifications", { query: { limit: Math.min(count - before, 10) } })
      .then((items) => {
        for (const item of items) {
          if (item.readAt || seen.current.has(item.id)) continue;
          if (prefs.data?.criticalOnly && item.severity !== "critique") continue;
          seen.current.add(item.id);
          const shown = new Notification(item.title, { body: item.body ?? undefined, tag: item.id });
          shown.onclick = () => {
            window.focus();
            if (item.link?.startsWith("/")) window.location.assign(item.link);
          };
        }
      });
  }, [count, prefs.data]);

  return null;
}
