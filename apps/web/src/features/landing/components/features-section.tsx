import { useTranslation } from "react-i18next";
import { LANDING_MODULES } from "./landing-modules.ts";
import { SectionHeading } from "./section-heading.tsx";

export function FeaturesSection() {
  const { t } = useTranslation();
  return (
    <section
      id="features"
      aria-labelledby="features-title"
      className="scroll-mt-28 px-4 py-20 sm:px-6 md:scroll-mt-20"
    >
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id="features-title"
          title={t("landing.features.title")}
          subtitle={t("landing.features.subtitle")}
        />
        {/* Six columns, two per card: the last row's two cards sit centred under the first three. */}
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-6">
          {LANDING_MODULES.map((module) => (
            <li
              key={module.id}
              className="group rounded-xl border border-border bg-card p-6 shadow-sm transition-shadow hover:shadow-md lg:col-span-2 lg:nth-4:col-start-2"
            >
              <span className="mb-5 grid size-12 place-items-center rounded-lg bg-accent text-primary transition-colors group-hover:bg-primary group-hover:text-white">
                <module.icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="text-lg font-semibold text-foreground">{t(module.titleKey)}</h3>
              <p className="mt-2 leading-relaxed text-muted-foreground">{t(module.descriptionKey)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
