import type { TPayrollJob, TPayrollSettings } from "@hts/domain/payroll/payroll.schemas";
import { Calculator, Loader2 } from "lucide-react";
import type { UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { PayrollCheckbox } from "./payroll-checkbox.tsx";
import { translatePayrollError } from "./payroll-field-error.ts";
import type { TPayrollFormValues } from "./payroll-form-values.ts";
import { formatEuros, formatRate } from "./payroll-format.ts";

type Props = {
  form: UseFormReturn<TPayrollFormValues>;
  jobs: TPayrollJob[] | undefined;
  settings: TPayrollSettings | undefined;
  settingsError: boolean;
  onCalculate: () => void;
};

const HOURS = ["heures", "heuresNuit", "heuresDimanche", "heuresFerie"] as const;
const HOUR_HINTS = {
  heures: undefined,
  heuresNuit: "payroll.heuresNuitHint",
  heuresDimanche: "payroll.heuresDimancheHint",
  heuresFerie: "payroll.heuresFerieHint",
} as const;

function SectionTitle({ id, children }: { id: string; children: string }) {
  return (
    <h3 id={id} className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
      {children}
    </h3>
  );
}

/** The spec's form: job, hours, bonuses that apply to the job, dogs for a dog handler, days, allowances. */
export function PayrollFormCard({ form, jobs, settings, settingsError, onCalculate }: Props) {
  const { t, i18n } = useTranslation();
  const { register, control, watch, formState } = form;
  const { errors } = formState;
  const err = (message: string | undefined) => translatePayrollError(t, message);
  const job = jobs?.find((j) => j.code === watch("poste"));
  const rate = job && settings ? settings.tauxHoraires[String(job.coefficient) as "140"] : undefined;
  const euros = (n: number) => formatEuros(n, i18n.language);
  const ssiapAmount =
    job?.niveauSSIAP && settings ? euros(settings.primeSSIAP[`niveau${job.niveauSSIAP}`]) : undefined;

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

          <section className="grid gap-3" aria-labelledby="payroll-hours">
            <SectionTitle id="payroll-hours">{t("payroll.hoursSection")}</SectionTitle>
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

          <section className="grid gap-3" aria-labelledby="payroll-bonuses">
            <SectionTitle id="payroll-bonuses">{t("payroll.bonusesSection")}</SectionTitle>
            <div className="grid gap-2 sm:grid-cols-2">
              {(!job || job.primes.primeHabillage) && (
                <PayrollCheckbox
                  control={control}
                  name="primeHabillage"
                  label={t("payroll.primeHabillage")}
                  detail={settings ? euros(settings.primeHabillage) : undefined}
                />
              )}
              {job?.primes.primeSSIAP && (
                <PayrollCheckbox
                  control={control}
                  name="primeSSIAP"
                  label={t("payroll.primeSSIAP")}
                  detail={ssiapAmount}
                />
              )}
              {(!job || job.primes.primeChef) && (
                <PayrollCheckbox control={control} name="primeChef" label={t("payroll.primeChef")} />
              )}
              {(!job || job.primes.primeRisque) && (
                <PayrollCheckbox
                  control={control}
                  name="primeRisque"
                  label={t("payroll.primeRisque")}
                  detail={settings ? euros(settings.primeRisque) : undefined}
                />
              )}
            </div>
          </section>

          <section className="grid gap-3" aria-labelledby="payroll-allowances">
            <SectionTitle id="payroll-allowances">{t("payroll.allowancesSection")}</SectionTitle>
            <div className="grid gap-2 sm:grid-cols-2">
              <PayrollCheckbox
                control={control}
                name="navigo"
                label={t("payroll.navigo")}
                detail={settings ? euros(settings.indemnites.navigo) : undefined}
              />
              <PayrollCheckbox
                control={control}
                name="entretien"
                label={t("payroll.entretien")}
                detail={settings ? euros(settings.indemnites.entretien) : undefined}
              />
            </div>
          </section>

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
