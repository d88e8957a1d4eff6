import type { TPayrollOutput } from "@hts/domain/payroll/payroll.schemas";
import { FileDown, Loader2, Wallet } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { formatEuros } from "./payroll-format.ts";

type Props = {
  output: TPayrollOutput | null;
  /** "Amélie Lefèvre · novembre 2026", when an agent is chosen. */
  caption: string | null;
  canDownload: boolean;
  downloading: boolean;
  /** Absent when the record policy refuses payslips (a planner: decision 015). */
  onDownload?: () => void;
};

type Row = {
  key: "salaireBase" | "totalPrimes" | "totalMajorations" | "salaireBrut" | "cotisations" | "indemnites";
  sign?: "+" | "-";
  strong?: boolean;
};

const ROWS: Row[] = [
  { key: "salaireBase" },
  { key: "totalPrimes", sign: "+" },
  { key: "totalMajorations", sign: "+" },
  { key: "salaireBrut", strong: true },
  { key: "cotisations", sign: "-" },
  { key: "indemnites", sign: "+" },
];

/** The spec's result panel: base, bonuses, premiums, gross, contributions, allowances, NET À PAYER. */
export function PayrollResultCard({ output, caption, canDownload, downloading, onDownload }: Props) {
  const { t, i18n } = useTranslation();
  const euros = (n: number) => formatEuros(n, i18n.language);
  return (
    <Card aria-labelledby="payroll-result-title" role="region">
      <CardHeader className="pb-4">
        <h2 id="payroll-result-title" className="text-lg font-semibold">
          {t("payroll.resultTitle")}
        </h2>
        {caption && <CardDescription>{caption}</CardDescription>}
      </CardHeader>
      <CardContent className="grid gap-4">
        {!output ? (
          <div className="flex flex-col items-center gap-3 rounded-md border border-dashed border-input bg-muted/60 px-4 py-10 text-center">
            <Wallet className="size-8 text-muted-foreground" aria-hidden="true" />
            <p className="max-w-xs text-sm text-muted-foreground">{t("payroll.resultEmpty")}</p>
          </div>
        ) : (
          <>
            <dl className="grid gap-0 divide-y divide-border rounded-md border border-border">
              {ROWS.map(({ key, sign, strong }) => (
                <div
                  key={key}
                  className={cn(
                    "flex items-baseline justify-between gap-4 px-3 py-2 text-sm",
                    strong && "bg-muted font-semibold",
                  )}
                >
                  <dt>{t(`payroll.${key}`)}</dt>
                  <dd className="tabular-nums" data-testid={`payroll-${key}`}>
                    {sign === "-" ? "- " : sign === "+" ? "+ " : ""}
                    {euros(output[key])}
                  </dd>
                </div>
              ))}
            </dl>
            <div className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-primary px-4 py-3 text-primary-foreground">
              <span className="text-sm font-semibold tracking-wide">{t("payroll.netAPayer")}</span>
              <output className="text-2xl font-bold tabular-nums" data-testid="payroll-net">
                {euros(output.netAPayer)}
              </output>
            </div>
          </>
        )}
        {onDownload && (
          <div className="grid gap-1.5">
            <Button
              variant="outline"
              onClick={onDownload}
              disabled={!output || !canDownload || downloading}
              aria-describedby={canDownload ? undefined : "payroll-payslip-hint"}
            >
              {downloading ? (
                <Loader2 className="animate-spin" aria-hidden="true" />
              ) : (
                <FileDown aria-hidden="true" />
              )}
              {downloading ? t("payroll.payslipDownloading") : t("payroll.payslip")}
            </Button>
            {!canDownload && (
              <p id="payroll-payslip-hint" className="text-xs text-muted-foreground">
                {t("payroll.payslipNeedsAgent")}
              </p>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
