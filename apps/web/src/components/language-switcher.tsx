import { Languages } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { isLanguage, LANGUAGES, setLanguage } from "@/i18n/i18n";
import { cn } from "@/lib/cn";

export type LanguageSwitcherProps = {
  className?: string;
  /** "dark" for navy surfaces (header, landing hero). */
  tone?: "light" | "dark";
};

/** FR / EN / ES picker; the choice is kept in localStorage under `lang`. */
export function LanguageSwitcher({ className, tone = "light" }: LanguageSwitcherProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const current = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : "fr";

  return (
    <div className={cn("relative inline-flex items-center", className)}>
      <label htmlFor={id} className="sr-only">
        {t("common.language")}
      </label>
      <Languages
        aria-hidden="true"
        className={cn(
          "pointer-events-none absolute left-2 size-4",
          tone === "dark" ? "text-navy-muted" : "text-muted-foreground",
        )}
      />
      <select
        id={id}
        value={current}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void setLanguage(event.target.value);
        }}
        className={cn(
          "h-9 cursor-pointer appearance-none rounded-md border py-1 pr-2 pl-8 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
          tone === "dark"
            ? "border-navy-light bg-navy text-navy-foreground hover:bg-navy-light"
            : "border-input bg-background text-foreground hover:bg-muted",
        )}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {language.toUpperCase()} - {t(`common.languages.${language}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
