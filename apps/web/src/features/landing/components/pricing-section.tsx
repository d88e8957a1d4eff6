import type { ParseKeys } from "i18next";
import { Check } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { SectionHeading } from "./section-heading.tsx";

type Plan = {
  id: "starter" | "professional" | "enterprise";
  /** Product names, the same in every language. */
  name: string;
  /** Null for the custom-priced Enterprise plan. */
  price: string | null;
  popular: boolean;
  descriptionKey: ParseKeys;
  featureKeys: readonly ParseKeys[];
};

// Prices and limits exactly as the spec states them (part 1, section 9).
const PLANS: readonly Plan[] = [
  {
    id: "starter",
    name: "Starter",
    price: "€99",
    popular: false,
    descriptionKey: "landing.pricing.starter.description",
    featureKeys: [
      "landing.pricing.starter.sites",
      "landing.pricing.starter.agents",
      "landing.pricing.starter.cameras",
      "landing.pricing.starter.reports",
      "landing.pricing.starter.support",
    ],
  },
  {
    id: "professional",
    name: "Professional",
    price: "€299",
    popular: true,
    descriptionKey: "landing.pricing.professional.description",
    featureKeys: [
      "landing.pricing.professional.sites",
      "landing.pricing.professional.agents",
      "landing.pricing.professional.cameras",
      "landing.pricing.professional.reports",
      "landing.pricing.professional.support",
      "landing.pricing.professional.api",
    ],
  },
  {
    id: "enterprise",
    name: "Enterprise",
    price: null,
    popular: false,
    descriptionKey: "landing.pricing.enterprise.description",
    featureKeys: [
      "landing.pricing.enterprise.unlimited",
      "landing.pricing.enterprise.reports",
      "landing.pricing.enterprise.support",
      "landing.pricing.enterprise.training",
      "landing.pricing.enterprise.integrations",
    ],
  },
];

export type PricingSectionProps = {
  /** Every plan button opens the demo-request modal (spec part 1, section 2). */
  onRequestDemo: () => void;
  /** Called on hover or focus, to fetch the modal's code before the click. */
  onPrepareDemo: () => void;
};

export function PricingSection({ onRequestDemo, onPrepareDemo }: PricingSectionProps) {
  const { t } = useTranslation();
  return (
    <section
      id="pricing"
      aria-labelledby="pricing-title"
      className="scroll-mt-28 bg-muted px-4 py-20 sm:px-6 md:scroll-mt-20"
    >
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id="pricing-title"
          title={t("landing.pricing.title")}
          subtitle={t("landing.pricing.subtitle")}
        />
        <ul className="grid items-stretch gap-6 lg:grid-cols-3">
          {PLANS.map((plan) => (
            <li
              key={plan.id}
              data-plan={plan.id}
              className={cn(
                "relative flex flex-col rounded-2xl border bg-card p-7 shadow-sm",
                plan.popular
                  ? "border-primary shadow-xl ring-1 ring-primary lg:-my-3 lg:py-10"
                  : "border-border",
              )}
            >
              {plan.popular && (
                <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-primary px-3.5 py-1 text-xs font-semibold whitespace-nowrap text-primary-foreground shadow">
                  {t("landing.pricing.popular")}
                </p>
              )}
              <h3 id={`plan-${plan.id}`} className="text-xl font-semibold text-foreground">
                {plan.name}
              </h3>
              <p className="mt-1 text-sm text-muted-foreground">{t(plan.descriptionKey)}</p>
              <p className="mt-6 flex items-baseline gap-1">
                <span className="text-4xl font-bold tracking-tight text-foreground">
                  {plan.price ?? t("landing.pricing.custom")}
                </span>
                {plan.price && <span className="text-muted-foreground">{t("landing.pricing.perMonth")}</span>}
              </p>
              <ul className="mt-6 mb-8 grid flex-1 content-start gap-3">
                {plan.featureKeys.map((key) => (
                  <li key={key} className="flex items-start gap-2.5 text-foreground">
                    <Check className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                    {t(key)}
                  </li>
                ))}
              </ul>
              <Button
                size="lg"
                variant={plan.popular ? "default" : "outline"}
                className="w-full"
                aria-describedby={`plan-${plan.id}`}
                onClick={onRequestDemo}
                onPointerEnter={onPrepareDemo}
                onFocus={onPrepareDemo}
              >
                {plan.id === "enterprise" ? t("landing.pricing.contactUs") : t("landing.pricing.start")}
              </Button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
