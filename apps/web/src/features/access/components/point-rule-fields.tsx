import { useTranslation } from "react-i18next";
import { FormField } from "@/components/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { useBadges } from "../api/access-api.ts";
import { DAYS, type PointForm } from "../lib/use-point-form.ts";

/** The access point's rule: departments, badges, week days and hours allowed through. */
export function PointRuleFields({
  id,
  form,
}: {
  id: string;
  form: Pick<PointForm, "state" | "set" | "errors">;
}) {
  const { t } = useTranslation();
  const badges = useBadges("");
  const { state, set, errors } = form;

  return (
    <fieldset className="grid gap-3 rounded-md border border-border p-3">
      <legend className="px-1 text-sm font-semibold">{t("access.pointForm.ruleTitle")}</legend>
      <FormField
        id={`${id}-departments`}
        label={t("access.pointForm.departments")}
        hint={t("access.pointForm.departmentsHint")}
        error={errors.departments}
      >
        <Input
          id={`${id}-departments`}
          value={state.departments}
          onChange={(e) => set("departments", e.target.value)}
        />
      </FormField>
      <FormField id={`${id}-badges`} label={t("access.pointForm.badges")}>
        <Select
          id={`${id}-badges`}
          multiple
          className="h-28"
          value={state.badgeIds}
          onChange={(e) =>
            set(
              "badgeIds",
              [...e.target.selectedOptions].map((o) => o.value),
            )
          }
        >
          {badges.data?.map((b) => (
            <option key={b.id} value={b.id}>
              {b.badgeId} — {b.holder}
            </option>
          ))}
        </Select>
      </FormField>
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium">{t("access.pointForm.days")}</legend>
        <div className="flex flex-wrap gap-2">
          {DAYS.map((day) => (
            <label
              key={day}
              className="flex items-center gap-1.5 rounded border border-input px-2 py-1 text-sm"
            >
              <input
                type="checkbox"
                checked={state.days.includes(day)}
                onChange={(e) =>
                  set(
                    "days",
                    e.target.checked ? [...state.days, day].sort() : state.days.filter((d) => d !== day),
                  )
                }
              />
              {t(`access.days.${day}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid grid-cols-2 gap-3">
        <FormField id={`${id}-from`} label={t("access.pointForm.from")} error={errors.from}>
          <Input
            id={`${id}-from`}
            type="time"
            value={state.from}
            onChange={(e) => set("from", e.target.value)}
          />
        </FormField>
        <FormField id={`${id}-to`} label={t("access.pointForm.to")} error={errors.to}>
          <Input id={`${id}-to`} type="time" value={state.to} onChange={(e) => set("to", e.target.value)} />
        </FormField>
      </div>
      <p className="text-xs text-muted-foreground">{t("access.pointForm.hoursHint")}</p>
    </fieldset>
  );
}
