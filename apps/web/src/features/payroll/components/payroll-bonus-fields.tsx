import type { TPayrollJob, TPayrollSettings } from "@hts/domain/payroll/payroll.schemas";
import type { Control } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { PayrollCheckbox } from "./payroll-checkbox.tsx";
import type { TPayrollFormValues } from "./payroll-form-values.ts";
import { formatEuros } from "./payroll-format.ts";
import { PayrollSectionTitle } from "./payroll-section-title.tsx";

type Props = {
  control: Control<TPayrollFormValues>;
  job: TPayrollJob | undefined;
  settings: TPayrollSettings | undefined;
};

/** The bonuses that apply to the chosen job and the allowances, each with its amount once the rates are in. */
export function PayrollBonusFields({ control, job, settings }: Props) {
  const { t, i18n } = useTranslation();
  const euros = (n: number) => formatEuros(n, i18n.language);
  const ssiapAmount =
    job?.niveauSSIAP && settings ? euros(settings.primeSSIAP[`niveau${job.niveauSSIAP}`]) : undefined;

  return (
    <>
      <section className="grid gap-3" aria-labelledby="payroll-bonuses">
        <PayrollSectionTitle id="payroll-bonuses">{t("payroll.bonusesSection")}</PayrollSectionTitle>
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
        <PayrollSectionTitle id="payroll-allowances">{t("payroll.allowancesSection")}</PayrollSectionTitle>
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
    </>
  );
}
