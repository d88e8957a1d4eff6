import {
  ZAttendanceException,
  ZError,
  ZExceptionReview,
  ZExceptionsQuery,
  ZTimesheetQuery,
  ZTimesheetValidate,
  ZTimesheetWeek,
} from "@hts/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAuth } from "../../lib/auth-context.ts";
import { sendPage } from "../../lib/pagination.ts";
import { listExceptions, reviewException } from "./exceptions.service.ts";
import { readTimesheets, validateWeek } from "./timesheets.service.ts";

const tags = ["attendance"];
// Planning roles open the routes; the record policy narrows: managers write, planners read (timesheet).
const read = { access: { area: "planning", level: "read" } } as const;
const write = { access: { area: "planning", level: "write" } } as const;
// What the office's writes change in the caches (decision 107): a validated week is cached nowhere
// (payroll and timesheets read it fresh); a reviewed exception may change who the floor and the
// dashboard count on duty. Neither touches a session, an alarm or a site.
const validate = { ...write, changes: [] } as const;
const review = { ...write, changes: ["dashboard", "field"] } as const;
const errors = { 401: ZError, 403: ZError, 404: ZError, 422: ZError } as const;

/** /api/attendance/timesheets and exceptions: the office side of clocking (issue 22). */
export const timesheetsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/timesheets",
    {
      config: read,
      schema: {
        tags,
        summary: "Feuilles de temps d'une semaine : prévu, pointé (arrondi), validé",
        querystring: ZTimesheetQuery,
        response: { 200: ZTimesheetWeek, ...errors },
      },
    },
    async (request) =>
      readTimesheets({
        auth: requireAuth(request),
        week: request.query.week,
        agentId: request.query.agent_id,
      }),
  );
  app.post(
    "/timesheets/validate",
    {
      config: validate,
      schema: {
        tags,
        summary: "Valider la semaine d'un agent (la paie prend ces heures)",
        body: ZTimesheetValidate,
        response: { 200: ZTimesheetWeek, 409: ZError, ...errors },
      },
    },
    async (request) =>
      validateWeek({
        auth: requireAuth(request),
        agentId: request.body.agent_id,
        weekStart: request.body.week_start,
      }),
  );
  app.get(
    "/exceptions",
    {
      config: read,
      schema: {
        tags,
        summary: "Pointages à examiner (hors périmètre, non planifiés)",
        querystring: ZExceptionsQuery,
        response: { 200: z.array(ZAttendanceException), ...errors },
      },
    },
    async (request, reply) =>
      sendPage(reply, await listExceptions({ auth: requireAuth(request), ...request.query })),
  );
  app.post(
    "/events/:id/review",
    {
      config: review,
      schema: {
        tags,
        summary: "Approuver ou refuser une exception de pointage",
        params: z.object({ id: z.string() }),
        body: ZExceptionReview,
        response: { 200: ZAttendanceException, 409: ZError, ...errors },
      },
    },
    async (request) =>
      reviewException({
        auth: requireAuth(request),
        events: app.events,
        id: request.params.id,
        decision: request.body.decision,
      }),
  );
};
