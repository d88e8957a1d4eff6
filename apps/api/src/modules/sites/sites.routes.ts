import { ZError, ZSite, ZSiteCreate, ZSiteImpact, ZSitePatch, ZSitesQuery } from "@hts/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAuth } from "../../lib/auth-context.ts";
import { jsonPage, pageVariant, sendJsonPage, ZPage } from "../../lib/pagination.ts";
import {
  createSite,
  deleteSite,
  getSite,
  listSites,
  restoreSite,
  siteImpact,
  updateSite,
} from "./sites.service.ts";

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
        summary:
          "Sites visibles (un agent : ceux où il travaille), recherche par nom ou adresse, triés par nom ; archived=true : les sites archivés",
        querystring: ZPage.extend(ZSitesQuery.shape),
        response: { 200: z.array(ZSite), 401: ZError, 403: ZError, 422: ZError },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const { query } = request;
      // Kept 2 s and forgotten on any change of the company, like the alarm list (decision 056).
      const page = await app.listPages.get(
        {
          companyId: auth.companyId,
          topic: "sites",
          variant: pageVariant({ route: "sites", auth, kind: "site", lang: "", query }),
        },
        async () => jsonPage(z.array(ZSite), await listSites({ auth, ...query })),
      );
      return sendJsonPage(reply, page);
    },
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
        summary:
          "Modifier un site (dont status active/inactive ; réactiver compte dans la limite ; 409 s'il est archivé)",
        params,
        body: ZSitePatch,
        response: { 200: ZSite, 401: ZError, 403: ZError, 404: ZError, 409: ZError, 422: ZError },
      },
    },
    async (request) => updateSite({ auth: requireAuth(request), id: request.params.id, input: request.body }),
  );

  app.get(
    "/:id/impact",
    {
      config: { access: write },
      schema: {
        tags: ["sites"],
        summary:
          "Ce que ferait la suppression : effacement (aucun historique), archivage (caméras, alarmes, gardes ou rapports) ou refus (gardes à venir), avec les nombres",
        params,
        response: { 200: ZSiteImpact, 401: ZError, 403: ZError, 404: ZError },
      },
    },
    async (request) => siteImpact({ auth: requireAuth(request), id: request.params.id }),
  );

  app.post(
    "/:id/restore",
    {
      config: { access: write },
      schema: {
        tags: ["sites"],
        summary: "Restaurer un site archivé (il revient inactif) ; 409 s'il n'est pas archivé",
        params,
        response: { 200: ZSite, 401: ZError, 403: ZError, 404: ZError, 409: ZError },
      },
    },
    async (request) => restoreSite({ auth: requireAuth(request), id: request.params.id }),
  );

  app.delete(
    "/:id",
    {
      config: { access: write },
      schema: {
        tags: ["sites"],
        summary:
          "Supprimer un site : effacé s'il n'a pas d'historique (204), archivé s'il a caméras, alarmes, gardes ou rapports (200), refusé s'il a des gardes à venir (409)",
        params,
        response: { 200: ZSite, 204: z.null(), 401: ZError, 403: ZError, 404: ZError, 409: ZError },
      },
    },
    async (request, reply) => {
      const result = await deleteSite({ auth: requireAuth(request), id: request.params.id });
      if (result.deleted) return reply.code(204).send(null);
      return result.site;
    },
  );
};
