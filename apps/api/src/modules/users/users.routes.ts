import { ZError, ZUser, ZUserCreate, ZUserPatch } from "@hts/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sendPage, ZPage } from "../../lib/pagination.ts";
import { requireAuth } from "../../plugins/auth.ts";
import { createUser, listUsers, updateUser } from "./users.service.ts";

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const passwordCost = app.appConfig.passwordCost;

  app.get(
    "",
    {
      config: { access: { area: "users", level: "read" } },
      schema: {
        tags: ["users"],
        summary: "Utilisateurs de la société",
        querystring: ZPage,
        response: { 200: z.array(ZUser), 401: ZError, 403: ZError },
      },
    },
    async (request, reply) =>
      sendPage(reply, await listUsers({ auth: requireAuth(request), ...request.query })),
  );

  app.post(
    "",
    {
      config: { access: { area: "users", level: "write" } },
      schema: {
        tags: ["users"],
        summary: "Créer un utilisateur (mot de passe initial choisi par l'administrateur)",
        body: ZUserCreate,
        response: { 201: ZUser, 401: ZError, 403: ZError, 409: ZError, 422: ZError },
      },
    },
    async (request, reply) => {
      const user = await createUser({ auth: requireAuth(request), input: request.body, passwordCost });
      return reply.code(201).send(user);
    },
  );

  app.patch(
    "/:id",
    {
      config: { access: { area: "users", level: "write" } },
      schema: {
        tags: ["users"],
        summary: "Modifier un utilisateur (rôle, activation, nom, téléphone, mot de passe)",
        params: z.object({ id: z.string() }),
        body: ZUserPatch,
        response: { 200: ZUser, 401: ZError, 403: ZError, 404: ZError, 409: ZError, 422: ZError },
      },
    },
    async (request) =>
      updateUser({ auth: requireAuth(request), id: request.params.id, input: request.body, passwordCost }),
  );
};
