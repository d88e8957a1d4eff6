import { ZBadgePresence, ZError, ZMyBadgeCode } from "@hts/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAuth } from "../../lib/auth-context.ts";
import { errors, params, read, tags, write } from "./access-common.routes.ts";
import { listPresence, myBadgeCode, resetPresence } from "./badge-presence.service.ts";

/** Anti-passback presence with its override, and the holder's rotating QR code (decision 082). */
export const badgePresenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/presence",
    {
      config: { access: read },
      schema: {
        tags,
        summary: "Badges présents dans une zone (anti-passback), les entrées les plus récentes d'abord",
        response: { 200: z.array(ZBadgePresence), ...errors },
      },
    },
    async (request) => listPresence({ auth: requireAuth(request) }),
  );
  app.post(
    "/badges/:id/presence/reset",
    {
      config: { access: write },
      schema: {
        tags,
        summary: "Réinitialiser la présence d'un badge (anti-passback) : sa prochaine entrée est acceptée",
        params,
        response: { 200: z.object({ cleared: z.number() }), ...errors },
      },
    },
    async (request) => resetPresence({ auth: requireAuth(request), id: request.params.id }),
  );
  app.get(
    "/my-badge",
    {
      // Any signed-in holder: the code is of his own badge only.
      config: { access: "authenticated" },
      schema: {
        tags,
        summary: "QR code dynamique de mon badge (change toutes les 30 s)",
        response: { 200: ZMyBadgeCode, 401: ZError, 404: ZError },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return myBadgeCode({ auth: requireAuth(request) });
    },
  );
};
