import { ZError, ZFieldFloor, ZFieldFloorQuery } from "@hts/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireAuth } from "../../lib/auth-context.ts";
import { readFloor } from "./field.service.ts";

export const fieldRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/floor",
    {
      config: { access: { area: "field", level: "read" } },
      schema: {
        tags: ["field"],
        summary: "Sur le terrain : agents en service, attendus, en retard, contrôles PTI ouverts, positions",
        querystring: ZFieldFloorQuery,
        response: { 200: ZFieldFloor, 401: ZError, 403: ZError, 404: ZError },
      },
    },
    async (request) =>
      readFloor({
        auth: requireAuth(request),
        siteId: request.query.site_id,
        mapTileUrl: app.appConfig.mapTileUrl ?? null,
      }),
  );
};
