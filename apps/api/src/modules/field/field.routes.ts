import { ZError, ZFieldFloor, ZFieldFloorQuery } from "@hts/domain";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireAuth } from "../../lib/auth-context.ts";
import { floorVariant, readFloor } from "./field.service.ts";

/** Sends JSON serialized once already, as the route's serializer would have written it. */
const sendJson = <R extends FastifyReply>(reply: R, body: Buffer): R =>
  reply.type("application/json; charset=utf-8").send(body) as R;

export const fieldRoutes: FastifyPluginAsyncZod = async (app) => {
  // A computed floor is served for a second (`app.fieldFloors`, decision 087): every control-room screen
  // of a company refetches on the same coalesced `field.updated` event, and one computation serves them
  // all. A write declaring the `field` topic forgets it before its answer leaves (decision 107); any
  // event of the company forgets it too (the next read recomputes).
  const floors = app.fieldFloors;
  const unsubscribe = app.events.subscribe((event) => floors.forgetCompany(event.companyId));
  app.addHook("onClose", async () => unsubscribe());

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
    async (request, reply) => {
      const auth = requireAuth(request);
      const { sites, variant } = await floorVariant({ auth, siteId: request.query.site_id });
      const body = await floors.get({ companyId: auth.companyId, variant }, async () => {
        const floor = await readFloor({ auth, sites, mapTileUrl: app.appConfig.mapTileUrl ?? null });
        // Validated and serialized once for every screen that reads it (as list pages, decision 056).
        return Buffer.from(JSON.stringify(ZFieldFloor.parse(floor)), "utf8");
      });
      return sendJson(reply, body);
    },
  );
};
