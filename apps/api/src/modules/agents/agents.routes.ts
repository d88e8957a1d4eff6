import {
  ZAgent,
  ZAgentCreate,
  ZAgentPatch,
  ZAgentsQuery,
  ZError,
  ZUnavailabilityCreate,
  ZUnavailabilityPeriod,
} from "@hts/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAuth } from "../../lib/auth-context.ts";
import { sendPage, ZPage } from "../../lib/pagination.ts";
import { createAgent, getAgent, listAgents, updateAgent } from "./agents.service.ts";
import { addUnavailability, listUnavailability, removeUnavailability } from "./unavailability.service.ts";

const read = { area: "agents", level: "read" } as const;
const write = { area: "agents", level: "write" } as const;
const params = z.object({ id: z.string() });

export const agentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "",
    {
      config: { access: read },
      schema: {
        tags: ["agents"],
        summary:
          "Agents de la société (recherche nom, badge ou e-mail ; filtres statut, site, niveau, spécialité)",
        querystring: ZPage.extend(ZAgentsQuery.shape),
        response: { 200: z.array(ZAgent), 401: ZError, 403: ZError, 422: ZError },
      },
    },
    async (request, reply) =>
      sendPage(reply, await listAgents({ auth: requireAuth(request), ...request.query })),
  );

  app.post(
    "",
    {
      config: { access: write },
      schema: {
        tags: ["agents"],
        summary: "Créer un agent (limite de l'abonnement : 409 ; badge déjà pris : 409)",
        body: ZAgentCreate,
        response: { 201: ZAgent, 401: ZError, 403: ZError, 409: ZError, 422: ZError },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createAgent({ auth: requireAuth(request), input: request.body })),
  );

  app.get(
    "/:id",
    {
      config: { access: read },
      schema: {
        tags: ["agents"],
        summary: "Un agent",
        params,
        response: { 200: ZAgent, 401: ZError, 403: ZError, 404: ZError },
      },
    },
    async (request) => getAgent({ auth: requireAuth(request), id: request.params.id }),
  );

  app.patch(
    "/:id",
    {
      config: { access: write },
      schema: {
        tags: ["agents"],
        summary:
          "Modifier un agent (dont statut, site affecté, qualifications, carte professionnelle, compte lié)",
        params,
        body: ZAgentPatch,
        response: { 200: ZAgent, 401: ZError, 403: ZError, 404: ZError, 409: ZError, 422: ZError },
      },
    },
    async (request) =>
      updateAgent({ auth: requireAuth(request), id: request.params.id, input: request.body }),
  );

  app.get(
    "/:id/unavailability",
    {
      config: { access: read },
      schema: {
        tags: ["agents"],
        summary: "Congés et indisponibilités de l'agent (jours entiers, bornes incluses)",
        params,
        response: { 200: z.array(ZUnavailabilityPeriod), 401: ZError, 403: ZError, 404: ZError },
      },
    },
    async (request) => listUnavailability({ auth: requireAuth(request), agentId: request.params.id }),
  );

  app.post(
    "/:id/unavailability",
    {
      config: { access: write },
      schema: {
        tags: ["agents"],
        summary:
          "Déclarer un congé (leave) ou une indisponibilité (unavailable) ; vu par la détection de conflits",
        params,
        body: ZUnavailabilityCreate,
        response: { 201: ZUnavailabilityPeriod, 401: ZError, 403: ZError, 404: ZError, 422: ZError },
      },
    },
    async (request, reply) =>
      reply.code(201).send(
        await addUnavailability({
          auth: requireAuth(request),
          agentId: request.params.id,
          input: request.body,
        }),
      ),
  );

  app.delete(
    "/:id/unavailability/:periodId",
    {
      config: { access: write },
      schema: {
        tags: ["agents"],
        summary: "Supprimer un congé ou une indisponibilité",
        params: z.object({ id: z.string(), periodId: z.string() }),
        response: { 204: z.null(), 401: ZError, 403: ZError, 404: ZError },
      },
    },
    async (request, reply) => {
      await removeUnavailability({
        auth: requireAuth(request),
        agentId: request.params.id,
        id: request.params.periodId,
      });
      return reply.code(204).send(null);
    },
  );
};
