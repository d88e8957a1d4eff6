import { ZAlarm, ZAlarmComment, ZAlarmCreate, ZAlarmResolve, ZAlarmsQuery, ZError } from "@hts/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sendPage, ZPage } from "../../lib/pagination.ts";
import { requireAuth } from "../../plugins/auth.ts";
import { commentAlarm, resolveAlarm } from "./alarm-actions.ts";
import { createAlarm, listAlarms, readAlarm } from "./alarms.service.ts";

const read = { area: "alarms", level: "read" } as const;
const write = { area: "alarms", level: "write" } as const;
const params = z.object({ id: z.string() });

export const alarmsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "",
    {
      config: { access: read },
      schema: {
        tags: ["alarms"],
        summary: "Alarmes, les plus récentes d'abord (filtres statut, gravité, site, texte, période)",
        querystring: z.intersection(ZPage, ZAlarmsQuery),
        response: { 200: z.array(ZAlarm), 401: ZError, 403: ZError, 422: ZError },
      },
    },
    async (request, reply) =>
      sendPage(reply, await listAlarms({ auth: requireAuth(request), ...request.query })),
  );

  app.post(
    "",
    {
      config: { access: write },
      schema: {
        tags: ["alarms"],
        summary: "Créer une alarme (une alarme critique notifie les utilisateurs qui lisent les alarmes)",
        body: ZAlarmCreate,
        response: { 201: ZAlarm, 401: ZError, 403: ZError, 422: ZError },
      },
    },
    async (request, reply) => {
      const alarm = await createAlarm({
        auth: requireAuth(request),
        events: app.events,
        input: request.body,
      });
      return reply.code(201).send(alarm);
    },
  );

  app.get(
    "/:id",
    {
      config: { access: read },
      schema: {
        tags: ["alarms"],
        summary: "Une alarme avec ses commentaires",
        params,
        response: { 200: ZAlarm, 401: ZError, 404: ZError },
      },
    },
    async (request) => readAlarm({ tenant: requireAuth(request).tenant, id: request.params.id }),
  );

  app.post(
    "/:id/resolve",
    {
      config: { access: write },
      schema: {
        tags: ["alarms"],
        summary: "Marquer comme résolue (définitif ; 409 si déjà résolue)",
        params,
        body: ZAlarmResolve,
        response: { 200: ZAlarm, 401: ZError, 403: ZError, 404: ZError, 409: ZError, 422: ZError },
      },
    },
    async (request) =>
      resolveAlarm({
        auth: requireAuth(request),
        events: app.events,
        id: request.params.id,
        note: request.body?.note ?? null,
      }),
  );

  app.post(
    "/:id/comments",
    {
      config: { access: write },
      schema: {
        tags: ["alarms"],
        summary: "Ajouter un commentaire ; renvoie l'alarme à jour",
        params,
        body: ZAlarmComment,
        response: { 201: ZAlarm, 401: ZError, 403: ZError, 404: ZError, 422: ZError },
      },
    },
    async (request, reply) => {
      const alarm = await commentAlarm({
        auth: requireAuth(request),
        events: app.events,
        id: request.params.id,
        text: request.body.text,
      });
      return reply.code(201).send(alarm);
    },
  );
};
