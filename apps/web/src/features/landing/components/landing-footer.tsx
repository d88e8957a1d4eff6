import { Globe, Mail, Phone } from "lucide-react";
import { useTranslation } from "react-i18next";
import { COMPANY, SUPPORT_PHONES } from "@/lib/contact";
import { BrandMark } from "./brand-mark.tsx";

const PRODUCT_LINKS = [
  { href: "#features", key: "landing.nav.features" },
  { href: "#benefits", key: "landing.nav.benefits" },
  { href: "#testimonials", key: "landing.nav.testimonials" },
  { href: "#pricing", key: "landing.nav.pricing" },
] as const;

const linkClass =
  "rounded-sm text-navy-foreground transition-colors hover:text-white hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-accent";

export function LandingFooter() {
  const { t } = useTranslation();
  return (
    <footer id="contact" className="scroll-mt-28 bg-navy text-navy-foreground md:scroll-mt-20">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1.2fr_1.2fr]">
        <div className="flex flex-col gap-4">
          <BrandMark />
          <p className="max-w-xs text-sm leading-relaxed text-navy-muted">{t("landing.footer.about")}</p>
          <p className="text-sm text-navy-muted" data-testid="company-registration">
            {COMPANY.registration}
          </p>
        </div>
        <nav aria-labelledby="footer-product">
          <h2 id="footer-product" className="mb-4 text-sm font-semibold tracking-wide text-white uppercase">
            {t("landing.footer.product")}
          </h2>
          <ul className="grid gap-2.5 text-sm">
            {PRODUCT_LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href} className={linkClass}>
                  {t(link.key)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="mb-4 text-sm font-semibold tracking-wide text-white uppercase">
            {t("landing.footer.phones")}
          </h2>
          <ul className="grid gap-2.5 text-sm" data-testid="support-phones">
            {SUPPORT_PHONES.map((phone) => (
              <li key={phone.country} className="flex items-center gap-2">
                <Phone className="size-4 shrink-0 text-brand-accent" aria-hidden="true" />
                <span className="w-7 font-semibold text-white">{phone.country}</span>
                <a href={`tel:${phone.tel}`} className={linkClass}>
                  {phone.display}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="mb-4 text-sm font-semibold tracking-wide text-white uppercase">
            {t("landing.footer.contact")}
          </h2>
          <ul className="grid gap-2.5 text-sm">
            <li className="flex items-center gap-2">
              <Mail className="size-4 shrink-0 text-brand-accent" aria-hidden="true" />
              <a href={`mailto:${COMPANY.supportEmail}`} className={linkClass}>
                {COMPANY.supportEmail}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Globe className="size-4 shrink-0 text-brand-accent" aria-hidden="true" />
              <a href={COMPANY.website} title={t("landing.footer.website")} className={linkClass}>
                {COMPANY.websiteLabel}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-6xl px-4 py-6 text-center text-sm text-navy-muted sm:px-6">
          {t("landing.footer.copyright")}
        </p>
      </div>
    </footer>
  );
}
