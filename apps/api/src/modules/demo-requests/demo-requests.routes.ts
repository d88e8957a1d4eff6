import { ZDemoRequest, ZDemoRequestInput, ZError } from "@hts/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { demoRequests } from "../../db/schema.ts";
import { notifyDemoRequest } from "../platform/index.ts";

export const demoRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "",
    {
      // Public form: limited per IP so it cannot be used to flood the sales inbox.
      config: { access: "public", rateLimit: { max: 10, timeWindow: 3600_000 } },
      schema: {
        tags: ["demo-requests"],
        summary: "Demander une démonstration (page d'accueil publique)",
        body: ZDemoRequestInput,
        response: { 201: ZDemoRequest, 422: ZError, 429: ZError },
      },
    },
    async (request, reply) => {
      const { sites, ...fields } = request.body;
      const [row] = await app.database.db
        .insert(demoRequests)
        .values({ ...fields, sitesRange: sites, ip: request.ip })
        .returning();
      if (!row) throw new Error("demo request insert returned nothing");
      request.log.info({ demoRequest: row.id }, "demo request received");
      // The operators learn of it by e-mail (issue 29); not awaited, it never holds the visitor's answer.
      void notifyDemoRequest({
        db: app.database.db,
        mailer: app.mailer,
        publicUrl: app.appConfig.publicUrl,
        request: row,
        log: request.log,
      });
      return reply.code(201).send({
        id: row.id,
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email,
        phone: row.phone,
        company: row.company,
        sites,
        message: row.message,
        createdAt: row.createdAt.toISOString(),
      });
    },
  );
};
