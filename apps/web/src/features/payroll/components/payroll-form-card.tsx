import type { TPayrollJob, TPayrollSettings } from "@hts/domain/payroll/payroll.schemas";
import { Calculator, Loader2 } from "lucide-react";
import type { UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Select } from "@/components/ui/select";
import { PayrollBonusFields } from "./payroll-bonus-fields.tsx";
import { translatePayrollError } from "./payroll-field-error.ts";
import type { TPayrollFormValues } from "./payroll-form-values.ts";
import { formatRate } from "./payroll-format.ts";
import { PayrollHoursFields } from "./payroll-hours-fields.tsx";

type Props = {
  form: UseFormReturn<TPayrollFormValues>;
  jobs: TPayrollJob[] | undefined;
  settings: TPayrollSettings | undefined;
  settingsError: boolean;
  onCalculate: () => void;
};

/** The spec's form: job, hours, bonuses that apply to the job, dogs for a dog handler, days, allowances. */
export function PayrollFormCard({ form, jobs, settings, settingsError, onCalculate }: Props) {
  const { t, i18n } = useTranslation();
  const { register, control, watch, formState } = form;
  const { errors } = formState;
  const err = (message: string | undefined) => translatePayrollError(t, message);
  const job = jobs?.find((j) => j.code === watch("poste"));
  const rate = job && settings ? settings.tauxHoraires[String(job.coefficient) as "140"] : undefined;

  return (
    <Card>
      <CardHeader className="pb-4">
        <h2 className="text-lg font-semibold">{t("payroll.formTitle")}</h2>
      </CardHeader>
      <CardContent>
        <form
          className="grid gap-6"
          noValidate
          aria-label={t("payroll.formTitle")}
          onSubmit={(event) => {
            event.preventDefault();
            onCalculate();
          }}
        >
          <FormField
            label={t("payroll.job")}
            required
            error={err(errors.poste?.message)}
            description={
              job && rate !== undefined
                ? t("payroll.coefficientRate", {
                    coefficient: job.coefficient,
                    rate: formatRate(rate, i18n.language),
                  })
                : undefined
            }
          >
            <Select {...register("poste")} disabled={!jobs}>
              <option value="">{jobs ? t("payroll.jobPlaceholder") : t("payroll.jobsLoading")}</option>
              {jobs?.map((j) => (
                <option key={j.code} value={j.code}>
                  {j.label} ({j.coefficient})
                </option>
              ))}
            </Select>
          </FormField>

          <PayrollHoursFields form={form} job={job} />
          <PayrollBonusFields control={control} job={job} settings={settings} />

          <div className="grid gap-2">
            <Button
              type="submit"
              size="lg"
              className="w-full font-semibold tracking-wide"
              disabled={!settings}
            >
              {settings ? (
                <Calculator aria-hidden="true" />
              ) : (
                <Loader2 className="animate-spin" aria-hidden="true" />
              )}
              {t("payroll.calculate")}
            </Button>
            {!settings && (
              <p className="text-center text-xs text-muted-foreground" role="status">
                {settingsError ? t("payroll.settingsError") : t("payroll.settingsLoading")}
              </p>
            )}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
