import {
  payrollJobs,
  ZError,
  ZPayrollInput,
  ZPayrollJob,
  ZPayrollOutput,
  ZPayrollSettings,
  ZPayrollSettingsQuery,
  ZPayrollSettingsUpdate,
  ZPayrollSettingsVersion,
} from "@hts/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAuth } from "../../lib/auth-context.ts";
import {
  calculateForCompany,
  getPayrollSettings,
  listPayrollSettingsVersions,
  updatePayrollSettings,
} from "./payroll.service.ts";
import { payrollDocumentsRoutes } from "./payroll-documents.routes.ts";

const read = { area: "payroll", level: "read" } as const;
const write = { area: "payroll", level: "write" } as const;

export const payrollRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/calculate",
    {
      config: { access: read },
      schema: {
        tags: ["payroll"],
        summary: "Calculer un bulletin CALCUL-SECU (convention collective 1351) aux taux de la société",
        body: ZPayrollInput,
        response: { 200: ZPayrollOutput, 401: ZError, 403: ZError, 422: ZError },
      },
    },
    async (request) => calculateForCompany({ auth: requireAuth(request), input: request.body }),
  );

  app.get(
    "/jobs",
    {
      config: { access: read },
      schema: {
        tags: ["payroll"],
        summary: "Les seize postes, leur coefficient et les primes qui s'y appliquent",
        response: { 200: z.array(ZPayrollJob), 401: ZError, 403: ZError },
      },
    },
    async (request) => payrollJobs(request.lang),
  );

  app.get(
    "/settings",
    {
      config: { access: read },
      schema: {
        tags: ["payroll"],
        summary:
          "Taux et montants de paie en vigueur pour un mois (AAAA-MM, le mois courant par défaut ; valeurs de la convention tant que rien n'est enregistré)",
        querystring: ZPayrollSettingsQuery,
        response: { 200: ZPayrollSettings, 401: ZError, 403: ZError, 422: ZError },
      },
    },
    async (request) => getPayrollSettings({ auth: requireAuth(request), month: request.query.month }),
  );

  app.get(
    "/settings/versions",
    {
      config: { access: read },
      schema: {
        tags: ["payroll"],
        summary: "Historique daté des barèmes de paie (administrateurs et responsables)",
        response: { 200: z.array(ZPayrollSettingsVersion), 401: ZError, 403: ZError },
      },
    },
    async (request) => listPayrollSettingsVersions({ auth: requireAuth(request) }),
  );

  app.put(
    "/settings",
    {
      config: { access: write },
      schema: {
        tags: ["payroll"],
        summary:
          "Enregistrer les taux et montants de paie en vigueur à partir d'un mois (effectiveFrom, AAAA-MM, le mois courant par défaut ; administrateurs) ; un champ absent reprend la valeur par défaut",
        body: ZPayrollSettingsUpdate,
        response: { 200: ZPayrollSettings, 401: ZError, 403: ZError, 422: ZError },
      },
    },
    async (request) => updatePayrollSettings({ auth: requireAuth(request), input: request.body }),
  );

  await app.register(payrollDocumentsRoutes);
};
