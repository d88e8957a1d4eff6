import { ZCoveredShifts, ZCoveredShiftsQuery, ZError, ZUnassignShiftsInput } from "@hts/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAuth } from "../../lib/auth-context.ts";
import { coveredShifts, unassignCoveredShifts } from "./leave-shifts.service.ts";

const write = { area: "agents", level: "write" } as const;
const params = z.object({ id: z.string() });

/**
 * The shifts a leave covers, under `/api/agents/:id/unavailability` (registered with the `/agents`
 * prefix): shifts are the planning's, which builds on agents, so the planning module owns these routes
 * (issue 27: agents no longer import the planning).
 */
export const leaveShiftsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/:id/unavailability/covered-shifts",
    {
      config: { access: write },
      schema: {
        tags: ["agents", "planning"],
        summary:
          "Gardes prévues de l'agent que couvrirait un congé ou une indisponibilité startDate..endDate (jours entiers inclus), avant de le déclarer",
        params,
        querystring: ZCoveredShiftsQuery,
        response: { 200: ZCoveredShifts, 401: ZError, 403: ZError, 404: ZError, 422: ZError },
      },
    },
    async (request) =>
      coveredShifts({ auth: requireAuth(request), agentId: request.params.id, query: request.query }),
  );

  app.post(
    "/:id/unavailability/:periodId/unassign-shifts",
    {
      config: { access: write },
      schema: {
        tags: ["agents", "planning"],
        summary:
          "Désaffecter les gardes prévues que couvre la période (toutes, ou shiftIds) : elles sont annulées, en une transaction, auditées",
        params: z.object({ id: z.string(), periodId: z.string() }),
        body: ZUnassignShiftsInput,
        response: { 200: ZCoveredShifts, 401: ZError, 403: ZError, 404: ZError, 422: ZError },
      },
    },
    async (request) =>
      unassignCoveredShifts({
        auth: requireAuth(request),
        agentId: request.params.id,
        periodId: request.params.periodId,
        input: request.body,
      }),
  );
};
