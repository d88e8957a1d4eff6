import {
  ZAlarm,
  ZAlarmAssign,
  ZAlarmAssignee,
  ZAlarmComment,
  ZAlarmCreate,
  ZAlarmResolve,
  ZAlarmsQuery,
  ZError,
} from "@hts/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAuth } from "../../lib/auth-context.ts";
import { ALARM_CHANGE, ALARM_COUNTS_CHANGE } from "../../lib/cache-topics.ts";
import { jsonPage, pageVariant, sendJsonPage, ZPage } from "../../lib/pagination.ts";
import { assignAlarm, commentAlarm, listAssignees, resolveAlarm, takeAlarm } from "./alarm-actions.ts";
import { alarmFor, createAlarm, listAlarms, readAlarm } from "./alarms.service.ts";

// Every role that opens the area reaches these routes; which alarms they reach and what they may do
// to each is the record policy's (decision 015): agents raise, read and comment alarms of the sites
// they work on and take in charge and resolve those assigned to them.
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
        summary:
          "Alarmes que l'appelant peut lire, les plus récentes d'abord (filtres statut, gravité, site, texte, période, assignées à moi) ; total dans X-Total-Count",
        querystring: z.intersection(ZPage, ZAlarmsQuery),
        response: { 200: z.array(ZAlarm), 401: ZError, 403: ZError, 422: ZError },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const { lang, query } = request;
      // The control room's screens poll the same pages: kept 2 s, forgotten on any change (decision 056).
      const page = await app.listPages.get(
        {
          companyId: auth.companyId,
          topic: "alarms",
          variant: pageVariant({ route: "alarms", auth, kind: "alarm", lang, query }),
        },
        async () =>
          jsonPage(z.array(ZAlarm), await listAlarms({ auth, lang, totals: app.alarmTotals, ...query })),
      );
      return sendJsonPage(reply, page);
    },
  );

  app.post(
    "",
    {
      config: { access: read, changes: ALARM_COUNTS_CHANGE },
      schema: {
        tags: ["alarms"],
        summary:
          "Créer une alarme (un agent : sur les sites où il travaille ; une alarme critique notifie les personnes concernées)",
        body: ZAlarmCreate,
        response: { 201: ZAlarm, 401: ZError, 403: ZError, 422: ZError },
      },
    },
    async (request, reply) => {
      const alarm = await createAlarm({
        auth: requireAuth(request),
        events: app.events,
        input: request.body,
        lang: request.lang,
      });
      return reply.code(201).send(alarm);
    },
  );

  app.get(
    "/assignees",
    {
      config: { access: write },
      schema: {
        tags: ["alarms"],
        summary: "À qui une alarme peut être affectée : comptes actifs et agents de la société",
        response: { 200: z.array(ZAlarmAssignee), 401: ZError, 403: ZError },
      },
    },
    async (request) => listAssignees(requireAuth(request)),
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
    async (request) => {
      const auth = requireAuth(request);
      await alarmFor(auth, request.params.id, "read");
      return readAlarm({ tenant: auth.tenant, id: request.params.id, lang: request.lang });
    },
  );

  app.post(
    "/:id/assign",
    {
      config: { access: write, changes: ALARM_CHANGE },
      schema: {
        tags: ["alarms"],
        summary:
          "Affecter l'alarme à un compte (userId) ou à un agent (agentId), ou retirer l'affectation (les deux nuls) ; l'affecté est notifié",
        params,
        body: ZAlarmAssign,
        response: { 200: ZAlarm, 401: ZError, 403: ZError, 404: ZError, 409: ZError, 422: ZError },
      },
    },
    async (request) =>
      assignAlarm({
        auth: requireAuth(request),
        events: app.events,
        id: request.params.id,
        body: request.body,
        lang: request.lang,
      }),
  );

  app.post(
    "/:id/take",
    {
      config: { access: read, changes: ALARM_CHANGE },
      schema: {
        tags: ["alarms"],
        summary: "Prendre en charge (qui et quand ; une seule fois ; 409 si déjà prise ou résolue)",
        params,
        response: { 200: ZAlarm, 401: ZError, 403: ZError, 404: ZError, 409: ZError },
      },
    },
    async (request) =>
      takeAlarm({
        auth: requireAuth(request),
        events: app.events,
        id: request.params.id,
        lang: request.lang,
      }),
  );

  app.post(
    "/:id/resolve",
    {
      config: { access: read, changes: ALARM_COUNTS_CHANGE },
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
        lang: request.lang,
      }),
  );

  app.post(
    "/:id/comments",
    {
      config: { access: read, changes: ALARM_CHANGE },
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
        lang: request.lang,
      });
      return reply.code(201).send(alarm);
    },
  );
};
