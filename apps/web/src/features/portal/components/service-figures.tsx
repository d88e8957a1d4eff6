import type { TPortalService } from "@hts/domain";
import { useTranslation } from "react-i18next";
import { Card, CardContent } from "@/components/ui/card";
import { formatPercent } from "@/lib/format-number";
import { hours } from "../lib/period.ts";

/** The month's figures in five tiles: planned, clocked, fulfilment, late clock-ins, uncovered posts. */
export function ServiceFigures({ totals }: { totals: TPortalService["totals"] }) {
  const { t, i18n } = useTranslation();
  const tiles = [
    { key: "planned", value: `${hours(totals.plannedMinutes, i18n.language)} h` },
    { key: "worked", value: `${hours(totals.workedMinutes, i18n.language)} h` },
    {
      key: "fulfilment",
      value: totals.fulfilment === null ? "—" : formatPercent(totals.fulfilment, i18n.language),
    },
    { key: "late", value: String(totals.lateClockIns) },
    { key: "uncovered", value: String(totals.uncoveredPosts) },
  ] as const;
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {tiles.map((tile) => (
        <Card key={tile.key}>
          <CardContent className="p-4">
            <dl>
              <dt className="text-sm text-muted-foreground">{t(`portal.figures.${tile.key}`)}</dt>
              <dd className="mt-1 text-2xl font-semibold text-foreground">{tile.value}</dd>
            </dl>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
