import { DEFAULT_PAYROLL_SETTINGS } from "@hts/domain/payroll/payroll.constants";
import type { TPayrollOutput } from "@hts/domain/payroll/payroll.schemas";
import { CheckCircle2, TriangleAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { formatEuros, formatRate } from "./payroll-format.ts";

// The spec's "price comparison box" (decision record on the payroll screen): what the agent earns per hour
// worked, the applied rate against the agreement's minimum for the coefficient, and the product's own
// claim (5 € a payslip against 40 to 60 € at an accountant, spec part 2 section 1, kept as written).

type Props = { output: TPayrollOutput | null; hours: number | null };

function Line({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-1.5 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium tabular-nums">{value}</dd>
    </div>
  );
}

export function PayrollComparisonCard({ output, hours }: Props) {
  const { t, i18n } = useTranslation();
  const euros = (n: number) => formatEuros(n, i18n.language);
  const minimum = output
    ? DEFAULT_PAYROLL_SETTINGS.tauxHoraires[String(output.coefficient) as "140"]
    : undefined;
  const perHour =
    output && hours && hours > 0
      ? { gross: output.salaireBrut / hours, net: output.netAPayer / hours }
      : null;
  const compliant = output && minimum !== undefined ? output.tauxHoraire >= minimum : null;

  return (
    <Card aria-labelledby="payroll-comparison-title" role="region">
      <CardHeader className="pb-3">
        <h2 id="payroll-comparison-title" className="text-lg font-semibold">
          {t("payroll.comparisonTitle")}
        </h2>
      </CardHeader>
      <CardContent className="grid gap-4">
        {output && minimum !== undefined && (
          <div className="grid gap-2">
            <dl className="divide-y divide-border">
              {perHour && <Line label={t("payroll.grossPerHour")} value={euros(perHour.gross)} />}
              {perHour && <Line label={t("payroll.netPerHour")} value={euros(perHour.net)} />}
              <Line label={t("payroll.rateApplied")} value={formatRate(output.tauxHoraire, i18n.language)} />
              <Line
                label={t("payroll.rateMinimum", { coefficient: output.coefficient })}
                value={formatRate(minimum, i18n.language)}
              />
            </dl>
            {compliant ? (
              <p className="flex items-center gap-2 text-xs font-medium text-success-strong">
                <CheckCircle2 className="size-4 shrink-0" aria-hidden="true" />
                {t("payroll.rateOk")}
              </p>
            ) : (
              <p className="flex items-center gap-2 text-xs font-medium text-destructive">
                <TriangleAlert className="size-4 shrink-0" aria-hidden="true" />
                {t("payroll.rateBelow")}
              </p>
            )}
          </div>
        )}
        <div>
          <h3 className="mb-2 text-sm font-semibold">{t("payroll.priceTitle")}</h3>
          <dl className="grid grid-cols-2 gap-2 text-center">
            <div className="rounded-md bg-success-soft px-2 py-3">
              <dt className="text-xs text-success-strong">{t("payroll.priceHts")}</dt>
              <dd className="text-xl font-bold text-success-strong">{t("payroll.priceHtsValue")}</dd>
            </div>
            <div className="rounded-md bg-muted px-2 py-3">
              <dt className="text-xs text-muted-foreground">{t("payroll.priceAccountant")}</dt>
              <dd className="text-xl font-bold text-foreground">{t("payroll.priceAccountantValue")}</dd>
            </div>
          </dl>
        </div>
      </CardContent>
    </Card>
  );
}
