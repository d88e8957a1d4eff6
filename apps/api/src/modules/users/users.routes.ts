import { ZAgentChoice, ZError, ZUser, ZUserCreate, ZUserListItem, ZUserPatch } from "@hts/domain";
import { asc } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { agents } from "../../db/schema.ts";
import { requireAuth } from "../../lib/auth-context.ts";
import { sendPage, ZPage } from "../../lib/pagination.ts";
import { createUser, listUsers, sendUserLink, updateUser } from "./users.service.ts";

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const passwordCost = app.appConfig.passwordCost;
  const mailing = () => ({ mailer: app.mailer, publicUrl: app.appConfig.publicUrl });

  app.get(
    "",
    {
      config: { access: { area: "users", level: "read" } },
      schema: {
        tags: ["users"],
        summary: "Utilisateurs de la société (rôle, statut, dernière connexion, double authentification)",
        querystring: ZPage,
        response: { 200: z.array(ZUserListItem), 401: ZError, 403: ZError },
      },
    },
    async (request, reply) =>
      sendPage(reply, await listUsers({ auth: requireAuth(request), ...request.query })),
  );

  app.get(
    "/agent-choices",
    {
      config: { access: { area: "users", level: "write" } },
      schema: {
        tags: ["users"],
        summary: "Fiches agents à lier à un compte",
        response: { 200: z.array(ZAgentChoice), 401: ZError, 403: ZError },
      },
    },
    async (request) => {
      const { db, scope } = requireAuth(request).tenant;
      const rows = await db
        .select({ id: agents.id, name: agents.name, badge: agents.badge, user_id: agents.userId })
        .from(agents)
        .where(scope(agents))
        .orderBy(asc(agents.name))
        .limit(1000);
      return rows;
    },
  );

  app.post(
    "",
    {
      config: { access: { area: "users", level: "write" } },
      schema: {
        tags: ["users"],
        summary: "Créer un utilisateur : mot de passe temporaire, ou invitation par e-mail sans mot de passe",
        body: ZUserCreate,
        response: { 201: ZUser, 401: ZError, 403: ZError, 409: ZError, 422: ZError },
      },
    },
    async (request, reply) => {
      const user = await createUser({
        auth: requireAuth(request),
        input: request.body,
        passwordCost,
        mailing: mailing(),
      });
      return reply.code(201).send(user);
    },
  );

  app.patch(
    "/:id",
    {
      config: { access: { area: "users", level: "write" } },
      schema: {
        tags: ["users"],
        summary:
          "Modifier un utilisateur (rôle, activation, nom, téléphone, mot de passe temporaire, fiche agent)",
        params: z.object({ id: z.string() }),
        body: ZUserPatch,
        response: { 200: ZUser, 401: ZError, 403: ZError, 404: ZError, 409: ZError, 422: ZError },
      },
    },
    async (request) =>
      updateUser({ auth: requireAuth(request), id: request.params.id, input: request.body, passwordCost }),
  );

  app.post(
    "/:id/send-link",
    {
      config: { access: { area: "users", level: "write" } },
      schema: {
        tags: ["users"],
        summary: "Envoyer par e-mail un lien de réinitialisation (ou l'invitation si elle est en attente)",
        params: z.object({ id: z.string() }),
        response: {
          200: z.object({ kind: z.enum(["invitation", "password-reset"]) }),
          401: ZError,
          403: ZError,
          404: ZError,
        },
      },
    },
    async (request) =>
      sendUserLink({ auth: requireAuth(request), id: request.params.id, mailing: mailing() }),
  );
};
