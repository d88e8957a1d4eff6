import { ZError } from "@hts/domain";
import {
  ZPayrollHours,
  ZPayrollHoursQuery,
  ZPayrollMonthQuery,
  ZPayslipRequest,
} from "@hts/domain/payroll/payroll-documents.schemas";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAuth } from "../../lib/auth-context.ts";
import {
  agentForPayroll,
  monthExportXlsx,
  payslipPdf,
  variablesExport,
} from "./payroll-documents.service.ts";
import { agentMonthHours } from "./payroll-hours.service.ts";

const read = { area: "payroll", level: "read" } as const;
// An agent's own hours and payslip are his to read (decision 015): the route is open to every
// planning reader, the record policy decides whose.
const own = { area: "planning", level: "read" } as const;
const errors = { 401: ZError, 403: ZError, 404: ZError, 422: ZError };

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

function sendFile(reply: FastifyReply, file: { body: Buffer; fileName: string }, type: string) {
  return reply
    .header("content-type", type)
    .header("content-disposition", `attachment; filename="${file.fileName}"`)
    .header("cache-control", "no-store")
    .send(file.body);
}

/** Payroll from the planning, the payslip PDF and the month's Excel export (issue 7, items 3 and 4). */
export const payrollDocumentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/hours",
    {
      config: { access: own },
      schema: {
        tags: ["payroll"],
        summary:
          "Heures du mois d'un agent d'après ses gardes (terminées, sinon planifiées) : total, nuit (21 h-6 h), dimanche, jours fériés",
        querystring: ZPayrollHoursQuery,
        response: { 200: ZPayrollHours, ...errors },
      },
    },
    async (request) => {
      const { agent_id, year, month } = request.query;
      const auth = requireAuth(request);
      await agentForPayroll(auth, agent_id, "shift");
      return agentMonthHours({ tenant: auth.tenant, agentId: agent_id, year, month });
    },
  );

  app.post(
    "/payslip.pdf",
    {
      config: { access: own },
      schema: {
        tags: ["payroll"],
        summary: "Bulletin de paie PDF d'un agent pour un mois, calculé aux taux de la société",
        body: ZPayslipRequest,
        response: { 200: z.string().describe("application/pdf"), ...errors },
      },
    },
    async (request, reply) => {
      const file = await payslipPdf({
        auth: requireAuth(request),
        request: request.body,
        lang: request.lang,
      });
      return sendFile(reply, file, "application/pdf");
    },
  );

  app.get(
    "/export.xlsx",
    {
      config: { access: read },
      schema: {
        tags: ["payroll"],
        summary: "Paie du mois de tous les agents (Excel) : heures du planning, calcul et totaux",
        querystring: ZPayrollMonthQuery,
        response: { 200: z.string().describe(XLSX), ...errors },
      },
    },
    async (request, reply) => {
      const file = await monthExportXlsx({
        auth: requireAuth(request),
        query: request.query,
        lang: request.lang,
      });
      return sendFile(reply, file, XLSX);
    },
  );

  app.get(
    "/variables",
    {
      config: { access: read },
      schema: {
        tags: ["payroll"],
        summary:
          "Variables de paie du mois par agent (heures par catégorie, primes, majorations, indemnités, absences), en CSV ou Excel, pour un logiciel de paie",
        querystring: ZPayrollMonthQuery.extend({ format: z.enum(["csv", "xlsx"]).default("csv") }),
        response: { 200: z.string().describe(`text/csv or ${XLSX}`), ...errors },
      },
    },
    async (request, reply) => {
      const file = await variablesExport({
        auth: requireAuth(request),
        query: request.query,
        lang: request.lang,
      });
      return sendFile(reply, file, request.query.format === "csv" ? "text/csv; charset=utf-8" : XLSX);
    },
  );
};
