import {
  logbookCategoriesOf,
  ZError,
  ZIncidentFigures,
  ZIncidentFiguresQuery,
  ZLogbookApprovalInput,
  ZLogbookCategories,
  ZLogbookEntry,
  ZLogbookEntryInput,
  ZLogbookPage,
  ZLogbookQuery,
  ZLogbookSync,
  ZLogbookSyncResult,
} from "@hts/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAuth } from "../../lib/auth-context.ts";
import { AppError } from "../../lib/errors.ts";
import { toValidationIssues } from "../../lib/zod-issues.ts";
import { say } from "../../plugins/language.ts";
import { logbookAgent } from "./caller-agent.ts";
import { recordLogbookEntry } from "./entries.service.ts";
import { incidentFigures } from "./incident-figures.service.ts";
import { listLogbook } from "./logbook-read.service.ts";
import { decidePortalApproval } from "./portal-approval.service.ts";

const tags = ["logbook"];
const errors = { 401: ZError, 403: ZError, 404: ZError };
// The phone's routes: any account that signs in as an agent (the service requires one, 403 otherwise).
const me = { access: "authenticated" } as const;

/** The logbook (main courante) and incidents from the phone, and the office's view (issue 23). Under /api. */
export const logbookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/me/logbook",
    {
      config: me,
      schema: {
        tags,
        summary: "Entrée de main courante ou incident, sur son service (rejouable par client_id)",
        body: ZLogbookEntryInput,
        response: { 200: ZLogbookEntry, 201: ZLogbookEntry, ...errors, 422: ZError },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const agent = await logbookAgent(auth);
      const result = await recordLogbookEntry({ auth, agent, input: request.body, events: app.events });
      return reply.code(result.status).send(result.body);
    },
  );

  app.post(
    "/me/logbook/sync",
    {
      config: me,
      schema: {
        tags,
        summary: "File hors ligne de la main courante : chaque entrée avec son résultat",
        body: ZLogbookSync,
        response: { 200: ZLogbookSyncResult, 401: ZError, 403: ZError, 422: ZError },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const agent = await logbookAgent(auth);
      const results = [];
      for (const raw of request.body.entries) {
        const clientId = String((raw as { client_id?: unknown })?.client_id ?? "");
        const parsed = ZLogbookEntryInput.safeParse(raw);
        if (!parsed.success) {
          const detail = toValidationIssues(parsed.error.issues, ["body"]).map((issue) => ({
            ...issue,
            msg: say(request, issue.msg),
          }));
          results.push({ client_id: clientId, status: 422 as const, body: { detail } });
          continue;
        }
        try {
          const result = await recordLogbookEntry({ auth, agent, input: parsed.data, events: app.events });
          results.push({ client_id: clientId, status: result.status, body: result.body });
        } catch (error) {
          if (!(error instanceof AppError) || ![404, 409, 422].includes(error.status)) throw error;
          const detail = Array.isArray(error.detail)
            ? error.detail.map((issue) => ({ ...issue, msg: say(request, issue.msg) }))
            : say(request, error.detail);
          results.push({ client_id: clientId, status: error.status as 404 | 409 | 422, body: { detail } });
        }
      }
      return { results };
    },
  );

  app.get(
    "/me/logbook/categories",
    {
      config: me,
      schema: {
        tags,
        summary: "Catégories de main courante de la société",
        response: { 200: ZLogbookCategories, 401: ZError },
      },
    },
    async (request) => ({ categories: logbookCategoriesOf(requireAuth(request).company.settings) }),
  );

  app.get(
    "/logbook",
    {
      config: { access: { area: "sites", level: "read" } },
      schema: {
        tags,
        summary: "Main courante par site, par service et par période (photos par identifiant)",
        querystring: ZLogbookQuery,
        response: { 200: ZLogbookPage, ...errors, 422: ZError },
      },
    },
    async (request) => listLogbook({ auth: requireAuth(request), query: request.query }),
  );

  app.get(
    "/logbook/incident-figures",
    {
      config: { access: { area: "reports", level: "read" } },
      schema: {
        tags,
        summary: "Chiffres des incidents par gravité, par site et par jour",
        querystring: ZIncidentFiguresQuery,
        response: { 200: ZIncidentFigures, ...errors, 422: ZError },
      },
    },
    async (request) =>
      incidentFigures({
        auth: requireAuth(request),
        from: request.query.from,
        to: request.query.to,
        siteId: request.query.site_id,
      }),
  );

  app.post(
    "/logbook/:id/portal-approval",
    {
      // Deciding what a client sees is the clients area's (managers); the record policy says which entry.
      config: { access: { area: "clients", level: "write" } },
      schema: {
        tags,
        summary: "Approuver ou refuser une entrée (incident) pour le portail client",
        params: z.object({ id: z.uuid() }),
        body: ZLogbookApprovalInput,
        response: { 200: ZLogbookEntry, ...errors, 422: ZError },
      },
    },
    async (request) =>
      decidePortalApproval({ auth: requireAuth(request), id: request.params.id, input: request.body }),
  );
};
