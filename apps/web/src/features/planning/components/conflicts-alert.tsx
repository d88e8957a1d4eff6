import type { TConflict } from "@hts/domain";
import { AlertTriangle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card } from "@/components/ui/card";
import { splitOverflow } from "../lib/overflow.ts";
import { ConflictItem } from "./conflict-item.tsx";

// Spec part 2, section 9: the conflicts alert shows 5.
const SHOWN = 5;

/** The detector's conflicts for the week: the first five, then '+N autres conflits...'. */
export function ConflictsAlert({ conflicts }: { conflicts: TConflict[] }) {
  const { t } = useTranslation();
  if (conflicts.length === 0) return null;
  const { visible, hidden } = splitOverflow({ items: conflicts, max: SHOWN });
  return (
    <Card
      className="border-red-200 p-4"
      role="region"
      aria-labelledby="pro-conflicts-title"
      data-testid="pro-conflicts"
    >
      <h2 id="pro-conflicts-title" className="flex items-center gap-2 text-base font-semibold text-red-800">
        <AlertTriangle className="size-5" aria-hidden="true" />
        {t("planningPro.conflictsAlert.title", { count: conflicts.length })}
      </h2>
      <ul className="mt-3 grid gap-2 lg:grid-cols-2">
        {visible.map((conflict) => (
          <li key={conflict.id}>
            <ConflictItem conflict={conflict} />
          </li>
        ))}
      </ul>
      {hidden > 0 && (
        <p className="mt-2 text-sm font-medium text-red-800">
          {t("planningPro.conflictsAlert.more", { count: hidden })}
        </p>
      )}
    </Card>
  );
}
