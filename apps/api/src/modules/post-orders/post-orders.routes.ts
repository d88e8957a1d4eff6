import {
  ZError,
  ZMyPostOrder,
  ZPostOrder,
  ZPostOrderAcknowledge,
  ZPostOrderAcknowledgements,
  ZPostOrderAcknowledgeResult,
  ZPostOrderCreate,
  ZPostOrderDetail,
  ZPostOrderListQuery,
  ZPostOrderVersionCreate,
} from "@hts/domain";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAuth } from "../../lib/auth-context.ts";
import { acknowledgementsOf, acknowledgeVersion, myPostOrders } from "./acknowledgements.service.ts";
import {
  addVersion,
  attachmentFile,
  createPostOrder,
  listPostOrders,
  readPostOrder,
} from "./post-orders.service.ts";

const params = z.object({ id: z.string() });
const errors = { 401: ZError, 403: ZError, 404: ZError };
const read = { area: "sites", level: "read" } as const;
const write = { area: "sites", level: "write" } as const;
/** Five files of 5 MB in base64 (a third more) and the text: decision 085. */
const VERSION_BODY_LIMIT = 36 * 1024 * 1024;

/** Post orders (consignes), office and agent sides (issue 22). Registered under /api. */
export const postOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/post-orders",
    {
      config: { access: read },
      schema: {
        tags: ["post-orders"],
        summary: "Consignes par site et poste (version en vigueur)",
        querystring: ZPostOrderListQuery,
        response: { 200: z.array(ZPostOrder), ...errors },
      },
    },
    async (request) => listPostOrders({ auth: requireAuth(request), siteId: request.query.site_id }),
  );

  app.post(
    "/post-orders",
    {
      config: { access: write },
      bodyLimit: VERSION_BODY_LIMIT,
      schema: {
        tags: ["post-orders"],
        summary: "Créer les consignes d'un site (ou d'un poste) : version 1, texte et pièces jointes",
        body: ZPostOrderCreate,
        response: { 201: ZPostOrderDetail, ...errors, 409: ZError, 422: ZError },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createPostOrder({ auth: requireAuth(request), input: request.body })),
  );

  app.get(
    "/post-orders/attachments/:id",
    {
      config: { access: read },
      schema: {
        tags: ["post-orders"],
        summary: "Télécharger une pièce jointe de consignes",
        params,
        response: { 200: z.string().describe("PDF, JPEG, PNG ou WebP"), ...errors },
      },
    },
    async (request, reply) => {
      const file = await attachmentFile({ auth: requireAuth(request), id: request.params.id });
      return (reply as FastifyReply)
        .type(file.contentType)
        .header("content-disposition", `attachment; filename="${file.fileName}"`)
        .header("x-content-type-options", "nosniff")
        .header("cache-control", "private, max-age=3600")
        .send(file.data);
    },
  );

  app.get(
    "/post-orders/:id",
    {
      config: { access: read },
      schema: {
        tags: ["post-orders"],
        summary: "Consignes et toutes leurs versions",
        params,
        response: { 200: ZPostOrderDetail, ...errors },
      },
    },
    async (request) => readPostOrder({ auth: requireAuth(request), id: request.params.id }),
  );

  app.post(
    "/post-orders/:id/versions",
    {
      config: { access: write },
      bodyLimit: VERSION_BODY_LIMIT,
      schema: {
        tags: ["post-orders"],
        summary: "Publier une nouvelle version (les versions publiées ne changent plus)",
        params,
        body: ZPostOrderVersionCreate,
        response: { 201: ZPostOrderDetail, ...errors, 422: ZError },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await addVersion({ auth: requireAuth(request), id: request.params.id, input: request.body })),
  );

  app.get(
    "/post-orders/:id/acknowledgements",
    {
      config: { access: read },
      schema: {
        tags: ["post-orders"],
        summary: "Qui a pris connaissance de quelle version, et qui ne l'a pas encore fait",
        params,
        response: { 200: ZPostOrderAcknowledgements, ...errors },
      },
    },
    async (request) => acknowledgementsOf({ auth: requireAuth(request), id: request.params.id }),
  );

  app.get(
    "/me/post-orders",
    {
      config: { access: "authenticated" },
      schema: {
        tags: ["post-orders"],
        summary: "Mes consignes : sites et postes de mes vacations d'aujourd'hui à J+14",
        response: { 200: z.array(ZMyPostOrder), ...errors },
      },
    },
    async (request) => myPostOrders({ auth: requireAuth(request) }),
  );

  app.post(
    "/me/post-orders/:versionId/acknowledge",
    {
      config: { access: "authenticated" },
      schema: {
        tags: ["post-orders"],
        summary: "J'ai pris connaissance de cette version (rejouable : même client_id, même réponse)",
        params: z.object({ versionId: z.string() }),
        body: ZPostOrderAcknowledge,
        response: {
          200: ZPostOrderAcknowledgeResult,
          201: ZPostOrderAcknowledgeResult,
          ...errors,
          422: ZError,
        },
      },
    },
    async (request, reply) => {
      const { status, body } = await acknowledgeVersion({
        auth: requireAuth(request),
        versionId: request.params.versionId,
        input: request.body,
      });
      return reply.code(status).send(body);
    },
  );
};
