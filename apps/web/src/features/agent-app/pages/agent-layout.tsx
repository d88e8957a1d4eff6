import { type QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";
import { CalendarDays, Clock, FileText, Info, NotebookPen, Route } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { NavLink, Outlet } from "react-router";
import { cn } from "@/lib/cn";
import { usePageTitle } from "@/lib/use-page-title";
import { agentKeys, loneWorkerQuery, myAttendanceQuery, myShiftsQuery } from "../api/agent-api.ts";
import { LoneWorkerPrompt } from "../components/lone-worker-prompt.tsx";
import { RefusalList } from "../components/refusal-list.tsx";
import { SosButton } from "../components/sos-button.tsx";
import { SyncStatus } from "../components/sync-status.tsx";
import { OfflineQueueProvider } from "../lib/use-offline-queue.tsx";
import { usePositionHeartbeat } from "../lib/use-position-heartbeat.ts";

const TABS = [
  { to: "/agent", end: true, key: "shifts", Icon: CalendarDays },
  { to: "/agent/post-orders", end: false, key: "postOrders", Icon: FileText },
  { to: "/agent/service", end: false, key: "service", Icon: Clock },
  { to: "/agent/tours", end: false, key: "tours", Icon: Route },
  { to: "/agent/logbook", end: false, key: "logbook", Icon: NotebookPen },
  { to: "/agent/info", end: false, key: "info", Icon: Info },
] as const;

/**
 * What the start screen (layout + shifts page) asks for when it renders, asked for by the router when
 * /agent is opened, before React gets there (decision 132).
 */
export function prefetchStartData(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(myShiftsQuery());
  void queryClient.prefetchQuery(myAttendanceQuery());
  void queryClient.prefetchQuery(loneWorkerQuery());
}

/** The agent's phone app (issue 22): night theme, one-hand bottom tabs, SOS always in reach. */
export function AgentLayout() {
  const { t } = useTranslation();
  usePageTitle(t("agentApp.title"));
  // Loaded once here: the service screen and the shifts screen share it, offline from the SW cache.
  useQuery(myShiftsQuery());
  const queryClient = useQueryClient();
  // A push (changed shift, due check, new post orders) refreshes the open app at once.
  useEffect(() => {
    const worker = navigator.serviceWorker;
    if (!worker) return;
    const onMessage = (event: MessageEvent) => {
      if (event.data?.type === "hts-push") void queryClient.invalidateQueries({ queryKey: agentKeys.all });
    };
    worker.addEventListener("message", onMessage);
    return () => worker.removeEventListener("message", onMessage);
  }, [queryClient]);
  useEffect(() => {
    document.documentElement.classList.add("agent-dark");
    return () => document.documentElement.classList.remove("agent-dark");
  }, []);

  return (
    <OfflineQueueProvider>
      <div className="flex min-h-dvh flex-col bg-background text-foreground">
        <header className="sticky top-0 z-30 border-b border-border bg-background/95">
          <SyncStatus title={t("agentApp.title")} />
        </header>
        <main id="main-content" className="flex-1 space-y-4 px-4 pt-4 pb-40">
          <PositionHeartbeat />
          <RefusalList />
          <LoneWorkerPrompt />
          <Outlet />
        </main>
        <SosButton />
        <nav
          aria-label={t("agentApp.tabs.label")}
          className="fixed inset-x-0 bottom-0 z-30 grid grid-cols-6 border-t border-border bg-background pb-[env(safe-area-inset-bottom)]"
        >
          {TABS.map(({ to, end, key, Icon }) => (
            <NavLink
              key={key}
              to={to}
              end={end}
              className={({ isActive }) =>
                cn(
                  "flex min-h-16 min-w-0 flex-col items-center justify-center gap-1 px-0.5 text-center text-xs leading-tight font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                  isActive ? "text-brand-accent" : "text-muted-foreground",
                )
              }
            >
              <Icon className="size-6" aria-hidden="true" />
              {t(`agentApp.tabs.${key}`)}
            </NavLink>
          ))}
        </nav>
      </div>
    </OfflineQueueProvider>
  );
}

/** Inside the queue's provider: the waiting actions count in the on-duty state. */
function PositionHeartbeat() {
  usePositionHeartbeat();
  return null;
}
