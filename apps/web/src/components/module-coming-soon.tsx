import { Construction, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { usePageTitle } from "@/lib/use-page-title";

export type ModuleComingSoonProps = {
  /** The screen's real title, already translated (it becomes the page's <h1> and tab title). */
  title: string;
  /** Overrides the standard "not available yet" sentence. */
  description?: string;
  icon?: LucideIcon;
  /** Optional actions under the message (a link back, for instance). */
  children?: ReactNode;
};

/**
 * The honest state for a screen that is not built yet: its title and a clear message, never sample data.
 */
export function ModuleComingSoon({
  title,
  description,
  icon: Icon = Construction,
  children,
}: ModuleComingSoonProps) {
  const { t } = useTranslation();
  usePageTitle(title);

  return (
    <section aria-labelledby="module-title" className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <h1 id="module-title" className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl">
        {title}
      </h1>
      <div className="flex flex-col items-center gap-4 rounded-lg border border-dashed border-input bg-muted/60 px-6 py-14 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-accent text-primary">
          <Icon className="size-7" aria-hidden="true" />
        </span>
        <h2 className="text-lg font-semibold text-foreground">{t("modules.comingSoonTitle")}</h2>
        <p className="max-w-md text-sm text-muted-foreground">
          {description ?? t("modules.comingSoonDescription")}
        </p>
        {children}
      </div>
    </section>
  );
}
