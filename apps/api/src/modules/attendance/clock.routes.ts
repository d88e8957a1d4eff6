import {
  ZAttendanceEvent,
  ZAttendanceEventInput,
  ZAttendanceRefusal,
  ZAttendanceSync,
  ZAttendanceSyncResult,
  ZError,
} from "@hts/domain";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ZodError } from "zod";
import { requireAuth } from "../../lib/auth-context.ts";
import { CLOCK_CHANGE } from "../../lib/cache-topics.ts";
import { AppError } from "../../lib/errors.ts";
import { toValidationIssues } from "../../lib/zod-issues.ts";
import { say } from "../../plugins/language.ts";
import { callerAgent } from "./caller-agent.ts";
import { recordClockEvent } from "./clock.service.ts";

const tags = ["attendance"];
// Any signed-in account may try: the service then requires an agent linked to it (403 otherwise).
// A clock action changes the floor, the dashboard's agents on duty and, at a late clock-in, resolves an
// alarm; never a session (decision 107).
const config = { access: "authenticated", changes: CLOCK_CHANGE } as const;

/** POST /api/attendance/events and /sync: the agent's clock actions (issue 22). */
export const clockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/events",
    {
      config,
      schema: {
        tags,
        summary: "Prise de service, pause, fin de service (rejouable par client_id)",
        body: ZAttendanceEventInput,
        response: {
          200: ZAttendanceEvent,
          201: ZAttendanceEvent,
          401: ZError,
          403: ZError,
          404: ZError,
          409: ZAttendanceRefusal,
          422: ZError,
        },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const agent = await callerAgent(auth);
      const result = await recordClockEvent({ auth, agent, input: request.body, events: app.events });
      return reply.code(result.status).send(result.body);
    },
  );

  app.post(
    "/sync",
    {
      config,
      schema: {
        tags,
        summary: "File hors ligne : les actions dans l'ordre, chacune avec son résultat",
        body: ZAttendanceSync,
        response: { 200: ZAttendanceSyncResult, 401: ZError, 403: ZError, 422: ZError },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const agent = await callerAgent(auth);
      const results = [];
      for (const raw of request.body.events) {
        const clientId = typeof raw.client_id === "string" ? raw.client_id : "";
        const parsed = ZAttendanceEventInput.safeParse(raw);
        if (!parsed.success) {
          results.push({
            client_id: clientId,
            status: 422 as const,
            body: { detail: issuesOf(request, parsed.error) },
          });
          continue;
        }
        try {
          const result = await recordClockEvent({ auth, agent, input: parsed.data, events: app.events });
          results.push({ client_id: clientId, status: result.status, body: result.body });
        } catch (error) {
          if (!(error instanceof AppError) || ![404, 409, 422].includes(error.status)) throw error;
          results.push({
            client_id: clientId,
            status: error.status as 404 | 409 | 422,
            body: { ...error.extra, detail: renderDetail(request, error) },
          });
        }
      }
      return { results };
    },
  );
};

function renderDetail(request: FastifyRequest, error: AppError) {
  const { detail } = error;
  if (Array.isArray(detail)) return detail.map((issue) => ({ ...issue, msg: say(request, issue.msg) }));
  return say(request, detail);
}

function issuesOf(request: FastifyRequest, error: ZodError) {
  return toValidationIssues(error.issues, ["body"]).map((issue) => ({
    ...issue,
    msg: say(request, issue.msg),
  }));
}
