import { Globe, Mail, Phone } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";
import { COMPANY, SUPPORT_PHONES } from "@/lib/contact";

/** Support phones for four countries, the support e-mail and the website (spec, login screen). */
export function SupportBlock({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="support-title" className={cn("grid gap-3 text-sm", className)}>
      <h2 id="support-title" className="font-semibold text-white">
        {t("auth.supportTitle")}
      </h2>
      <ul aria-label={t("auth.supportPhones")} className="grid grid-cols-1 gap-1.5 sm:grid-cols-2">
        {SUPPORT_PHONES.map((line) => (
          <li key={line.country}>
            <a
              href={`tel:${line.tel}`}
              className="inline-flex items-center gap-2 rounded-sm text-navy-foreground hover:text-white hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-accent"
            >
              <Phone className="size-3.5 shrink-0 text-brand-accent" aria-hidden="true" />
              <abbr title={t(`auth.countries.${line.country}`)} className="w-6 font-semibold no-underline">
                {line.country}
              </abbr>
              <span className="tabular-nums">{line.display}</span>
            </a>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-x-5 gap-y-1.5">
        <a
          href={`mailto:${COMPANY.supportEmail}`}
          className="inline-flex items-center gap-2 rounded-sm text-navy-foreground hover:text-white hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-accent"
        >
          <Mail className="size-3.5 shrink-0 text-brand-accent" aria-hidden="true" />
          <span className="sr-only">{t("auth.supportEmail")} : </span>
          {COMPANY.supportEmail}
        </a>
        <a
          href={COMPANY.website}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-2 rounded-sm text-navy-foreground hover:text-white hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-accent"
        >
          <Globe className="size-3.5 shrink-0 text-brand-accent" aria-hidden="true" />
          <span className="sr-only">{t("auth.website")} : </span>
          {COMPANY.websiteLabel}
        </a>
      </div>
    </section>
  );
}
