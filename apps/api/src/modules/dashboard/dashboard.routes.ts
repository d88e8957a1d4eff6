import { scopeOf, ZDashboard, ZError } from "@hts/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireAuth } from "../../lib/auth-context.ts";
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
    async (request) => {
      const auth = requireAuth(request);
      const compute = () => dashboard({ app, auth, lang: request.lang });
      // Only the company-wide view is shared; an agent's dashboard covers their own sites.
      if (scopeOf({ role: auth.role, kind: "alarm", action: "read" }) !== "company") return compute();
      return app.dashboardCache.get(
        { companyId: auth.companyId, variant: `${request.lang}|${auth.user.timezone}` },
        compute,
      );
    },
  );
};
