import { ZError, ZMyTours, ZTourRun, ZTourRunStart, ZTourScanInput } from "@hts/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAuth } from "../../lib/auth-context.ts";
import {
  ALARM_COUNTS_CHANGE,
  alsoChanges,
  TOUR_SCAN_CHANGE,
  TOUR_START_CHANGE,
} from "../../lib/cache-topics.ts";
import { myTours } from "./me.service.ts";
import { recordScan } from "./run-scan.service.ts";
import { startRun, tourAgent } from "./run-start.service.ts";

const tags = ["tours"];
// Any signed-in account may try: the service then requires the agent linked to it (403 otherwise).
const config = { access: "authenticated" } as const;
const errors = { 401: ZError, 403: ZError, 404: ZError };

/** The agent's side of tours (issue 23): what to walk, start, scan. Registered under /api/me. */
export const meToursRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/tours",
    {
      config,
      schema: {
        tags,
        summary: "Rondes d'une de mes vacations, leurs points et mes passages",
        querystring: z.object({ shift_id: z.string() }),
        response: { 200: ZMyTours, ...errors },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const agent = await tourAgent(auth);
      return myTours({ auth, agentId: agent.id, shiftId: request.query.shift_id });
    },
  );

  app.post(
    "/tour-runs",
    {
      config: { ...config, changes: TOUR_START_CHANGE },
      schema: {
        tags,
        summary: "Commencer une ronde (rejouable : l'id est fait par le téléphone)",
        body: ZTourRunStart,
        response: { 200: ZTourRun, 201: ZTourRun, ...errors, 409: ZError, 422: ZError },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const agent = await tourAgent(auth);
      const result = await startRun({ auth, agent, input: request.body, events: app.events });
      return reply.code(result.status).send(result.body);
    },
  );

  app.post(
    "/tour-scans",
    {
      // The board and the floor; an alarm's topics only when this scan's 'non' raised one (decision 128).
      config: { ...config, changes: TOUR_SCAN_CHANGE },
      schema: {
        tags,
        summary: "Passage à un point de contrôle (rejouable par client_id, jugé à l'heure de l'appareil)",
        body: ZTourScanInput,
        response: { 200: ZTourRun, 201: ZTourRun, ...errors, 409: ZError, 422: ZError },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const agent = await tourAgent(auth);
      const result = await recordScan({ auth, agent, input: request.body, events: app.events });
      if (result.raisedAlarm) alsoChanges(request, ALARM_COUNTS_CHANGE);
      // Committed: the company's kept boards show it from now on, before the answer leaves (decision 138).
      if (result.noted) app.tourBoards.noteScan(auth.companyId, result.noted);
      return reply.code(result.status).send(result.body);
    },
  );
};
