import type { TAlarmSeverity } from "@hts/domain";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";

// Spec part 1, section 3: critique red, important orange, moyen yellow, faible blue, otherwise grey.
// The -800 text on -100 backgrounds keeps a contrast ratio above 4.5:1 (WCAG AA).
const COLOURS: Record<TAlarmSeverity, string> = {
  critique: "bg-red-100 text-red-800 border-red-200",
  important: "bg-orange-100 text-orange-800 border-orange-200",
  moyen: "bg-yellow-100 text-yellow-800 border-yellow-200",
  faible: "bg-blue-100 text-blue-800 border-blue-200",
};

export function SeverityBadge({ severity, className }: { severity: string; className?: string }) {
  const { t } = useTranslation();
  const known = severity in COLOURS ? (severity as TAlarmSeverity) : null;
  return (
    <span
      data-severity={severity}
      className={cn(
        "inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap",
        known ? COLOURS[known] : "border-slate-200 bg-slate-100 text-slate-800",
        className,
      )}
    >
      {known ? t(`severity.${known}`) : severity}
    </span>
  );
}
