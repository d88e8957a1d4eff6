import { ShieldCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, NavLink } from "react-router";
import { LanguageSwitcher } from "@/components/language-switcher";
import { EngineBadge } from "@/features/ai-insights";
import { useAuth } from "@/lib/auth/auth-context";
import { cn } from "@/lib/cn";
import { COMPANY } from "@/lib/contact";
import { visibleNavItems } from "./nav-items.ts";

// Each badge keeps its own colour so they are told apart at a glance; all pass AA with their text.
const BADGE_CLASS: Record<string, string> = {
  IA: "bg-sky-700 text-white",
  PRO: "bg-amber-400 text-navy",
  V9: "bg-emerald-700 text-white",
  NEW: "bg-red-700 text-white",
};

export type SidebarContentProps = {
  /** Called when a link is followed (the phone drawer closes itself). */
  onNavigate?: () => void;
  /** The phone drawer has no header room for the language picker, so it carries one. */
  showLanguage?: boolean;
};

/** Brand, the role's entries and the footer: the desktop column and the phone drawer share it. */
export function SidebarContent({ onNavigate, showLanguage = false }: SidebarContentProps) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const items = user ? visibleNavItems(user.role) : [];

  return (
    <div className="flex h-full flex-col bg-navy text-navy-foreground">
      <Link
        to="/dashboard"
        onClick={onNavigate}
        className="flex h-16 shrink-0 items-center gap-2.5 border-b border-navy-light px-5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-accent"
      >
        <span className="flex size-9 items-center justify-center rounded-lg bg-primary text-white">
          <ShieldCheck className="size-5" aria-hidden="true" />
        </span>
        <span className="grid leading-tight">
          <span className="font-bold text-white">{t("common.brand")}</span>
          <span className="text-xs text-navy-muted">{t("shell.brandName")}</span>
        </span>
      </Link>

      <nav aria-label={t("shell.mainNavigation")} className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="grid gap-1">
          {items.map((item) => (
            <li key={item.path}>
              <NavLink
                to={item.path}
                end={item.path === "/dashboard"}
                onClick={onNavigate}
                className={({ isActive }) =>
                  cn(
                    "flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-accent",
                    isActive
                      ? "bg-primary text-white shadow-sm"
                      : "text-navy-foreground hover:bg-navy-light hover:text-white",
                  )
                }
              >
                <item.icon className="size-4 shrink-0" aria-hidden="true" />
                <span className="flex-1 truncate" data-nav-label>
                  {t(item.labelKey)}
                </span>
                {item.engineBadge && <EngineBadge />}
                {item.badge && (
                  <span
                    className={cn(
                      "rounded px-1.5 py-0.5 text-[0.65rem] font-bold leading-none tracking-wide ring-1 ring-white/15",
                      BADGE_CLASS[item.badge],
                    )}
                  >
                    {/* 'IA' is a word ('AI' in English); PRO, V9 and NEW are product names. */}
                    {item.badge === "IA" ? t("nav.badgeAi") : item.badge}
                  </span>
                )}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>

      <div className="grid shrink-0 gap-3 border-t border-navy-light px-5 py-4 text-xs text-navy-muted">
        {showLanguage && <LanguageSwitcher tone="dark" className="w-full [&_select]:w-full" />}
        <p>{COMPANY.registration}</p>
        <p className="flex items-center gap-2">
          <span className="size-2 rounded-full bg-emerald-400" aria-hidden="true" />
          {t("shell.version")}
        </p>
      </div>
    </div>
  );
}
