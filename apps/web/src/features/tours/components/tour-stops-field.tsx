import type { TCheckpoint } from "@hts/domain";
import { useTranslation } from "react-i18next";
import { Input } from "@/components/ui/input";

/** The checkpoints of a tour, ticked in the site's order, each with its window from the tour's start. */
export function TourStopsField({
  checkpoints,
  stops,
  onChange,
}: {
  checkpoints: readonly TCheckpoint[];
  stops: Record<string, string>;
  onChange: (stops: Record<string, string>) => void;
}) {
  const { t } = useTranslation();
  const toggle = (id: string, on: boolean) => {
    const next = { ...stops };
    if (on) next[id] = "";
    else delete next[id];
    onChange(next);
  };
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">{t("tours.tourForm.stops")}</legend>
      {checkpoints.length === 0 && (
        <p className="text-sm text-muted-foreground">{t("tours.tourForm.noCheckpoints")}</p>
      )}
      {checkpoints.map((checkpoint) => (
        <div key={checkpoint.id} className="flex items-center gap-2">
          <label className="flex flex-1 items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4"
              checked={checkpoint.id in stops}
              onChange={(e) => toggle(checkpoint.id, e.target.checked)}
            />
            {checkpoint.name}
          </label>
          {checkpoint.id in stops && (
            <Input
              type="number"
              min={1}
              className="w-24"
              aria-label={t("tours.tourForm.window", { name: checkpoint.name })}
              value={stops[checkpoint.id]}
              onChange={(e) => onChange({ ...stops, [checkpoint.id]: e.target.value })}
            />
          )}
        </div>
      ))}
    </fieldset>
  );
}
