import { ZError, ZNotification, ZUnreadCount } from "@hts/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAuth } from "../../lib/auth-context.ts";
import { notFound } from "../../lib/errors.ts";
import { sendPage, ZPage } from "../../lib/pagination.ts";
import { listNotifications, markRead, unreadCount } from "./notifications.service.ts";

const access = { area: "notifications", level: "read" } as const;

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "",
    {
      config: { access },
      schema: {
        tags: ["notifications"],
        summary: "Mes notifications, les plus récentes d'abord",
        querystring: ZPage,
        response: { 200: z.array(ZNotification), 401: ZError },
      },
    },
    async (request, reply) =>
      sendPage(
        reply,
        await listNotifications({ auth: requireAuth(request), lang: request.lang, ...request.query }),
      ),
  );

  app.get(
    "/unread-count",
    {
      config: { access },
      schema: {
        tags: ["notifications"],
        summary: "Nombre de notifications non lues (cloche)",
        response: { 200: ZUnreadCount, 401: ZError },
      },
    },
    async (request) => ({ count: await unreadCount(requireAuth(request)) }),
  );

  app.post(
    "/:id/read",
    {
      config: { access },
      schema: {
        tags: ["notifications"],
        summary: "Marquer une notification comme lue",
        params: z.object({ id: z.uuid() }),
        response: { 200: ZUnreadCount, 401: ZError, 404: ZError },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const changed = await markRead({ auth, id: request.params.id });
      if (changed === 0) throw notFound();
      return { count: await unreadCount(auth) };
    },
  );

  app.post(
    "/read-all",
    {
      config: { access },
      schema: {
        tags: ["notifications"],
        summary: "Tout marquer comme lu",
        response: { 200: ZUnreadCount, 401: ZError },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      await markRead({ auth });
      return { count: 0 };
    },
  );
};
