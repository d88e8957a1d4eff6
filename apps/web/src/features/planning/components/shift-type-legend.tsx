import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";
import { LEGEND_SHIFT_TYPES, shiftTypeStyle } from "../lib/shift-style.ts";

/** The colour of each planning shift type (spec part 2, section 4). */
export function ShiftTypeLegend({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={cn("flex flex-wrap items-center gap-x-4 gap-y-1 text-sm", className)}>
      <span className="font-medium text-muted-foreground">{t("planningAdvanced.legend")}</span>
      <ul className="flex flex-wrap gap-x-4 gap-y-1">
        {LEGEND_SHIFT_TYPES.map((type) => (
          <li key={type} className="flex items-center gap-1.5">
            <span aria-hidden="true" className={cn("size-3 rounded-sm", shiftTypeStyle(type).dot)} />
            {t(`planningAdvanced.shiftTypes.${type}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}
