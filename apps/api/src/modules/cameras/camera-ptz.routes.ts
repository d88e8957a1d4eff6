import { ZError, ZPtzCapabilities, ZPtzMove } from "@hts/domain";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { cameras } from "../../db/schema.ts";
import { type AuthContext, requireAuth } from "../../lib/auth-context.ts";
import { requireOnRecord } from "../../lib/record-access.ts";
import { ptzTarget } from "./camera-ptz.ts";
import { openCameraUrl } from "./camera-url-secret.ts";

const params = z.object({ id: z.string() });

async function targetOf(app: FastifyInstance, auth: AuthContext, id: string, action: "read" | "update") {
  const camera = await auth.tenant.findById(cameras, id);
  await requireOnRecord({
    auth,
    kind: "camera",
    action,
    record: { ownerUserIds: [], siteId: camera.siteId },
  });
  // Only cameras declared motorised are asked: a fixed camera is never queried.
  if (camera.type !== "ptz") return { camera, target: null };
  return {
    camera,
    target: ptzTarget({
      ipAddress: camera.ipAddress,
      url: openCameraUrl({ row: camera, keys: app.cameraVideo.keys }),
    }),
  };
}

/** PTZ over ONVIF: whether the camera can turn, and a short move. Under /api/cameras. */
export const cameraPtzRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/:id/ptz",
    {
      config: { access: { area: "cameras", level: "read" } },
      schema: {
        tags: ["cameras"],
        summary: "La caméra répond-elle en ONVIF PTZ ? (sinon, pas de commande de rotation)",
        params,
        response: { 200: ZPtzCapabilities, 401: ZError, 403: ZError, 404: ZError },
      },
    },
    async (request) => {
      const { camera, target } = await targetOf(app, requireAuth(request), request.params.id, "read");
      return { available: await app.cameraPtz.available(camera.id, target) };
    },
  );

  app.post(
    "/:id/ptz",
    {
      config: { access: { area: "cameras", level: "write" } },
      schema: {
        tags: ["cameras"],
        summary: "Faire pivoter ou zoomer la caméra (ONVIF, mouvement bref)",
        params,
        body: ZPtzMove,
        response: { 204: z.null(), 401: ZError, 403: ZError, 404: ZError, 409: ZError, 422: ZError },
      },
    },
    async (request, reply) => {
      const { camera, target } = await targetOf(app, requireAuth(request), request.params.id, "update");
      await app.cameraPtz.move(camera.id, target, request.body);
      return reply.code(204).send(null);
    },
  );
};
