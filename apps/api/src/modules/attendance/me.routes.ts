import { ZError, ZMyAgentLink, ZMyAttendance, ZMyShift } from "@hts/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAuth } from "../../lib/auth-context.ts";
import { callerAgent, linkedAgent } from "./caller-agent.ts";
import { myAttendance, myShifts } from "./me.service.ts";

const tags = ["attendance"];
const config = { access: "authenticated" } as const;
const errors = { 401: ZError, 403: ZError } as const;

/** /api/me/agent, /api/me/shifts and /api/me/attendance: the caller agent's own planning and clock state. */
export const meAttendanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/agent",
    {
      config,
      schema: {
        tags,
        summary: "L'agent auquel mon compte est lié (ou aucun)",
        response: { 200: ZMyAgentLink, 401: ZError },
      },
    },
    async (request) => ({ agent: await linkedAgent(requireAuth(request)) }),
  );
  app.get(
    "/shifts",
    {
      config,
      schema: {
        tags,
        summary: "Mes vacations (aujourd'hui et 14 jours)",
        response: { 200: z.array(ZMyShift), ...errors },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const agent = await callerAgent(auth);
      return myShifts({ auth, agentId: agent.id });
    },
  );
  app.get(
    "/attendance",
    { config, schema: { tags, summary: "Mon état de service", response: { 200: ZMyAttendance, ...errors } } },
    async (request) => {
      const auth = requireAuth(request);
      const agent = await callerAgent(auth);
      return myAttendance({ auth, agentId: agent.id });
    },
  );
};
