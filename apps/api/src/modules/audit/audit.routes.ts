import { Readable } from "node:stream";
import { MSG_DOC_FILES, renderServerText, ZAuditEntry, ZAuditQuery, ZError } from "@hts/domain";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAuth } from "../../lib/auth-context.ts";
import { requireScope } from "../../lib/record-access.ts";
import { auditCsv, auditFacets, listAudit } from "./audit-journal.service.ts";

const access = { area: "audit", level: "read" } as const;

/** Journal d'audit: who did what and when, filtered, paged, exported as CSV. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "",
    {
      config: { access },
      schema: {
        tags: ["audit"],
        summary: "Journal d'audit (filtres utilisateur, entité, action, dates ; total dans X-Total-Count)",
        querystring: ZAuditQuery,
        response: { 200: z.array(ZAuditEntry), 401: ZError, 403: ZError, 422: ZError },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      requireScope(auth, "audit", "read");
      const page = await listAudit({ auth, query: request.query, lang: request.lang });
      return reply.header("x-total-count", String(page.total)).send(page.items);
    },
  );

  app.get(
    "/facets",
    {
      config: { access },
      schema: {
        tags: ["audit"],
        summary: "Entités et actions présentes dans le journal",
        response: {
          200: z.object({ entities: z.array(z.string()), actions: z.array(z.string()) }),
          401: ZError,
          403: ZError,
        },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      requireScope(auth, "audit", "read");
      return auditFacets(auth);
    },
  );

  app.get(
    "/export.csv",
    {
      config: { access },
      schema: {
        tags: ["audit"],
        summary: "Export CSV du journal filtré",
        querystring: ZAuditQuery,
        response: { 401: ZError, 403: ZError, 422: ZError },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      requireScope(auth, "audit", "read");
      const { limit: _l, offset: _o, ...filters } = request.query;
      const day = new Date().toISOString().slice(0, 10);
      reply.header("content-type", "text/csv; charset=utf-8");
      reply.header(
        "content-disposition",
        `attachment; filename="${renderServerText({ text: MSG_DOC_FILES.auditLog }, request.lang)}-${day}.csv"`,
      );
      return (reply as FastifyReply).send(
        Readable.from(auditCsv({ auth, query: filters, lang: request.lang })),
      );
    },
  );
};
