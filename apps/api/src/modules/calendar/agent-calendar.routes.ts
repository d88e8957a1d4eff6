import { ZCalendarLink, ZError } from "@hts/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAuth } from "../../lib/auth-context.ts";
import { calendarLink, rotateCalendarLink } from "./calendar.service.ts";

// The feed link is the agent's own planning: planning readers may see it (an agent only their own).
const planningRead = { area: "planning", level: "read" } as const;
const params = z.object({ id: z.string() });

/**
 * An agent's calendar link, under `/api/agents/:id` (registered with that prefix): the calendar module
 * owns it, so that agents need not import the calendar, which reads the planning (issue 27: no cycle).
 */
export const agentCalendarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/:id/calendar-link",
    {
      config: { access: planningRead },
      schema: {
        tags: ["agents", "planning"],
        summary:
          "Lien secret du flux iCalendar de l'agent : créé au premier appel ; ensuite seul son empreinte est gardée (url null, régénérer pour l'afficher)",
        params,
        response: { 200: ZCalendarLink, 401: ZError, 403: ZError, 404: ZError },
      },
    },
    async (request) => calendarLink({ auth: requireAuth(request), agentId: request.params.id, request }),
  );

  app.post(
    "/:id/calendar-link/rotate",
    {
      config: { access: planningRead },
      schema: {
        tags: ["agents", "planning"],
        summary: "Régénérer le lien du calendrier (l'ancien cesse de fonctionner)",
        params,
        response: { 200: ZCalendarLink, 401: ZError, 403: ZError, 404: ZError },
      },
    },
    async (request) =>
      rotateCalendarLink({ auth: requireAuth(request), agentId: request.params.id, request }),
  );
};
