import {
  calculatePayroll,
  DOC_LOCALES,
  documentDateTime,
  documentText,
  legalLines,
  MSG_DOC_PAYROLL_MONTH,
  MSG_DOC_PAYROLL_VARIABLES,
  MSG_DOC_PAYSLIP,
  payrollJob,
  type TLang,
} from "@hts/domain";
import { payrollJobForAgent } from "@hts/domain/payroll/agent-payroll-job";
import type { TPayrollMonthQuery, TPayslipRequest } from "@hts/domain/payroll/payroll-documents.schemas";
import { gte, lte } from "drizzle-orm";
import { agentUnavailability } from "../../db/schema.ts";
import { audit } from "../../lib/audit.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import { documentPool } from "../../lib/documents/document-pool.ts";
import { forbidden } from "../../lib/errors.ts";
import { requireOnRecord, requireScope } from "../../lib/record-access.ts";
import { inTransaction } from "../../lib/tenancy.ts";
import { PLANNING_TIME_ZONE } from "../planning/index.ts";
import { companyLegalOf } from "../settings/index.ts";
import { settingsForMonth } from "./payroll.service.ts";
import type { TExportRow } from "./payroll-export-xlsx.ts";
import { companyMonthHours, findAgent } from "./payroll-hours.service.ts";
import { type TVariablesRow, variablesCsv, variablesSheet } from "./payroll-variables.ts";
import { payslipFormats, payslipLines } from "./payslip-lines.ts";
// Registers this module's renderers with the document pool (decision 071).
import "./payroll.documents.ts";

const monthName = (month: number, lang: TLang) =>
  new Intl.DateTimeFormat(DOC_LOCALES[lang], { month: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(2000, month - 1, 1)),
  );

/** "Novembre 2026" ("November 2026"): a title, so capitalised in every language. */
export function periodLabel({ year, month }: TPayrollMonthQuery, lang: TLang = "fr"): string {
  const name = monthName(month, lang);
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} ${year}`;
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
/**
 * The agent whose payroll document the caller may read (decision 015): `payslip` for amounts (payroll
 * roles, and the agent's own; a planner or operator 403), `shift` for hours (they come from the
 * planning). Another agent's answers 404 to an agent.
 */
export async function agentForPayroll(auth: AuthContext, agentId: string, kind: "payslip" | "shift") {
  requireScope(auth, kind, "read");
  const agent = await findAgent({ tenant: auth.tenant, id: agentId });
  await requireOnRecord({
    auth,
    kind,
    action: "read",
    record: { ownerUserIds: [agent.userId], siteId: null },
  });
  return agent;
}

export async function payslipPdf({
  auth,
  request,
  lang = "fr",
}: {
  auth: AuthContext;
  request: TPayslipRequest;
  /** The requester's language: the file's words, numbers and name (issue 29). */
  lang?: TLang;
}) {
  const t = documentText(lang);
  const formats = payslipFormats(lang);
  const agent = await agentForPayroll(auth, request.agent_id, "payslip");
  // The rates in force in the payslip's month (decision 050), not today's.
  const settings = await settingsForMonth(auth, request.year, request.month);
  const output = calculatePayroll({ input: request.input, settings });
  const job = payrollJob(request.input.poste);
  const body = await documentPool.render({
    kind: "payslip-pdf",
    doc: {
      lang,
      company: {
        name: auth.company.name,
        address: auth.company.address,
        phone: auth.company.phone,
        email: auth.company.email,
        legal: legalLines(companyLegalOf(auth.company)),
      },
      agent: {
        name: agent.name,
        badge: agent.badge,
        job: t(job.label),
        coefficient: output.coefficient,
        hourlyRate: formats.rate(output.tauxHoraire),
      },
      period: periodLabel(request, lang),
      lines: payslipLines({ input: request.input, output, settings, lang }),
      generatedAt: documentDateTime(new Date(), lang, PLANNING_TIME_ZONE),
    },
  });
  // An export changes nothing but the audit log: its row alone is the transaction.
  await inTransaction(auth.tenant, (t) =>
    audit(t.db, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "export",
      entity: "payslip",
      entityId: agent.id,
      details: { year: request.year, month: request.month, netAPayer: output.netAPayer },
    }),
  );
  return {
    body,
    fileName: `${t(MSG_DOC_PAYSLIP.filename)}-${slug(agent.name)}-${request.year}-${pad(request.month)}.pdf`,
  };
}

/**
 * The month's payroll of the company: one row per agent who is active or has counted shifts in the
 * month, hours from the planning, job from the agent's profile, the other boxes at the form's defaults.
 */
/**
 * The month's rows: one per agent who is active or has counted shifts in the month, hours from the
 * planning, job from the agent's profile, the other boxes at the form's defaults, the rates in force in
 * that month (decision 050).
 */
async function monthRows({
  auth,
  query,
  lang,
}: {
  auth: AuthContext;
  query: TPayrollMonthQuery;
  /** The job titles' language. */
  lang: TLang;
}) {
  const t = documentText(lang);
  // Every agent's pay: the payroll roles only (an agent's "own" scope does not cover it).
  if (requireScope(auth, "payslip", "read") !== "company") throw forbidden();
  const settings = await settingsForMonth(auth, query.year, query.month);
  const all = await companyMonthHours({ tenant: auth.tenant, ...query });
  return all
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
      return { agent, job: t(payrollJob(poste).label), hours, output: calculatePayroll({ input, settings }) };
    });
}

/**
 * The month's payroll of the company as one Excel sheet with totals, in the requester's language
 * (decision 122; French when he has none).
 */
export async function monthExportXlsx({
  auth,
  query,
  lang = "fr",
}: {
  auth: AuthContext;
  query: TPayrollMonthQuery;
  lang?: TLang;
}) {
  const rows: TExportRow[] = await monthRows({ auth, query, lang });
  const body = await documentPool.render({
    kind: "payroll-month-xlsx",
    doc: { period: periodLabel(query, lang), company: auth.company.name, rows, lang },
  });
  await inTransaction(auth.tenant, (t) =>
    audit(t.db, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "export",
      entity: "payroll_month",
      entityId: auth.companyId,
      details: { year: query.year, month: query.month, agents: rows.length },
    }),
  );
  const name = documentText(lang)(MSG_DOC_PAYROLL_MONTH.filename);
  return { body, fileName: `${name}-${query.year}-${pad(query.month)}.xlsx` };
}

/** "2026-11-30": the month's last day. */
const lastDay = ({ year, month }: TPayrollMonthQuery) =>
  `${year}-${pad(month)}-${pad(new Date(Date.UTC(year, month, 0)).getUTCDate())}`;

/** Days of `[start, end]` (ISO dates, both included) that fall in the month. */
function daysInMonth(start: string, end: string, { year, month }: TPayrollMonthQuery): number {
  const first = `${year}-${pad(month)}-01`;
  const last = lastDay({ year, month });
  const from = start > first ? start : first;
  const to = end < last ? end : last;
  if (from > to) return 0;
  return Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
}

/**
 * The month's payroll variables per agent (hours by category, bonuses, premiums, allowances, leave and
 * unavailability days) as CSV or .xlsx: the file a payroll package imports (decision 051).
 */
export async function variablesExport({
  auth,
  query,
  lang = "fr",
}: {
  auth: AuthContext;
  query: TPayrollMonthQuery & { format: "csv" | "xlsx" };
  /** The titles, job titles and file name's language (decision 122); the CSV's codes never change. */
  lang?: TLang;
}) {
  const rows = await monthRows({ auth, query, lang });
  const first = `${query.year}-${pad(query.month)}-01`;
  const last = lastDay(query);
  const periods = await auth.tenant.db
    .select({
      agentId: agentUnavailability.agentId,
      kind: agentUnavailability.kind,
      startDate: agentUnavailability.startDate,
      endDate: agentUnavailability.endDate,
    })
    .from(agentUnavailability)
    .where(
      auth.tenant.scope(
        agentUnavailability,
        lte(agentUnavailability.startDate, last),
        gte(agentUnavailability.endDate, first),
      ),
    );
  const withAbsences: TVariablesRow[] = rows.map((row) => {
    const absences = { leave: 0, unavailable: 0 };
    for (const p of periods) {
      if (p.agentId !== row.agent.id) continue;
      absences[p.kind === "leave" ? "leave" : "unavailable"] += daysInMonth(p.startDate, p.endDate, query);
    }
    return { ...row, absences };
  });
  const body =
    query.format === "csv"
      ? variablesCsv(withAbsences)
      : await documentPool.render({
          kind: "payroll-variables-xlsx",
          doc: variablesSheet(periodLabel(query, lang), withAbsences, lang),
        });
  await inTransaction(auth.tenant, (t) =>
    audit(t.db, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "export",
      entity: "payroll_variables",
      entityId: auth.companyId,
      details: { year: query.year, month: query.month, format: query.format, agents: rows.length },
    }),
  );
  const name = documentText(lang)(MSG_DOC_PAYROLL_VARIABLES.filename);
  return { body, fileName: `${name}-${query.year}-${pad(query.month)}.${query.format}` };
}
