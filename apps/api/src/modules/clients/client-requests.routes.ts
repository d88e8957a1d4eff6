import { ZClientRequest, ZClientRequestAnswer, ZClientRequestsQuery, ZError } from "@hts/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAuth } from "../../lib/auth-context.ts";
import { answerClientRequest, listClientRequests } from "./client-requests.service.ts";

// The office's side of the clients' requests (issue 25), under /api/client-requests. The portal's side
// (file one, follow it) is in the portal module, through this module's public entry.

const errors = { 401: ZError, 403: ZError, 404: ZError };

export const clientRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "",
    {
      config: { access: { area: "clients", level: "read" } },
      schema: {
        tags: ["clients"],
        summary:
          "Demandes des clients (agent supplémentaire, intervention, consignes, réclamation, remarque)",
        querystring: ZClientRequestsQuery,
        response: { 200: z.array(ZClientRequest), ...errors, 422: ZError },
      },
    },
    async (request, reply) => {
      const { items, total } = await listClientRequests({ auth: requireAuth(request), query: request.query });
      return reply.header("x-total-count", String(total)).send(items);
    },
  );

  app.patch(
    "/:id",
    {
      config: { access: { area: "clients", level: "write" } },
      schema: {
        tags: ["clients"],
        summary: "Répondre à une demande client, la passer en cours ou la clore (409 : close sans réponse)",
        params: z.object({ id: z.uuid() }),
        body: ZClientRequestAnswer,
        response: { 200: ZClientRequest, ...errors, 409: ZError, 422: ZError },
      },
    },
    async (request) => {
      const answered = await answerClientRequest({
        auth: requireAuth(request),
        id: request.params.id,
        input: request.body,
        events: app.events,
      });
      // The client's e-mail of this step was queued in the change's transaction: sent now.
      app.mailWorker.kick();
      return answered;
    },
  );
};
