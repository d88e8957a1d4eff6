import { zodResolver } from "@hookform/resolvers/zod";
import { mayAtAll } from "@hts/domain/auth/record-policy";
import { payrollJobForAgent } from "@hts/domain/payroll/agent-payroll-job";
import { calculatePayroll } from "@hts/domain/payroll/payroll.rules";
import { type TPayrollInput, type TPayrollOutput, ZPayrollInput } from "@hts/domain/payroll/payroll.schemas";
import { Settings2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toast } from "@/components/ui/toast-store";
import { HoursSourceNote } from "@/features/attendance";
import { useAuth } from "@/lib/auth/auth-context";
import { useRecordRights } from "@/lib/auth/record-rights";
import { usePageTitle } from "@/lib/use-page-title";
import { usePayrollAgents } from "../api/get-payroll-agents.ts";
import { usePayrollJobs } from "../api/get-payroll-jobs.ts";
import { usePayrollSettings } from "../api/get-payroll-settings.ts";
import { PayrollComparisonCard } from "../components/payroll-comparison-card.tsx";
import { PayrollFormCard } from "../components/payroll-form-card.tsx";
import { defaultPayrollFormValues, type TPayrollFormValues } from "../components/payroll-form-values.ts";
import { formatEuros, monthValue, parseMonth, periodLabel } from "../components/payroll-format.ts";
import { PayrollResultCard } from "../components/payroll-result-card.tsx";
import { PlanningImportCard } from "../components/planning-import-card.tsx";
import { usePayrollDownloads } from "../lib/use-payroll-downloads.ts";
import { usePlanningImport } from "../lib/use-planning-import.ts";

type TResult = { input: TPayrollInput; output: TPayrollOutput };

/**
 * 'CALCUL-SECU' (spec part 2, sections 2, 5, 8, 9): the calculation runs in the browser with the domain's
 * calculatePayroll and the company's rates; hours come from the planning and documents from the server.
 */
export function SalaryCalculatorPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t("modules.salaryCalculator"));
  const jobs = usePayrollJobs();
  const agents = usePayrollAgents();
  const { user } = useAuth();
  const canSeeRates = user ? mayAtAll({ role: user.role, kind: "payroll-settings", action: "read" }) : false;
  // Decision 015: payslips and the month's pay of every agent are for payroll roles, not planners.
  const rights = useRecordRights();
  const mayPayslip = rights.atAll("payslip", "read");

  const [agentId, setAgentId] = useState("");
  const [month, setMonth] = useState(() => monthValue(new Date()));
  const [result, setResult] = useState<TResult | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  // The rates in force in the chosen month (decision 050): a past month is computed as it was paid.
  const settings = usePayrollSettings(parseMonth(month) ? month : undefined);

  const form = useForm<TPayrollFormValues, unknown, TPayrollInput>({
    resolver: zodResolver(ZPayrollInput),
    defaultValues: defaultPayrollFormValues(),
  });
  const { onImport, importing, status, setStatus, hoursSource } = usePlanningImport(form);

  useEffect(() => {
    // The spec: a failure to load the agent list is only logged; the calculator works without it.
    if (agents.error) console.error("Chargement des agents impossible", agents.error);
  }, [agents.error]);

  useEffect(() => {
    // On a phone the result sits under the form: bring it into view once computed.
    const panel = resultRef.current;
    if (!result || !panel) return;
    const { top } = panel.getBoundingClientRect();
    if (top < 0 || top > window.innerHeight - 160)
      panel.scrollIntoView({ behavior: "smooth", block: "start" });
  }, [result]);

  const agent = agents.data?.find((a) => a.id === agentId);
  const period = parseMonth(month);
  const downloads = usePayrollDownloads(period);

  function onAgentChange(id: string) {
    setAgentId(id);
    setStatus(null);
    const chosen = agents.data?.find((a) => a.id === id);
    // The job follows the agent's profile; the user can still pick another one.
    if (chosen) form.setValue("poste", payrollJobForAgent(chosen), { shouldValidate: true });
  }

  const onCalculate = form.handleSubmit((input) => {
    if (!settings.data) return;
    const output = calculatePayroll({
      input: { ...input, selectedAgent: agentId || null },
      settings: settings.data,
    });
    setResult({ input: { ...input, selectedAgent: agentId || null }, output });
    toast({
      title: t("payroll.toastTitle"),
      description: t("payroll.toastNet", { net: formatEuros(output.netAPayer, i18n.language) }),
      variant: "success",
    });
  });

  return (
    <section aria-labelledby="module-title" className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 id="module-title" className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl">
          {t("modules.salaryCalculator")}
        </h1>
        <p className="text-sm text-muted-foreground">{t("payroll.subtitle")}</p>
        {canSeeRates && (
          <Link
            to="/dashboard/salary-calculator/settings"
            className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            <Settings2 className="size-4" aria-hidden="true" />
            {t("payroll.rates.link")}
          </Link>
        )}
        <HoursSourceNote source={hoursSource} />
      </header>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_26rem]">
        <div className="grid min-w-0 gap-6">
          <PlanningImportCard
            agents={agents.data}
            agentsFailed={agents.isError}
            agentId={agentId}
            onAgentChange={onAgentChange}
            month={month}
            onMonthChange={setMonth}
            importing={importing}
            onImport={() => onImport(agentId, period)}
            exporting={downloads.exportPending}
            onExport={mayPayslip ? downloads.onExport : undefined}
            variablesPending={downloads.variablesPending}
            onVariables={mayPayslip ? downloads.onVariables : undefined}
            status={status}
          />
          <PayrollFormCard
            form={form}
            jobs={jobs.data}
            settings={settings.data}
            settingsError={settings.isError}
            onCalculate={onCalculate}
          />
        </div>
        <div ref={resultRef} className="grid min-w-0 scroll-mt-20 gap-6 lg:sticky lg:top-20">
          <PayrollResultCard
            output={result?.output ?? null}
            caption={
              agent && period
                ? t("payroll.resultFor", { agent: agent.name, period: periodLabel(period, i18n.language) })
                : null
            }
            canDownload={Boolean(agent && period)}
            downloading={downloads.payslipPending}
            onDownload={mayPayslip ? () => downloads.onDownloadPayslip(agent, result?.input) : undefined}
          />
          <PayrollComparisonCard output={result?.output ?? null} hours={result?.input.heures ?? null} />
        </div>
      </div>
    </section>
  );
}
