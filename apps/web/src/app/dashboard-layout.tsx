import { LogOut, ShieldCheck } from "lucide-react";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link, Outlet, useNavigate } from "react-router";
import { LanguageSwitcher } from "@/components/language-switcher";
import { PageSpinner } from "@/components/page-spinner";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/lib/auth/auth-context";

/**
 * Minimal protected frame (to be replaced by the real shell: sidebar, header, user menu). The inner
 * Suspense keeps the frame on screen while a nested screen's code loads.
 */
export function DashboardLayout() {
  const { t } = useTranslation();
  const { user, logout } = useAuth();
  const navigate = useNavigate();

  return (
    <div className="flex min-h-dvh flex-col bg-muted">
      <header className="flex h-14 items-center gap-3 bg-navy px-4 text-navy-foreground">
        <Link to="/dashboard" className="flex items-center gap-2 font-semibold">
          <ShieldCheck className="size-5 text-brand-accent" aria-hidden="true" />
          {t("common.appName")}
        </Link>
        <span className="ml-auto hidden text-sm text-navy-muted sm:inline">{user?.name}</span>
        <LanguageSwitcher tone="dark" />
        <Button
          variant="ghost"
          size="sm"
          className="text-navy-foreground hover:bg-navy-light hover:text-white"
          onClick={async () => {
            await logout();
            navigate("/login", { replace: true });
          }}
        >
          <LogOut aria-hidden="true" />
          {t("shell.logout")}
        </Button>
      </header>
      <main id="main" className="flex-1 p-4 sm:p-6 lg:p-8">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
