import type { ParseKeys } from "i18next";
import { CircleCheck } from "lucide-react";
import { useTranslation } from "react-i18next";

// The spec's benefits list, in its order.
const BENEFITS: readonly ParseKeys[] = [
  "landing.benefits.adaptable",
  "landing.benefits.intuitive",
  "landing.benefits.multiSite",
  "landing.benefits.realtime",
  "landing.benefits.setup",
  "landing.benefits.training",
  "landing.benefits.updates",
];

export function BenefitsSection() {
  const { t } = useTranslation();
  return (
    <section
      id="benefits"
      aria-labelledby="benefits-title"
      className="scroll-mt-28 bg-muted px-4 py-20 sm:px-6 md:scroll-mt-20"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <div>
          <h2 id="benefits-title" className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">
            {t("landing.benefits.title")}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-muted-foreground">
            {t("landing.benefits.subtitle")}
          </p>
        </div>
        <ul className="grid gap-3 sm:grid-cols-2">
          {BENEFITS.map((key) => (
            <li
              key={key}
              className="flex items-center gap-3 rounded-lg border border-border bg-background px-4 py-3.5 font-medium text-foreground shadow-xs"
            >
              <CircleCheck className="size-5 shrink-0 text-success" aria-hidden="true" />
              {t(key)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
