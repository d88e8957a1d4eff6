import { ArrowRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";

export type CtaSectionProps = {
  onRequestDemo: () => void;
  onPrepareDemo: () => void;
};

export function CtaSection({ onRequestDemo, onPrepareDemo }: CtaSectionProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="cta-title" className="px-4 py-20 sm:px-6">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-6 rounded-2xl bg-navy bg-[radial-gradient(ellipse_at_bottom_left,rgba(37,99,235,0.35),transparent_60%)] px-6 py-14 text-center sm:px-12">
        <h2 id="cta-title" className="max-w-2xl text-3xl font-bold tracking-tight text-white sm:text-4xl">
          {t("landing.cta.title")}
        </h2>
        <p className="max-w-xl text-lg text-navy-muted">{t("landing.cta.text")}</p>
        <div className="flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
          <Button asChild size="lg">
            <Link to="/register-company">
              {t("landing.cta.tryFree")}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button
            size="lg"
            variant="outline"
            className="border-navy-muted/60 bg-transparent text-white hover:bg-navy-light hover:text-white"
            onClick={onRequestDemo}
            onPointerEnter={onPrepareDemo}
            onFocus={onPrepareDemo}
          >
            {t("landing.cta.demo")}
          </Button>
        </div>
      </div>
    </section>
  );
}
