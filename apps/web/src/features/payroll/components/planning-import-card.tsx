import { CalendarClock, FileDown, FileSpreadsheet, Loader2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import type { TPayrollAgent } from "../api/get-payroll-agents.ts";

type Props = {
  agents: TPayrollAgent[] | undefined;
  agentsFailed: boolean;
  agentId: string;
  onAgentChange: (id: string) => void;
  month: string;
  onMonthChange: (value: string) => void;
  importing: boolean;
  onImport: () => void;
  exporting: boolean;
  /** Absent when the record policy refuses every agent\'s pay (a planner: decision 015). */
  onExport?: () => void;
  variablesPending: boolean;
  /** Absent like onExport: the payroll variables are every agent's pay too. */
  onVariables?: (format: "csv" | "xlsx") => void;
  /** Last import's summary, announced to screen readers. */
  status: string | null;
};

/** Agent and month: hours from the planning, and the month's export for the accountant. */
export function PlanningImportCard(props: Props) {
  const { t } = useTranslation();
  const { agents, agentId, month, importing, exporting, onVariables } = props;
  return (
    <Card>
      <CardHeader className="pb-4">
        <h2 className="text-lg font-semibold">{t("payroll.planningTitle")}</h2>
        <CardDescription>{t("payroll.planningDescription")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_11rem]">
          <FormField label={t("payroll.agent")}>
            <Select value={agentId} onChange={(event) => props.onAgentChange(event.target.value)}>
              <option value="">
                {props.agentsFailed ? t("payroll.agentsUnavailable") : t("payroll.agentPlaceholder")}
              </option>
              {agents?.map((agent) => (
                <option key={agent.id} value={agent.id}>
                  {agent.name} ({agent.badge})
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label={t("payroll.month")}>
            <Input
              type="month"
              value={month}
              required
              onChange={(event) => props.onMonthChange(event.target.value)}
            />
          </FormField>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <Button
            variant="secondary"
            onClick={props.onImport}
            disabled={importing || !agentId || !month}
            aria-describedby={agentId ? undefined : "payroll-import-hint"}
          >
            {importing ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : (
              <CalendarClock aria-hidden="true" />
            )}
            {importing ? t("payroll.importing") : t("payroll.importHours")}
          </Button>
          {props.onExport && (
            <Button variant="outline" onClick={props.onExport} disabled={exporting || !month}>
              {exporting ? (
                <Loader2 className="animate-spin" aria-hidden="true" />
              ) : (
                <FileSpreadsheet aria-hidden="true" />
              )}
              {exporting ? t("payroll.exporting") : t("payroll.exportMonth")}
            </Button>
          )}
        </div>
        {onVariables && (
          <fieldset className="grid gap-2 rounded-md border p-3">
            <legend className="px-1 text-sm font-medium">{t("payroll.variables.title")}</legend>
            <p className="text-xs text-muted-foreground">{t("payroll.variables.description")}</p>
            <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
              {(["csv", "xlsx"] as const).map((format) => (
                <Button
                  key={format}
                  variant="outline"
                  onClick={() => onVariables(format)}
                  disabled={props.variablesPending || !month}
                >
                  {props.variablesPending ? (
                    <Loader2 className="animate-spin" aria-hidden="true" />
                  ) : (
                    <FileDown aria-hidden="true" />
                  )}
                  {t(`payroll.variables.${format}`)}
                </Button>
              ))}
            </div>
          </fieldset>
        )}
        {!agentId && (
          <p id="payroll-import-hint" className="text-xs text-muted-foreground">
            {t("payroll.importNeedsAgent")}
          </p>
        )}
        <p role="status" className="text-sm text-foreground empty:hidden">
          {props.status}
        </p>
      </CardContent>
    </Card>
  );
}
