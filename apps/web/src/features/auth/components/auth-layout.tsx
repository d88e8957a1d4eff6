import { CheckCircle2, ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LanguageSwitcher } from "@/components/language-switcher";
import { SupportBlock } from "./support-block.tsx";

const HIGHLIGHTS = ["operations", "security", "reports"] as const;

/**
 * Frame of the login and register-company screens: a navy brand panel (tagline, support contacts) and
 * the form. Side by side on a wide screen; on a phone the form comes first and the panel follows it.
 */
export function AuthLayout({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col bg-navy lg:flex-row">
      <aside className="order-2 flex flex-col gap-8 px-6 py-8 text-navy-foreground sm:px-10 lg:order-1 lg:sticky lg:top-0 lg:h-dvh lg:w-[26rem] lg:shrink-0 lg:justify-between lg:py-10 xl:w-[30rem]">
        <div className="hidden flex-col gap-8 lg:flex">
          <BrandLink />
          <div className="grid gap-5">
            <p className="text-2xl font-semibold leading-snug text-white">{t("auth.tagline")}</p>
            <ul className="grid gap-3 text-sm">
              {HIGHLIGHTS.map((key) => (
                <li key={key} className="flex items-start gap-2.5">
                  <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-brand-accent" aria-hidden="true" />
                  {t(`auth.highlights.${key}`)}
                </li>
              ))}
            </ul>
          </div>
        </div>
        <SupportBlock />
      </aside>
      <main id="main" className="order-1 flex flex-1 flex-col bg-muted lg:order-2 lg:rounded-l-3xl">
        <div className="flex items-center justify-between gap-3 px-4 pt-4 sm:px-8 sm:pt-6">
          <span className="lg:invisible">
            <BrandLink tone="light" />
          </span>
          <LanguageSwitcher />
        </div>
        <div className="flex flex-1 items-start justify-center px-4 py-6 sm:px-8 sm:py-10 lg:items-center">
          <div className={wide ? "w-full max-w-3xl" : "w-full max-w-md"}>{children}</div>
        </div>
      </main>
    </div>
  );
}

function BrandLink({ tone = "dark" }: { tone?: "dark" | "light" }) {
  const { t } = useTranslation();
  return (
    <Link
      to="/"
      className="inline-flex items-center gap-2.5 rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <span className="flex size-9 items-center justify-center rounded-lg bg-primary text-white">
        <ShieldCheck className="size-5" aria-hidden="true" />
      </span>
      <span className="grid leading-tight">
        <span className={tone === "dark" ? "font-bold text-white" : "font-bold text-foreground"}>
          {t("common.brand")}
        </span>
        <span className={tone === "dark" ? "text-xs text-navy-muted" : "text-xs text-muted-foreground"}>
          {t("shell.brandName")}
        </span>
      </span>
    </Link>
  );
}
