import {
  MSG_RADIO,
  ZChannel,
  ZChannelCreate,
  ZChannelPatch,
  ZCommunication,
  ZCommunicationsQuery,
  ZDispatchRequest,
  ZError,
  ZNearestAgent,
  ZRadio,
  ZRadioAlert,
  ZRadioAlertStatus,
  ZRadioCreate,
  ZRadioKey,
  ZRadioPatch,
  ZRadioSummary,
  ZSosRequest,
} from "@hts/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAuth } from "../../lib/auth-context.ts";
import { validation } from "../../lib/errors.ts";
import { sendPage, ZPage } from "../../lib/pagination.ts";
import { createChannel, deleteChannel, getChannel, listChannels, updateChannel } from "./channels.service.ts";
import { communicationAudio, listCommunications, sendClip } from "./communications.service.ts";
import type { PttQuota } from "./ptt-quota.ts";
import { actOnAlert, alertNearest, listAlerts, radioAiSummary, triggerSos } from "./radio-alerts.service.ts";
import {
  createRadio,
  deleteRadio,
  getRadio,
  listRadios,
  type RadioDeps,
  regenerateRadioKey,
  updateRadio,
} from "./radios.service.ts";

const read = { area: "radio", level: "read" } as const;
const write = { area: "radio", level: "write" } as const;
const params = z.object({ id: z.string() });
const tags = ["radio"];
const errors = { 401: ZError, 403: ZError, 404: ZError, 409: ZError, 422: ZError } as const;
const CLIP_MAX_BYTES = 2 * 1024 * 1024;
const CLIP_TYPES = new Set(["audio/webm", "audio/ogg", "audio/mp4"]);

export type RadioRoutesOptions = { offlineAfterSeconds: number; pttQuota: PttQuota };

/** /api/radio (issue 12): the spec's paths keep their trailing slash. */
export const radioRoutes: FastifyPluginAsyncZod<RadioRoutesOptions> = async (app, options) => {
  const deps = (request: FastifyRequest): RadioDeps => ({
    events: app.events,
    offlineAfterSeconds: options.offlineAfterSeconds,
    lang: request.lang,
  });
  const ctx = (request: FastifyRequest) => {
    const auth = requireAuth(request);
    return { auth, lang: request.lang, timeZone: auth.user.timezone };
  };

  app.get(
    "/radios/",
    {
      config: { access: read },
      schema: {
        tags,
        summary: "Radios de la flotte",
        querystring: ZPage,
        response: { 200: z.array(ZRadio), ...errors },
      },
    },
    async (request, reply) =>
      sendPage(
        reply,
        await listRadios({ auth: requireAuth(request), deps: deps(request), ...request.query }),
      ),
  );
  app.post(
    "/radios/",
    {
      config: { access: write },
      schema: {
        tags,
        summary:
          "Ajouter une radio (IMEI unique dans la société) ; la clé de télémétrie n'est montrée qu'une fois",
        body: ZRadioCreate,
        response: { 201: ZRadio.extend({ radioKey: z.string() }), ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createRadio({ auth: requireAuth(request), input: request.body, deps: deps(request) })),
  );
  app.get(
    "/radios/:id",
    {
      config: { access: read },
      schema: { tags, summary: "Une radio", params, response: { 200: ZRadio, ...errors } },
    },
    async (request) => getRadio({ auth: requireAuth(request), id: request.params.id, deps: deps(request) }),
  );
  app.patch(
    "/radios/:id",
    {
      config: { access: write },
      schema: {
        tags,
        summary: "Modifier, assigner ou désassigner (agentId null), changer de canal, retirer (retired)",
        params,
        body: ZRadioPatch,
        response: { 200: ZRadio, ...errors },
      },
    },
    async (request) =>
      updateRadio({
        auth: requireAuth(request),
        id: request.params.id,
        input: request.body,
        deps: deps(request),
      }),
  );
  app.delete(
    "/radios/:id",
    {
      config: { access: write },
      schema: {
        tags,
        summary: "Supprimer une radio (historique conservé)",
        params,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteRadio({ auth: requireAuth(request), id: request.params.id, deps: deps(request) });
      return reply.code(204).send(null);
    },
  );
  app.post(
    "/radios/:id/key",
    {
      config: { access: write },
      schema: {
        tags,
        summary: "Nouvelle clé de télémétrie (l'ancienne cesse de fonctionner)",
        params,
        response: { 200: ZRadioKey, ...errors },
      },
    },
    async (request) =>
      regenerateRadioKey({ auth: requireAuth(request), id: request.params.id, deps: deps(request) }),
  );

  app.get(
    "/channels/",
    {
      config: { access: read },
      schema: {
        tags,
        summary: "Canaux (le canal d'urgence existe toujours)",
        querystring: ZPage,
        response: { 200: z.array(ZChannel), ...errors },
      },
    },
    async (request, reply) =>
      sendPage(
        reply,
        await listChannels({ auth: requireAuth(request), lang: request.lang, ...request.query }),
      ),
  );
  app.post(
    "/channels/",
    {
      config: { access: write },
      schema: {
        tags,
        summary: "Créer un canal",
        body: ZChannelCreate,
        response: { 201: ZChannel, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(
        await createChannel({
          auth: requireAuth(request),
          input: request.body,
          lang: request.lang,
          events: app.events,
        }),
      ),
  );
  app.get(
    "/channels/:id",
    {
      config: { access: read },
      schema: { tags, summary: "Un canal", params, response: { 200: ZChannel, ...errors } },
    },
    async (request) => getChannel({ auth: requireAuth(request), id: request.params.id, lang: request.lang }),
  );
  app.patch(
    "/channels/:id",
    {
      config: { access: write },
      schema: {
        tags,
        summary: "Modifier un canal et ses membres",
        params,
        body: ZChannelPatch,
        response: { 200: ZChannel, ...errors },
      },
    },
    async (request) =>
      updateChannel({
        auth: requireAuth(request),
        id: request.params.id,
        input: request.body,
        lang: request.lang,
        events: app.events,
      }),
  );
  app.delete(
    "/channels/:id",
    {
      config: { access: write },
      schema: {
        tags,
        summary: "Supprimer un canal (pas le canal d'urgence)",
        params,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteChannel({
        auth: requireAuth(request),
        id: request.params.id,
        lang: request.lang,
        events: app.events,
      });
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/communications/",
    {
      config: { access: read },
      schema: {
        tags,
        summary: "Communications, des plus récentes (recherche dans la transcription, canal, urgences)",
        querystring: ZCommunicationsQuery,
        response: { 200: z.array(ZCommunication), ...errors },
      },
    },
    async (request, reply) =>
      sendPage(
        reply,
        await listCommunications({ auth: requireAuth(request), lang: request.lang, ...request.query }),
      ),
  );

  // Push-to-talk clips arrive as raw Opus bytes (MediaRecorder's audio/webm, or audio/ogg).
  app.addContentTypeParser(
    /^audio\//,
    { parseAs: "buffer", bodyLimit: CLIP_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  app.post(
    "/channels/:id/ptt",
    {
      config: { access: write },
      schema: {
        tags,
        summary:
          "Push-to-talk : un clip audio (audio/webm, audio/ogg ou audio/mp4, 2 Mo au plus) sur le canal ; quota par personne et par société",
        params,
        response: { 201: ZCommunication, 429: ZError, ...errors },
      },
    },
    async (request, reply) => {
      const mime =
        String(request.headers["content-type"] ?? "")
          .split(";")[0]
          ?.trim() ?? "";
      const body = request.body;
      if (!CLIP_TYPES.has(mime) || !Buffer.isBuffer(body) || body.length < 16)
        throw validation([{ loc: ["body"], msg: MSG_RADIO.clipInvalid, type: "clip_invalid" }]);
      return reply.code(201).send(
        await sendClip({
          auth: requireAuth(request),
          channelId: request.params.id,
          mime,
          data: body,
          lang: request.lang,
          events: app.events,
          quota: options.pttQuota,
        }),
      );
    },
  );
  app.get(
    "/communications/:id/audio",
    {
      config: { access: read },
      schema: {
        tags,
        summary: "Le clip audio d'une communication push-to-talk",
        params,
        response: {
          200: z.string().describe("audio/webm, audio/ogg ou audio/mp4 : le type enregistré"),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const clip = await communicationAudio({
        auth: requireAuth(request),
        id: request.params.id,
        lang: request.lang,
      });
      return (reply as FastifyReply)
        .header("content-type", clip.mime)
        .header("cache-control", "private, max-age=3600")
        .send(clip.data);
    },
  );

  app.get(
    "/alerts/",
    {
      config: { access: read },
      schema: {
        tags,
        summary: "Alertes radio : ouvertes d'abord, les plus graves et récentes en tête",
        querystring: ZPage.extend({ status: ZRadioAlertStatus.optional() }),
        response: { 200: z.array(ZRadioAlert), ...errors },
      },
    },
    async (request, reply) => sendPage(reply, await listAlerts({ ...ctx(request), ...request.query })),
  );
  app.post(
    "/alerts/sos",
    {
      config: { access: write },
      schema: {
        tags,
        summary:
          "SOS : alerte radio et alarme critiques à la position envoyée ; agents disponibles les plus proches",
        body: ZSosRequest,
        response: { 201: ZRadioAlert.extend({ nearestAgents: z.array(ZNearestAgent) }), ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(
        await triggerSos({
          ...ctx(request),
          radioId: request.body.radio_id,
          location: request.body.location,
          events: app.events,
        }),
      ),
  );
  app.get(
    "/alerts/:id/nearest-agents",
    {
      config: { access: read },
      schema: {
        tags,
        summary: "Agents en garde les plus proches de l'alerte (dernière position radio, distance en km)",
        params,
        response: { 200: z.array(ZNearestAgent), ...errors },
      },
    },
    async (request) => alertNearest({ ...ctx(request), id: request.params.id }),
  );
  for (const action of ["dispatch", "acknowledge", "resolve"] as const) {
    app.post(
      `/alerts/:id/${action}`,
      {
        config: { access: write },
        schema: {
          tags,
          summary:
            action === "dispatch"
              ? "Dépêcher un agent (accuse réception)"
              : action === "acknowledge"
                ? "Accuser réception"
                : "Résoudre",
          params,
          ...(action === "dispatch" ? { body: ZDispatchRequest } : {}),
          response: { 200: ZRadioAlert, ...errors },
        },
      },
      async (request) =>
        actOnAlert({
          ...ctx(request),
          id: request.params.id,
          action,
          agentId: (request.body as { agentId?: string } | undefined)?.agentId,
          events: app.events,
        }),
    );
  }
  app.get(
    "/summary",
    {
      config: { access: read },
      schema: {
        tags,
        summary: "Analyse IA : recommandation (spec section 4) et temps de réponse moyen mesuré",
        response: { 200: ZRadioSummary, ...errors },
      },
    },
    async (request) => radioAiSummary({ ...ctx(request), offlineAfterSeconds: options.offlineAfterSeconds }),
  );
};
