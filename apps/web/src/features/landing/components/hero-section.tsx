import { ArrowRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { LANDING_MODULES } from "./landing-modules.ts";

export function HeroSection() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-navy bg-[radial-gradient(ellipse_at_top_right,rgba(37,99,235,0.35),transparent_60%)] text-navy-foreground"
    >
      <div className="mx-auto grid w-full max-w-6xl items-center gap-12 px-4 pt-14 pb-28 sm:px-6 lg:grid-cols-[1.3fr_1fr] lg:pt-20 lg:pb-36">
        <div className="flex flex-col items-start gap-6">
          <p className="rounded-full border border-brand-accent/40 bg-brand-accent/10 px-3 py-1 text-sm font-medium text-brand-accent">
            {t("landing.hero.eyebrow")}
          </p>
          <h1
            id="hero-title"
            className="text-[2.1rem] leading-tight font-bold tracking-tight text-white sm:text-5xl"
          >
            {t("landing.hero.title")}
          </h1>
          <p className="max-w-xl text-lg leading-relaxed text-navy-muted">{t("landing.hero.subtitle")}</p>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Button asChild size="lg">
              <Link to="/register-company">
                {t("landing.hero.startNow")}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              className="border-navy-muted/60 bg-transparent text-white hover:bg-navy-light hover:text-white"
            >
              <Link to="/login">{t("landing.hero.login")}</Link>
            </Button>
          </div>
        </div>
        <HeroPanel />
      </div>
    </section>
  );
}

/**
 * An overview of the modules, standing in for a product screenshot without inventing figures. Phones skip
 * it: the feature cards just below say the same and the hero stays one screen tall.
 */
function HeroPanel() {
  const { t } = useTranslation();
  return (
    <div className="hidden rounded-2xl border border-white/10 bg-navy-light/80 p-5 shadow-2xl shadow-black/30 sm:block sm:p-6">
      <div className="mb-4 flex items-center justify-between gap-3">
        <p className="font-semibold text-white">{t("landing.hero.panelTitle")}</p>
        <span className="inline-flex items-center gap-1.5 rounded-full bg-emerald-400/15 px-2.5 py-0.5 text-xs font-semibold text-emerald-300">
          <span className="size-1.5 rounded-full bg-emerald-300" aria-hidden="true" />
          {t("landing.hero.panelStatus")}
        </span>
      </div>
      <ul className="grid gap-2.5">
        {LANDING_MODULES.map((module) => (
          <li
            key={module.id}
            className="flex items-center gap-3 rounded-lg border border-white/5 bg-navy/70 px-3 py-2.5"
          >
            <span className="grid size-9 shrink-0 place-items-center rounded-md bg-primary/25 text-brand-accent">
              <module.icon className="size-5" aria-hidden="true" />
            </span>
            <span className="font-medium text-white">{t(module.titleKey)}</span>
            <span className="ml-auto text-right text-sm text-navy-muted">{t(module.tagKey)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
