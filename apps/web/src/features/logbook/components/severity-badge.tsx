import type { TLogbookSeverity } from "@hts/domain";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";

const TONE: Record<TLogbookSeverity, string> = {
  info: "bg-muted text-foreground",
  faible: "bg-sky-100 text-sky-900",
  moyen: "bg-amber-100 text-amber-900",
  important: "bg-orange-200 text-orange-950",
  critique: "bg-red-700 text-white",
};

export function SeverityBadge({ severity }: { severity: TLogbookSeverity }) {
  const { t } = useTranslation();
  return (
    <span className={cn("rounded px-2 py-0.5 text-xs font-semibold", TONE[severity])}>
      {t(`logbook.severities.${severity}`)}
    </span>
  );
}
