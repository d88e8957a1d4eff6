import { calculatePayroll, payrollJob } from "@hts/domain";
import { payrollJobForAgent } from "@hts/domain/payroll/agent-payroll-job";
import type { TPayrollMonthQuery, TPayslipRequest } from "@hts/domain/payroll/payroll-documents.schemas";
import type { AuthContext } from "../../plugins/auth.ts";
import { audit } from "../audit/audit.service.ts";
import { PLANNING_TIME_ZONE } from "../planning/shift-times.ts";
import { companyPayrollSettings } from "./payroll.service.ts";
import { renderMonthExport, type TExportRow } from "./payroll-export-xlsx.ts";
import { companyMonthHours, findAgent } from "./payroll-hours.service.ts";
import { formatRate, payslipLines } from "./payslip-lines.ts";
import { renderPayslipPdf } from "./payslip-pdf.ts";

const monthName = (month: number) =>
  new Intl.DateTimeFormat("fr-FR", { month: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(2000, month - 1, 1)),
  );

/** "Novembre 2026". */
export function periodLabel({ year, month }: TPayrollMonthQuery): string {
  const name = monthName(month);
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} ${year}`;
}

/** "13/11/2026 à 14:05", Paris time. */
function generatedAt(now: Date): string {
  const parts = new Intl.DateTimeFormat("fr-FR", {
    timeZone: PLANNING_TIME_ZONE,
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("day")}/${get("month")}/${get("year")} à ${get("hour")}:${get("minute")}`;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** ASCII file name part: "Amélie Durand" -> "amelie-durand". */
function slug(text: string): string {
  return (
    text
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "agent"
  );
}

/**
 * The payslip of one agent for one month. The server computes it again from the input with the
 * company's rates (the screen's figures come from the same function and the same rates).
 */
export async function payslipPdf({ auth, request }: { auth: AuthContext; request: TPayslipRequest }) {
  const agent = await findAgent({ tenant: auth.tenant, id: request.agent_id });
  const settings = companyPayrollSettings(auth.company);
  const output = calculatePayroll({ input: request.input, settings });
  const job = payrollJob(request.input.poste);
  const body = await renderPayslipPdf({
    company: {
      name: auth.company.name,
      address: auth.company.address,
      phone: auth.company.phone,
      email: auth.company.email,
    },
    agent: {
      name: agent.name,
      badge: agent.badge,
      job: job.label,
      coefficient: output.coefficient,
      hourlyRate: formatRate(output.tauxHoraire),
    },
    period: periodLabel(request),
    lines: payslipLines({ input: request.input, output, settings }),
    generatedAt: generatedAt(new Date()),
  });
  await audit(auth.tenant.db, {
    companyId: auth.companyId,
    userId: auth.user.id,
    action: "export",
    entity: "payslip",
    entityId: agent.id,
    details: { year: request.year, month: request.month, netAPayer: output.netAPayer },
  });
  return {
    body,
    fileName: `bulletin-${slug(agent.name)}-${request.year}-${pad(request.month)}.pdf`,
  };
}

/**
 * The month's payroll of the company: one row per agent who is active or has counted shifts in the
 * month, hours from the planning, job from the agent's profile, the other boxes at the form's defaults.
 */
export async function monthExportXlsx({ auth, query }: { auth: AuthContext; query: TPayrollMonthQuery }) {
  const settings = companyPayrollSettings(auth.company);
  const all = await companyMonthHours({ tenant: auth.tenant, ...query });
  const rows: TExportRow[] = all
    .filter(({ agent, hours }) => agent.status === "Actif" || hours.shiftCount > 0)
    .map(({ agent, hours }) => {
      const poste = payrollJobForAgent(agent);
      const input = {
        poste,
        heures: hours.heures,
        heuresNuit: hours.heuresNuit,
        heuresDimanche: hours.heuresDimanche,
        heuresFerie: hours.heuresFerie,
        joursTravailles: hours.joursTravailles,
        primeHabillage: true,
        primeSSIAP: payrollJob(poste).ssiapLevel !== null,
        primeChef: false,
        primeRisque: false,
        nbChiens: 1,
        navigo: true,
        entretien: true,
      };
      return { agent, job: payrollJob(poste).label, hours, output: calculatePayroll({ input, settings }) };
    });
  const body = await renderMonthExport({ period: periodLabel(query), company: auth.company.name, rows });
  await audit(auth.tenant.db, {
    companyId: auth.companyId,
    userId: auth.user.id,
    action: "export",
    entity: "payroll_month",
    entityId: auth.companyId,
    details: { year: query.year, month: query.month, agents: rows.length },
  });
  return { body, fileName: `paie-${query.year}-${pad(query.month)}.xlsx` };
}
