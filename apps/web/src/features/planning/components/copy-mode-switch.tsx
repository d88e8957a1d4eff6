import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";
import type { CopyMode } from "../lib/batch-bodies.ts";

const MODES: CopyMode[] = ["week", "day", "repeat"];

/** 'Semaine' / 'Jour' / 'Répéter': toggle buttons choosing what the copy dialog copies. */
export function CopyModeSwitch({ mode, onChange }: { mode: CopyMode; onChange(mode: CopyMode): void }) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-wrap gap-1 rounded-md bg-muted p-1">
      <legend className="sr-only">{t("planningAdvanced.batch.mode")}</legend>
      {MODES.map((value) => (
        <button
          key={value}
          type="button"
          aria-pressed={mode === value}
          onClick={() => onChange(value)}
          className={cn(
            "flex-1 rounded-sm px-3 py-1.5 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
            mode === value && "bg-background text-foreground shadow-sm",
          )}
        >
          {t(`planningAdvanced.batch.modes.${value}`)}
        </button>
      ))}
    </fieldset>
  );
}
