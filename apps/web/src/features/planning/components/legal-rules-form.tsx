import { PLANNING_RULE_PRESETS, presetOf, type TPlanningRules, withPreset } from "@hts/domain";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast-store";
import { useSavePlanningRules } from "../api/planning-rules-api.ts";

/** The thresholds a planner changes most; the others keep their values when saving. */
const FIELDS = [
  "maxShiftWorkHours",
  "maxAverageWeeklyHours",
  "maxNightDailyHours",
  "maxNightAverageWeeklyHours",
  "minRestHours",
  "maxWeeklyHours",
  "maxConsecutiveDays",
] as const;

/** The company's legal rule set: IDCC 1351 or Code du travail in one click, each threshold editable. */
export function LegalRulesForm({ initial, canWrite }: { initial: TPlanningRules; canWrite: boolean }) {
  const { t } = useTranslation();
  const [rules, setRules] = useState(initial);
  const save = useSavePlanningRules();
  const preset = presetOf(rules);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      setRules(await save.mutateAsync(rules));
      toast({ title: t("planningAdvanced.rules.saved"), variant: "success" });
    } catch (failure) {
      toast({
        title: failure instanceof Error ? failure.message : t("planningAdvanced.rules.saveError"),
        variant: "destructive",
      });
    }
  };

  return (
    <form noValidate onSubmit={submit} aria-busy={save.isPending} className="grid gap-4">
      <p role="status" className="text-sm">
        {t("planningAdvanced.rules.current", {
          name: preset ? t(`planningAdvanced.rules.presets.${preset}`) : t("planningAdvanced.rules.custom"),
        })}
      </p>
      {canWrite && (
        <div className="flex flex-wrap gap-2">
          {(Object.keys(PLANNING_RULE_PRESETS) as (keyof typeof PLANNING_RULE_PRESETS)[]).map((name) => (
            <Button
              key={name}
              type="button"
              variant="outline"
              aria-pressed={preset === name}
              onClick={() => setRules((r) => withPreset(r, name))}
            >
              {t("planningAdvanced.rules.apply", { name: t(`planningAdvanced.rules.presets.${name}`) })}
            </Button>
          ))}
        </div>
      )}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <FormField key={field} label={t(`planningAdvanced.rules.fields.${field}`)}>
            <Input
              type="number"
              min={1}
              step={field === "maxConsecutiveDays" ? 1 : 0.5}
              value={rules[field]}
              disabled={!canWrite}
              onChange={(e) => setRules((r) => ({ ...r, [field]: e.target.valueAsNumber }))}
            />
          </FormField>
        ))}
      </div>
      {canWrite && (
        <Button type="submit" className="w-fit" disabled={save.isPending}>
          {t("planningAdvanced.rules.save")}
        </Button>
      )}
    </form>
  );
}
