import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { PageSpinner } from "@/components/page-spinner";
import { useLiveEvents } from "@/lib/use-live-events";
import { AppHeader } from "./shell/app-header.tsx";
import { BrowserNotifications } from "./shell/browser-notifications.tsx";
import { IdleLogout } from "./shell/idle-logout.tsx";
import { SidebarContent } from "./shell/sidebar.tsx";

/**
 * The protected shell: a fixed sidebar from `md` up (a drawer below), the header, and the screen.
 * The inner Suspense keeps the frame on screen while a nested screen's code loads.
 */
export function DashboardLayout() {
  const { t } = useTranslation();
  // One live stream for the whole signed-in session, whichever screen is open.
  useLiveEvents();
  return (
    <div className="min-h-dvh bg-muted md:pl-64">
      <a
        href="#main"
        className="sr-only z-[60] rounded-md bg-primary px-4 py-2 text-sm font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t("shell.skipToContent")}
      </a>
      <aside className="fixed inset-y-0 left-0 z-40 hidden w-64 md:block">
        <SidebarContent />
      </aside>
      <div className="flex min-h-dvh min-w-0 flex-col">
        {/* Issue 10: the company's idle logout and the user's browser notifications. */}
        <IdleLogout />
        <BrowserNotifications />
        <AppHeader />
        <main id="main" tabIndex={-1} className="flex-1 p-4 focus:outline-none sm:p-6 lg:p-8">
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
