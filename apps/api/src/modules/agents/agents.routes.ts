import {
  ZAgent,
  ZAgentCreate,
  ZAgentPatch,
  ZAgentsQuery,
  ZCalendarLink,
  ZCoveredShifts,
  ZCoveredShiftsQuery,
  ZError,
  ZUnassignShiftsInput,
  ZUnavailabilityCreate,
  ZUnavailabilityPeriod,
} from "@hts/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAuth } from "../../lib/auth-context.ts";
import { sendPage, ZPage } from "../../lib/pagination.ts";
import { calendarLink, rotateCalendarLink } from "../calendar/calendar.service.ts";
import { coveredShifts, unassignCoveredShifts } from "../planning/leave-shifts.service.ts";
import { createAgent, getAgent, listAgents, updateAgent } from "./agents.service.ts";
import { addUnavailability, listUnavailability, removeUnavailability } from "./unavailability.service.ts";

const read = { area: "agents", level: "read" } as const;
const write = { area: "agents", level: "write" } as const;
// The feed link is the agent's own planning: planning readers may see it (an agent only their own).
const planningRead = { area: "planning", level: "read" } as const;
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
    "/:id/calendar-link",
    {
      config: { access: planningRead },
      schema: {
        tags: ["agents", "planning"],
        summary:
          "Lien secret du flux iCalendar de l'agent : créé au premier appel ; ensuite seul son empreinte est gardée (url null, régénérer pour l'afficher)",
        params,
        response: { 200: ZCalendarLink, 401: ZError, 403: ZError, 404: ZError },
      },
    },
    async (request) => calendarLink({ auth: requireAuth(request), agentId: request.params.id, request }),
  );

  app.post(
    "/:id/calendar-link/rotate",
    {
      config: { access: planningRead },
      schema: {
        tags: ["agents", "planning"],
        summary: "Régénérer le lien du calendrier (l'ancien cesse de fonctionner)",
        params,
        response: { 200: ZCalendarLink, 401: ZError, 403: ZError, 404: ZError },
      },
    },
    async (request) =>
      rotateCalendarLink({ auth: requireAuth(request), agentId: request.params.id, request }),
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

  app.get(
    "/:id/unavailability/covered-shifts",
    {
      config: { access: write },
      schema: {
        tags: ["agents", "planning"],
        summary:
          "Gardes prévues de l'agent que couvrirait un congé ou une indisponibilité startDate..endDate (jours entiers inclus), avant de le déclarer",
        params,
        querystring: ZCoveredShiftsQuery,
        response: { 200: ZCoveredShifts, 401: ZError, 403: ZError, 404: ZError, 422: ZError },
      },
    },
    async (request) =>
      coveredShifts({ auth: requireAuth(request), agentId: request.params.id, query: request.query }),
  );

  app.post(
    "/:id/unavailability/:periodId/unassign-shifts",
    {
      config: { access: write },
      schema: {
        tags: ["agents", "planning"],
        summary:
          "Désaffecter les gardes prévues que couvre la période (toutes, ou shiftIds) : elles sont annulées, en une transaction, auditées",
        params: z.object({ id: z.string(), periodId: z.string() }),
        body: ZUnassignShiftsInput,
        response: { 200: ZCoveredShifts, 401: ZError, 403: ZError, 404: ZError, 422: ZError },
      },
    },
    async (request) =>
      unassignCoveredShifts({
        auth: requireAuth(request),
        agentId: request.params.id,
        periodId: request.params.periodId,
        input: request.body,
      }),
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
