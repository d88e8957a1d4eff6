import {
  ZError,
  ZPushPublicKey,
  ZPushSubscription,
  ZPushSubscriptionInput,
  ZPushUnsubscribe,
} from "@hts/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAuth } from "../../lib/auth-context.ts";
import { listSubscriptions, subscribe, unsubscribe } from "./subscriptions.service.ts";
import { vapidKeys } from "./vapid-keys.ts";

// Every signed-in user manages the push subscriptions of their own browsers (decision 088).
const read = { area: "notifications", level: "read" } as const;
const write = { area: "notifications", level: "write" } as const;

export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/public-key",
    {
      config: { access: read },
      schema: {
        tags: ["push"],
        summary: "Clé publique VAPID de l'installation (applicationServerKey du navigateur)",
        response: { 200: ZPushPublicKey, 401: ZError },
      },
    },
    async () => ({ public_key: (await vapidKeys(app.database.db)).publicKey }),
  );

  app.get(
    "/subscriptions",
    {
      config: { access: read },
      schema: {
        tags: ["push"],
        summary: "Mes abonnements push (un par navigateur) et les messages choisis",
        response: { 200: z.array(ZPushSubscription), 401: ZError },
      },
    },
    async (request) => listSubscriptions(requireAuth(request)),
  );

  app.post(
    "/subscriptions",
    {
      config: { access: write },
      schema: {
        tags: ["push"],
        summary: "Abonner ce navigateur aux notifications push (ou changer les messages choisis)",
        body: ZPushSubscriptionInput,
        response: { 201: ZPushSubscription, 401: ZError, 403: ZError, 422: ZError },
      },
    },
    async (request, reply) => {
      const created = await subscribe({ auth: requireAuth(request), input: request.body });
      return reply.code(201).send(created);
    },
  );

  app.delete(
    "/subscriptions",
    {
      config: { access: write },
      schema: {
        tags: ["push"],
        summary: "Désabonner ce navigateur",
        body: ZPushUnsubscribe,
        response: { 204: z.null(), 401: ZError, 403: ZError, 404: ZError },
      },
    },
    async (request, reply) => {
      await unsubscribe({ auth: requireAuth(request), endpoint: request.body.endpoint });
      return reply.code(204).send(null);
    },
  );
};
