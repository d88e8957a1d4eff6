import { createHash } from "node:crypto";
import {
  ZCommunication,
  ZCommunicationIngest,
  ZError,
  ZLatLng,
  ZNearestAgent,
  ZRadioAlert,
  ZRadioTelemetry,
} from "@hts/domain";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ingestCommunication } from "./communications.service.ts";
import { raiseSos } from "./radio-alerts.service.ts";
import { RADIO_KEY_HEADER, radioOfKey } from "./radio-keys.ts";
import { ingestTelemetry } from "./radios.service.ts";

const radioKey = (request: FastifyRequest) => {
  const value = request.headers[RADIO_KEY_HEADER];
  return typeof value === "string" ? value : undefined;
};
const headers = z.object({ [RADIO_KEY_HEADER]: z.string().max(200).optional() });
const tags = ["radio"];
const errors = { 401: ZError, 404: ZError, 409: ZError, 422: ZError, 429: ZError } as const;

export type RadioGatewayOptions = { perMinute: number };

/**
 * The PoC gateway or the device itself, authenticated by the radio's key (never a user session,
 * decision 034). The key is checked before the body: a caller without one learns nothing.
 */
export const radioGatewayRoutes: FastifyPluginAsyncZod<RadioGatewayOptions> = async (app, options) => {
  const config = {
    access: "public" as const,
    rateLimit: {
      max: options.perMinute,
      timeWindow: 60_000,
      keyGenerator: (request: FastifyRequest) =>
        `radio:${createHash("sha256")
          .update(radioKey(request) ?? request.ip)
          .digest("hex")}`,
    },
  };
  const radios = new WeakMap<FastifyRequest, Awaited<ReturnType<typeof radioOfKey>>>();
  const preValidation = async (request: FastifyRequest) => {
    radios.set(request, await radioOfKey(app.database.db, radioKey(request)));
  };
  const radioOf = async (request: FastifyRequest) =>
    radios.get(request) ?? (await radioOfKey(app.database.db, radioKey(request)));

  app.post(
    "/gateway/telemetry",
    {
      config,
      preValidation,
      schema: {
        tags,
        summary: "Passerelle : batterie, signal, canal et position d'une radio (en-tête X-Radio-Key)",
        headers,
        body: ZRadioTelemetry,
        response: { 200: z.object({ ok: z.literal(true), at: z.string() }), ...errors },
      },
    },
    async (request) =>
      ingestTelemetry({
        db: app.database.db,
        radio: await radioOf(request),
        input: request.body,
        events: app.events,
      }),
  );
  app.post(
    "/gateway/communications",
    {
      config,
      preValidation,
      schema: {
        tags,
        summary: "Passerelle : une transmission (canal, heure, transcription) ; détection d'urgence",
        headers,
        body: ZCommunicationIngest,
        response: { 201: ZCommunication, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(
        await ingestCommunication({
          db: app.database.db,
          radio: await radioOf(request),
          input: request.body,
          events: app.events,
          lang: request.lang,
        }),
      ),
  );
  app.post(
    "/gateway/sos",
    {
      config,
      preValidation,
      schema: {
        tags,
        summary: "Passerelle : bouton SOS de la radio (position facultative, sinon la dernière connue)",
        headers,
        body: z.object({ location: ZLatLng.nullish() }).strict(),
        response: { 201: ZRadioAlert.extend({ nearestAgents: z.array(ZNearestAgent) }), ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(
        await raiseSos({
          db: app.database.db,
          radio: await radioOf(request),
          location: request.body.location ?? null,
          userId: null,
          lang: request.lang,
          timeZone: "Europe/Paris",
          events: app.events,
        }),
      ),
  );
};
