import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";

/** A list of small rows with add and remove buttons, each control named with its row number. */
export function ProfileRows<T>({
  legend,
  addLabel,
  rows,
  onChange,
  empty,
  render,
}: {
  legend: string;
  addLabel: string;
  rows: T[];
  onChange: (rows: T[]) => void;
  empty: T;
  render: (row: T, update: (row: T) => void, n: number) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="grid gap-1">
      <legend className="text-sm font-medium">{legend}</legend>
      {rows.map((row, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; the list is edited in place.
        <div key={i} className="flex flex-wrap items-center gap-2">
          {render(row, (next) => onChange(rows.map((r, j) => (j === i ? next : r))), i + 1)}
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => onChange(rows.filter((_, j) => j !== i))}
          >
            {t("coverage.profile.remove", { n: i + 1 })}
          </Button>
        </div>
      ))}
      <div>
        <Button type="button" variant="outline" size="sm" onClick={() => onChange([...rows, empty])}>
          {addLabel}
        </Button>
      </div>
    </fieldset>
  );
}
