import { Phone } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { LanguageSwitcher } from "@/components/language-switcher";
import { MAIN_SUPPORT_PHONE } from "@/lib/contact";
import { AlarmSoundToggle } from "./alarm-sound-toggle.tsx";
import { MobileNav } from "./mobile-nav.tsx";
import { titleKeyFor } from "./nav-items.ts";
import { NotificationBell } from "./notification-bell.tsx";
import { UserMenu } from "./user-menu.tsx";

/** Title of the current screen, status, support line, language, bell and user menu. */
export function AppHeader() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const titleKey = titleKeyFor(pathname);

  return (
    <header className="sticky top-0 z-30 flex h-16 shrink-0 items-center gap-2 border-b border-border bg-background/95 px-3 backdrop-blur sm:gap-3 sm:px-6">
      <MobileNav />
      {/* Not a heading: each screen has its own <h1>; this repeats it for orientation. */}
      <p className="min-w-0 truncate text-base font-semibold sm:text-lg" data-testid="header-title">
        {titleKey ? t(titleKey) : ""}
      </p>
      {/* On a phone only the green dot shows (the title needs the room); the words stay readable. */}
      <span
        title={t("shell.online")}
        className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-success-soft p-1.5 text-xs font-semibold text-success-strong sm:px-2.5 sm:py-0.5"
      >
        <span className="size-2 rounded-full bg-success" aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">{t("shell.online")}</span>
      </span>
      <div className="ml-auto flex shrink-0 items-center gap-1 sm:gap-2">
        <a
          href={`tel:${MAIN_SUPPORT_PHONE.tel}`}
          aria-label={t("shell.callSupport", { phone: MAIN_SUPPORT_PHONE.display })}
          className="hidden items-center gap-2 rounded-md px-2 py-1.5 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring xl:inline-flex"
        >
          <Phone className="size-4" aria-hidden="true" />
          <span className="tabular-nums">{MAIN_SUPPORT_PHONE.display}</span>
        </a>
        <LanguageSwitcher className="hidden md:inline-flex" />
        <AlarmSoundToggle />
        <NotificationBell />
        <UserMenu />
      </div>
    </header>
  );
}
