import { ShieldCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LanguageSwitcher } from "@/components/language-switcher";
import { Button } from "@/components/ui/button";
import { usePageTitle } from "@/lib/use-page-title";

/** Placeholder: the full landing page (stats, features, testimonials, pricing, demo form) replaces it. */
export function LandingPage() {
  const { t } = useTranslation();
  usePageTitle("");
  return (
    <div className="flex min-h-dvh flex-col bg-navy text-navy-foreground">
      <header className="mx-auto flex w-full max-w-6xl items-center gap-3 px-6 py-5">
        <span className="flex items-center gap-2 text-lg font-bold text-white">
          <ShieldCheck className="size-6 text-brand-accent" aria-hidden="true" />
          {t("common.appName")}
        </span>
        <LanguageSwitcher tone="dark" className="ml-auto" />
        <Button asChild variant="secondary" size="sm">
          <Link to="/login">{t("landing.signIn")}</Link>
        </Button>
      </header>
      <main className="mx-auto flex w-full max-w-6xl flex-1 flex-col items-start justify-center gap-6 px-6 py-16">
        <h1 className="max-w-3xl text-4xl font-bold tracking-tight text-white sm:text-5xl">
          {t("landing.heroTitle")}
        </h1>
        <p className="max-w-2xl text-lg text-navy-muted">{t("landing.heroSubtitle")}</p>
        <div className="flex flex-wrap gap-3">
          <Button asChild size="lg">
            <Link to="/register-company">{t("landing.startNow")}</Link>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            className="border-navy-muted bg-transparent text-white hover:bg-navy-light hover:text-white"
          >
            <Link to="/login">{t("auth.login")}</Link>
          </Button>
        </div>
      </main>
    </div>
  );
}
