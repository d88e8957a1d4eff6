import { ZDashboard, ZError } from "@hts/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireAuth } from "../../plugins/auth.ts";
import { dashboard } from "./dashboard.service.ts";

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "",
    {
      config: { access: { area: "dashboard", level: "read" } },
      schema: {
        tags: ["dashboard"],
        summary: "Tableau de bord : compteurs, alertes récentes, sites actifs, état du système (mesuré)",
        response: { 200: ZDashboard, 401: ZError },
      },
    },
    async (request) => dashboard({ app, auth: requireAuth(request), lang: request.lang }),
  );
};
