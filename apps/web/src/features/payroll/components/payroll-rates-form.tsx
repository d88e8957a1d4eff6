import type { TPayrollSettings } from "@hts/domain/payroll/payroll.schemas";
import type { ParseKeys } from "i18next";
import { Loader2, Save } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast-store";
import { isApiError } from "@/lib/api-error";
import { useSavePayrollSettings } from "../api/payroll-settings-versions.ts";
import { parseMonth, periodLabel } from "./payroll-format.ts";

import { FIELDS, fromForm, GROUPS, pathErrors, toForm } from "./payroll-rates-model.ts";

export function RatesForm({
  initial,
  canEdit,
  viewMonth,
  onSaved,
}: {
  initial: TPayrollSettings;
  canEdit: boolean;
  viewMonth: string;
  onSaved: (month: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const save = useSavePayrollSettings();
  const [values, setValues] = useState(() => toForm(initial));
  const [effectiveFrom, setEffectiveFrom] = useState(viewMonth);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const id = (path: string) => `rate-${path.replace(".", "-")}`;
  const month = parseMonth(effectiveFrom);
  return (
    <form
      noValidate
      aria-label={t("payroll.rates.formLabel")}
      onSubmit={async (e) => {
        e.preventDefault();
        setErrors({});
        try {
          await save.mutateAsync({ ...(fromForm(values) as TPayrollSettings), effectiveFrom });
          onSaved(effectiveFrom);
          toast({
            title: t("payroll.rates.saved"),
            description: month
              ? t("payroll.rates.savedFrom", { month: periodLabel(month, i18n.language) })
              : undefined,
            variant: "success",
          });
        } catch (error) {
          // Percentages are typed as percentages here; the server's message speaks of fractions.
          const found = pathErrors(error);
          for (const { path, kind } of FIELDS) {
            if (kind === "percent" && found[path]) {
              found[path] = t("payroll.rates.percentError", { max: path === "tauxCotisations" ? 100 : 1000 });
            }
          }
          setErrors(found);
          toast({
            title: t("payroll.importErrorTitle"),
            description: isApiError(error) && error.message ? error.message : t("payroll.rates.saveError"),
            variant: "destructive",
          });
        }
      }}
    >
      <fieldset disabled={!canEdit} className="grid gap-6">
        {GROUPS.map((group) => (
          <section key={group.key} aria-labelledby={`rates-${group.key}`} className="grid gap-3">
            <h2 id={`rates-${group.key}`} className="text-base font-semibold">
              {t(`payroll.rates.groups.${group.key}` as ParseKeys)}
            </h2>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {group.fields.map(({ path, kind }) => (
                <FormField
                  key={path}
                  id={id(path)}
                  label={t(`payroll.rates.fields.${path.replace(".", "_")}` as ParseKeys)}
                  hint={t(`payroll.rates.units.${kind}`)}
                  error={errors[path]}
                >
                  <Input
                    id={id(path)}
                    inputMode="decimal"
                    value={values[path] ?? ""}
                    aria-invalid={errors[path] ? true : undefined}
                    aria-describedby={errors[path] ? `${id(path)}-error` : undefined}
                    onChange={(e) => setValues((v) => ({ ...v, [path]: e.target.value }))}
                  />
                </FormField>
              ))}
            </div>
          </section>
        ))}
        {canEdit && (
          <div className="grid gap-3 rounded-md border bg-muted/40 p-4 sm:grid-cols-[14rem_auto] sm:items-end">
            <FormField
              id="rates-effective-from"
              label={t("payroll.rates.effectiveFrom")}
              error={errors.effectiveFrom}
            >
              <Input
                id="rates-effective-from"
                type="month"
                required
                value={effectiveFrom}
                onChange={(e) => setEffectiveFrom(e.target.value)}
              />
            </FormField>
            <div className="flex flex-col gap-2">
              <p className="text-xs text-muted-foreground">{t("payroll.rates.effectiveFromHint")}</p>
              <Button type="submit" disabled={save.isPending || !month} className="w-full sm:w-fit">
                {save.isPending ? (
                  <Loader2 className="animate-spin" aria-hidden="true" />
                ) : (
                  <Save aria-hidden="true" />
                )}
                {save.isPending ? t("payroll.rates.saving") : t("payroll.rates.save")}
              </Button>
            </div>
          </div>
        )}
      </fieldset>
    </form>
  );
}
