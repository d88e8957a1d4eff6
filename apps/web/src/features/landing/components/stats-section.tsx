import type { ParseKeys } from "i18next";
import { useTranslation } from "react-i18next";

// Marketing figures from the spec (part 1, section 9), identical in every language.
const STATS: readonly { value: string; labelKey: ParseKeys }[] = [
  { value: "1000+", labelKey: "landing.stats.sites" },
  { value: "5000+", labelKey: "landing.stats.agents" },
  { value: "99.9%", labelKey: "landing.stats.uptime" },
  { value: "24/7", labelKey: "landing.stats.support" },
];

export function StatsSection() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="stats-title" className="relative z-10 -mt-16 px-4 sm:px-6 lg:-mt-20">
      <h2 id="stats-title" className="sr-only">
        {t("landing.stats.title")}
      </h2>
      <dl className="mx-auto grid max-w-6xl grid-cols-2 overflow-hidden rounded-2xl border border-border bg-background shadow-xl md:grid-cols-4">
        {STATS.map((stat) => (
          <div
            key={stat.value}
            className="flex flex-col-reverse items-center gap-1 border-border px-4 py-7 text-center not-last:border-r max-md:nth-2:border-r-0 max-md:nth-[-n+2]:border-b"
          >
            <dt className="text-sm font-medium text-muted-foreground sm:text-base">{t(stat.labelKey)}</dt>
            <dd className="text-3xl font-bold tracking-tight text-primary sm:text-4xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
