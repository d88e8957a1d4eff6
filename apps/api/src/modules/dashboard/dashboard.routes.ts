import { ZDashboard, ZError } from "@hts/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireAuth } from "../../lib/auth-context.ts";
import { dashboard } from "./dashboard.service.ts";
import { dashboardReach } from "./dashboard-scope.ts";

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
    async (request) => {
      const auth = requireAuth(request);
      // Figures within the caller's record scope, kept per company and scope (decision 081): callers
      // of the same scope share them, an agent has his own.
      const reach = await dashboardReach(auth);
      return app.dashboardCache.get(
        { companyId: auth.companyId, variant: `${request.lang}|${auth.user.timezone}|${reach.key}` },
        () => dashboard({ app, auth, lang: request.lang, reach }),
      );
    },
  );
};
