import { ZError, ZSite, ZSiteCreate, ZSitePatch, ZSitesQuery } from "@hts/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sendPage, ZPage } from "../../lib/pagination.ts";
import { requireAuth } from "../../plugins/auth.ts";
import { createSite, deleteSite, getSite, listSites, updateSite } from "./sites.service.ts";

const read = { area: "sites", level: "read" } as const;
const write = { area: "sites", level: "write" } as const;
const params = z.object({ id: z.string() });

export const sitesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "",
    {
      config: { access: read },
      schema: {
        tags: ["sites"],
        summary: "Sites de la société (recherche par nom ou adresse), triés par nom",
        querystring: ZPage.extend(ZSitesQuery.shape),
        response: { 200: z.array(ZSite), 401: ZError, 403: ZError, 422: ZError },
      },
    },
    async (request, reply) =>
      sendPage(reply, await listSites({ auth: requireAuth(request), ...request.query })),
  );

  app.post(
    "",
    {
      config: { access: write },
      schema: {
        tags: ["sites"],
        summary: "Créer un site (limite de l'abonnement : 409)",
        body: ZSiteCreate,
        response: { 201: ZSite, 401: ZError, 403: ZError, 409: ZError, 422: ZError },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createSite({ auth: requireAuth(request), input: request.body })),
  );

  app.get(
    "/:id",
    {
      config: { access: read },
      schema: {
        tags: ["sites"],
        summary: "Un site",
        params,
        response: { 200: ZSite, 401: ZError, 404: ZError },
      },
    },
    async (request) => getSite({ auth: requireAuth(request), id: request.params.id }),
  );

  app.patch(
    "/:id",
    {
      config: { access: write },
      schema: {
        tags: ["sites"],
        summary: "Modifier un site (dont status active/inactive ; réactiver compte dans la limite)",
        params,
        body: ZSitePatch,
        response: { 200: ZSite, 401: ZError, 403: ZError, 404: ZError, 409: ZError, 422: ZError },
      },
    },
    async (request) => updateSite({ auth: requireAuth(request), id: request.params.id, input: request.body }),
  );

  app.delete(
    "/:id",
    {
      config: { access: write },
      schema: {
        tags: ["sites"],
        summary: "Supprimer un site (204) ; s'il a des caméras ou des alarmes, il est désactivé (200)",
        params,
        response: { 200: ZSite, 204: z.null(), 401: ZError, 403: ZError, 404: ZError },
      },
    },
    async (request, reply) => {
      const result = await deleteSite({ auth: requireAuth(request), id: request.params.id });
      if (result.deleted) return reply.code(204).send(null);
      return result.site;
    },
  );
};
