import { ZCamera, ZCameraCreate, ZCameraPatch, ZCamerasQuery, ZError } from "@hts/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAuth } from "../../lib/auth-context.ts";
import { sendPage, ZPage } from "../../lib/pagination.ts";
import { createCamera, deleteCamera, getCamera, listCameras, updateCamera } from "./cameras.service.ts";

const read = { area: "cameras", level: "read" } as const;
const write = { area: "cameras", level: "write" } as const;
const params = z.object({ id: z.string() });

export const camerasRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "",
    {
      config: { access: read },
      schema: {
        tags: ["cameras"],
        summary: "Caméras (recherche nom/emplacement, filtre site et statut), triées par site puis nom",
        querystring: ZPage.extend(ZCamerasQuery.shape),
        response: { 200: z.array(ZCamera), 401: ZError, 403: ZError, 422: ZError },
      },
    },
    async (request, reply) =>
      sendPage(reply, await listCameras({ auth: requireAuth(request), ...request.query })),
  );

  app.post(
    "",
    {
      config: { access: write },
      schema: {
        tags: ["cameras"],
        summary: "Ajouter une caméra (statut mesuré ensuite par le moniteur)",
        body: ZCameraCreate,
        response: { 201: ZCamera, 401: ZError, 403: ZError, 422: ZError },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await createCamera({ auth: requireAuth(request), input: request.body, video: app.cameraVideo }),
        ),
  );

  app.get(
    "/:id",
    {
      config: { access: read },
      schema: {
        tags: ["cameras"],
        summary: "Une caméra",
        params,
        response: { 200: ZCamera, 401: ZError, 403: ZError, 404: ZError },
      },
    },
    async (request) => getCamera({ auth: requireAuth(request), id: request.params.id }),
  );

  app.patch(
    "/:id",
    {
      config: { access: write },
      schema: {
        tags: ["cameras"],
        summary: "Modifier une caméra (le statut n'est pas modifiable : il est mesuré)",
        params,
        body: ZCameraPatch,
        response: { 200: ZCamera, 401: ZError, 403: ZError, 404: ZError, 422: ZError },
      },
    },
    async (request) => {
      const camera = await updateCamera({
        auth: requireAuth(request),
        id: request.params.id,
        input: request.body,
        video: app.cameraVideo,
      });
      // Its address or credentials may have changed: ask ONVIF again.
      app.cameraPtz.forget(camera.id);
      return camera;
    },
  );

  app.delete(
    "/:id",
    {
      config: { access: write },
      schema: {
        tags: ["cameras"],
        summary:
          "Supprimer une caméra (responsable, administrateur) : effacée ; ses alarmes et captures gardent leur historique",
        params,
        response: { 204: z.null(), 401: ZError, 403: ZError, 404: ZError },
      },
    },
    async (request, reply) => {
      await deleteCamera({ auth: requireAuth(request), id: request.params.id });
      return reply.code(204).send(null);
    },
  );
};
