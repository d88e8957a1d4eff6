import { ZError } from "@hts/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../lib/errors.ts";
import { calendarFeed } from "./calendar.service.ts";

export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/:file",
    {
      // Phone calendars cannot send a bearer token: the secret in the path is the credential.
      config: { access: "public", rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: {
        tags: ["planning"],
        summary:
          "Flux iCalendar (text/calendar) des gardes d'un agent, par lien secret : /api/calendar/{jeton}.ics",
        params: z.object({ file: z.string() }),
        response: { 200: z.string(), 404: ZError },
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      if (!file.endsWith(".ics")) throw notFound();
      const body = await calendarFeed({ db: app.database.db, token: file.slice(0, -4) });
      return reply
        .header("content-type", "text/calendar; charset=utf-8")
        .header("content-disposition", 'inline; filename="planning.ics"')
        .header("cache-control", "private, max-age=300")
        .send(body);
    },
  );
};
