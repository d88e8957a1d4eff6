import { useTranslation } from "react-i18next";
import { usePageTitle } from "@/lib/use-page-title";
import { BenefitsSection } from "../components/benefits-section.tsx";
import { CtaSection } from "../components/cta-section.tsx";
import { useDemoRequestLauncher } from "../components/demo-request-launcher.tsx";
import { FeaturesSection } from "../components/features-section.tsx";
import { HeroSection } from "../components/hero-section.tsx";
import { LandingFooter } from "../components/landing-footer.tsx";
import { LandingHeader } from "../components/landing-header.tsx";
import { PricingSection } from "../components/pricing-section.tsx";
import { StatsSection } from "../components/stats-section.tsx";
import { TestimonialsSection } from "../components/testimonials-section.tsx";

/** The public landing page (spec part 1, sections 1 and 2). */
export function LandingPage() {
  const { t } = useTranslation();
  usePageTitle("");
  const demo = useDemoRequestLauncher();

  return (
    <div id="top" className="flex min-h-dvh flex-col bg-background">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-background px-4 py-2 font-medium text-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t("landing.skipToContent")}
      </a>
      <LandingHeader />
      <main id="main" className="flex-1">
        <HeroSection />
        <StatsSection />
        <FeaturesSection />
        <BenefitsSection />
        <TestimonialsSection />
        <PricingSection onRequestDemo={demo.openDialog} onPrepareDemo={demo.prepare} />
        <CtaSection onRequestDemo={demo.openDialog} onPrepareDemo={demo.prepare} />
      </main>
      <LandingFooter />
      {demo.element}
    </div>
  );
}
