import {
  ZClient,
  ZClientCreate,
  ZClientPatch,
  ZClientSites,
  ZClientsQuery,
  ZClientUser,
  ZClientUserInvite,
  ZError,
  ZPublication,
  ZPublicationPatch,
  ZUser,
} from "@hts/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAuth } from "../../lib/auth-context.ts";
import { inviteClientUser, listClientUsers, setClientUserSites } from "./client-users.service.ts";
import {
  attachSites,
  createClient,
  deleteClient,
  detachSite,
  getClient,
  getPublication,
  listClients,
  restoreClient,
  updateClient,
  updatePublication,
} from "./clients.service.ts";

const read = { area: "clients", level: "read" } as const;
const write = { area: "clients", level: "write" } as const;
const params = z.object({ id: z.uuid() });
const refused = { 401: ZError, 403: ZError, 404: ZError };

export const clientsRoutes: FastifyPluginAsyncZod = async (app) => {
  const mailing = () => ({ mailer: app.mailer, publicUrl: app.appConfig.publicUrl });

  app.get(
    "",
    {
      config: { access: read },
      schema: {
        tags: ["clients"],
        summary:
          "Clients (donneurs d'ordre) avec leurs sites et leurs chiffres ; archived=true : les archivés",
        querystring: ZClientsQuery,
        response: { 200: z.array(ZClient), 401: ZError, 403: ZError, 422: ZError },
      },
    },
    async (request) => listClients({ auth: requireAuth(request), ...request.query }),
  );

  app.post(
    "",
    {
      config: { access: write },
      schema: {
        tags: ["clients"],
        summary: "Créer un client (SIREN et SIRET vérifiés)",
        body: ZClientCreate,
        response: { 201: ZClient, 401: ZError, 403: ZError, 422: ZError },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createClient({ auth: requireAuth(request), input: request.body })),
  );

  app.get(
    "/:id",
    {
      config: { access: read },
      schema: { tags: ["clients"], summary: "Un client", params, response: { 200: ZClient, ...refused } },
    },
    async (request) => getClient({ auth: requireAuth(request), id: request.params.id }),
  );

  app.patch(
    "/:id",
    {
      config: { access: write },
      schema: {
        tags: ["clients"],
        summary: "Modifier un client (409 s'il est archivé)",
        params,
        body: ZClientPatch,
        response: { 200: ZClient, ...refused, 409: ZError, 422: ZError },
      },
    },
    async (request) =>
      updateClient({ auth: requireAuth(request), id: request.params.id, input: request.body }),
  );

  app.delete(
    "/:id",
    {
      config: { access: write },
      schema: {
        tags: ["clients"],
        summary: "Supprimer un client : effacé sans site ni utilisateur (204), archivé sinon (200)",
        params,
        response: { 200: ZClient, 204: z.null(), ...refused, 409: ZError },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const { deleted } = await deleteClient({ auth, id: request.params.id });
      if (deleted) return reply.code(204).send(null);
      return getClient({ auth, id: request.params.id });
    },
  );

  app.post(
    "/:id/restore",
    {
      config: { access: write },
      schema: {
        tags: ["clients"],
        summary: "Restaurer un client archivé",
        params,
        response: { 200: ZClient, ...refused, 409: ZError },
      },
    },
    async (request) => restoreClient({ auth: requireAuth(request), id: request.params.id }),
  );

  app.post(
    "/:id/sites",
    {
      config: { access: write },
      schema: {
        tags: ["clients"],
        summary: "Rattacher des sites existants (409 si l'un appartient à un autre client)",
        params,
        body: ZClientSites,
        response: { 200: ZClient, ...refused, 409: ZError, 422: ZError },
      },
    },
    async (request) =>
      attachSites({ auth: requireAuth(request), id: request.params.id, siteIds: request.body.siteIds }),
  );

  app.delete(
    "/:id/sites/:siteId",
    {
      config: { access: write },
      schema: {
        tags: ["clients"],
        summary: "Détacher un site du client (ses utilisateurs le perdent)",
        params: params.extend({ siteId: z.uuid() }),
        response: { 200: ZClient, ...refused },
      },
    },
    async (request) =>
      detachSite({ auth: requireAuth(request), id: request.params.id, siteId: request.params.siteId }),
  );

  app.get(
    "/:id/publication",
    {
      config: { access: read },
      schema: {
        tags: ["clients"],
        summary:
          "Ce que le portail du client publie, par nature (rondes, incidents, main courante, alarmes, rapports)",
        params,
        response: { 200: ZPublication, ...refused },
      },
    },
    async (request) => getPublication({ auth: requireAuth(request), id: request.params.id }),
  );

  app.put(
    "/:id/publication",
    {
      config: { access: write },
      schema: {
        tags: ["clients"],
        summary: "Décider ce que le portail du client publie, par nature",
        params,
        body: ZPublicationPatch,
        response: { 200: ZPublication, ...refused, 409: ZError, 422: ZError },
      },
    },
    async (request) =>
      updatePublication({ auth: requireAuth(request), id: request.params.id, input: request.body }),
  );

  app.get(
    "/:id/users",
    {
      config: { access: read },
      schema: {
        tags: ["clients"],
        summary: "Utilisateurs du portail de ce client et leurs sites",
        params,
        response: { 200: z.array(ZClientUser), ...refused },
      },
    },
    async (request) => listClientUsers({ auth: requireAuth(request), id: request.params.id }),
  );

  app.post(
    "/:id/users",
    {
      config: { access: write },
      schema: {
        tags: ["clients"],
        summary: "Inviter un utilisateur client par e-mail (tous les sites du client, ou certains)",
        params,
        body: ZClientUserInvite,
        response: { 201: ZUser, ...refused, 409: ZError, 422: ZError },
      },
    },
    async (request, reply) =>
      reply.code(201).send(
        await inviteClientUser({
          auth: requireAuth(request),
          id: request.params.id,
          input: request.body,
          passwordCost: app.appConfig.passwordCost,
          mailing: mailing(),
        }),
      ),
  );

  app.put(
    "/:id/users/:userId/sites",
    {
      config: { access: write },
      schema: {
        tags: ["clients"],
        summary: "Les sites du client que voit cet utilisateur (vide : tous)",
        params: params.extend({ userId: z.uuid() }),
        body: z.object({ siteIds: z.array(z.uuid()).max(500) }).strict(),
        response: { 200: ZClientUser, ...refused, 422: ZError },
      },
    },
    async (request) => {
      const user = await setClientUserSites({
        auth: requireAuth(request),
        id: request.params.id,
        userId: request.params.userId,
        siteIds: request.body.siteIds,
      });
      if (!user) throw new Error("client user vanished");
      return user;
    },
  );
};
