import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LanguageSwitcher } from "@/components/language-switcher";
import { Button } from "@/components/ui/button";
import { BrandMark } from "./brand-mark.tsx";

const ANCHORS = [
  { href: "#features", key: "landing.nav.features" },
  { href: "#benefits", key: "landing.nav.benefits" },
  { href: "#testimonials", key: "landing.nav.testimonials" },
  { href: "#pricing", key: "landing.nav.pricing" },
  { href: "#contact", key: "landing.nav.contact" },
] as const;

export function LandingHeader() {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-40 border-b border-white/10 bg-navy/95 backdrop-blur supports-[backdrop-filter]:bg-navy/85">
      <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
        <a
          href="#top"
          className="rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-accent"
        >
          <BrandMark />
        </a>
        {/* Below md the anchors move to a second, scrollable row so the sign-in button keeps its place. */}
        <nav
          aria-label={t("landing.nav.label")}
          className="order-last -mx-4 w-[calc(100%+2rem)] overflow-x-auto px-4 md:order-none md:mx-0 md:ml-6 md:w-auto md:px-0"
        >
          <ul className="flex gap-1 whitespace-nowrap">
            {ANCHORS.map((anchor) => (
              <li key={anchor.href}>
                <a
                  href={anchor.href}
                  className="block rounded-md px-3 py-2 text-sm font-medium text-navy-foreground transition-colors hover:bg-navy-light hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-accent"
                >
                  {t(anchor.key)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <LanguageSwitcher tone="dark" />
          <Button asChild size="sm" className="h-9 px-4 text-sm">
            <Link to="/login">{t("landing.signIn")}</Link>
          </Button>
        </div>
      </div>
    </header>
  );
}
