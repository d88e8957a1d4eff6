import type { TPayrollJob } from "@hts/domain/payroll/payroll.schemas";
import type { UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { translatePayrollError } from "./payroll-field-error.ts";
import type { TPayrollFormValues } from "./payroll-form-values.ts";
import { PayrollSectionTitle } from "./payroll-section-title.tsx";

const HOURS = ["heures", "heuresNuit", "heuresDimanche", "heuresFerie"] as const;
const HOUR_HINTS = {
  heures: undefined,
  heuresNuit: "payroll.heuresNuitHint",
  heuresDimanche: "payroll.heuresDimancheHint",
  heuresFerie: "payroll.heuresFerieHint",
} as const;

type Props = { form: UseFormReturn<TPayrollFormValues>; job: TPayrollJob | undefined };

/** The hours section: the month's hours by kind, the days worked, and the dogs of a dog handler. */
export function PayrollHoursFields({ form, job }: Props) {
  const { t } = useTranslation();
  const { register, formState } = form;
  const { errors } = formState;
  const err = (message: string | undefined) => translatePayrollError(t, message);

  return (
    <section className="grid gap-3" aria-labelledby="payroll-hours">
      <PayrollSectionTitle id="payroll-hours">{t("payroll.hoursSection")}</PayrollSectionTitle>
      <div className="grid gap-4 sm:grid-cols-2">
        {HOURS.map((name) => {
          const hint = HOUR_HINTS[name];
          return (
            <FormField
              key={name}
              label={t(`payroll.${name}`)}
              description={hint ? t(hint) : undefined}
              error={err(errors[name]?.message)}
            >
              <Input
                type="number"
                inputMode="decimal"
                step="0.01"
                min={0}
                {...register(name, { valueAsNumber: true })}
              />
            </FormField>
          );
        })}
        <FormField label={t("payroll.joursTravailles")} error={err(errors.joursTravailles?.message)}>
          <Input
            type="number"
            inputMode="numeric"
            step="1"
            min={0}
            max={31}
            {...register("joursTravailles", { valueAsNumber: true })}
          />
        </FormField>
        {job?.primes.nbChiens && (
          <FormField label={t("payroll.nbChiens")} error={err(errors.nbChiens?.message)}>
            <Select {...register("nbChiens", { valueAsNumber: true })}>
              {[1, 2, 3].map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </Select>
          </FormField>
        )}
      </div>
    </section>
  );
}
