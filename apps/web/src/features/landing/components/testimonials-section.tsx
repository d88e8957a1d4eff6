import type { ParseKeys } from "i18next";
import { Quote, Star } from "lucide-react";
import { useTranslation } from "react-i18next";
import { SectionHeading } from "./section-heading.tsx";

type Testimonial = {
  name: string;
  company: string;
  roleKey: ParseKeys;
  textKey: ParseKeys;
  rating: number;
};

// Marketing content (spec part 1, section 1): people and companies are illustrative, not product data.
// Names and company names are proper nouns and stay the same in every language.
const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: "Sophie Marchand",
    company: "Atlantique Sécurité Services",
    roleKey: "landing.testimonials.marchand.role",
    textKey: "landing.testimonials.marchand.text",
    rating: 5,
  },
  {
    name: "Karim Benali",
    company: "Groupe Provence Gardiennage",
    roleKey: "landing.testimonials.benali.role",
    textKey: "landing.testimonials.benali.text",
    rating: 5,
  },
  {
    name: "Julien Lefèvre",
    company: "Lefèvre Sécurité Incendie",
    roleKey: "landing.testimonials.lefevre.role",
    textKey: "landing.testimonials.lefevre.text",
    rating: 5,
  },
];

export function TestimonialsSection() {
  const { t } = useTranslation();
  return (
    <section
      id="testimonials"
      aria-labelledby="testimonials-title"
      className="scroll-mt-28 px-4 py-20 sm:px-6 md:scroll-mt-20"
    >
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id="testimonials-title"
          title={t("landing.testimonials.title")}
          subtitle={t("landing.testimonials.subtitle")}
        />
        <ul className="grid gap-6 lg:grid-cols-3">
          {TESTIMONIALS.map((item) => (
            <li key={item.name}>
              <figure className="flex h-full flex-col rounded-xl border border-border bg-card p-6 shadow-sm">
                <div className="flex items-center justify-between">
                  <Rating
                    value={item.rating}
                    label={t("landing.testimonials.rating", { rating: item.rating })}
                  />
                  <Quote className="size-7 text-accent-foreground/20" aria-hidden="true" />
                </div>
                <blockquote className="mt-4 flex-1 leading-relaxed text-foreground">
                  <p>{t(item.textKey)}</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3 border-t border-border pt-5">
                  <span
                    aria-hidden="true"
                    className="grid size-11 shrink-0 place-items-center rounded-full bg-navy font-semibold text-white"
                  >
                    {initials(item.name)}
                  </span>
                  <span className="flex flex-col">
                    <span className="font-semibold text-foreground">{item.name}</span>
                    <span className="text-sm text-muted-foreground">
                      {t(item.roleKey)}, {item.company}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** Five stars read out as one sentence ("Note : 5 sur 5") instead of five unnamed images. */
function Rating({ value, label }: { value: number; label: string }) {
  return (
    <div role="img" aria-label={label} className="flex gap-0.5">
      {[1, 2, 3, 4, 5].map((star) => (
        <Star
          key={star}
          aria-hidden="true"
          className={star <= value ? "size-5 fill-amber-400 text-amber-400" : "size-5 text-input"}
        />
      ))}
    </div>
  );
}

function initials(name: string): string {
  return name
    .split(" ")
    .map((part) => part[0] ?? "")
    .join("")
    .slice(0, 2);
}
