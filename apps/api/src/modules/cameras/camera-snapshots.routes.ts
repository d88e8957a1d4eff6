import { ZCameraSnapshot, ZError, ZSnapshotAttach } from "@hts/domain";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAuth } from "../../lib/auth-context.ts";
import {
  alarmSnapshots,
  attachSnapshot,
  listCameraSnapshots,
  reportSnapshots,
  snapshotImage,
  takeSnapshot,
} from "./camera-snapshots.service.ts";

const params = z.object({ id: z.string() });
const errors = { 401: ZError, 403: ZError, 404: ZError };

/** Snapshots: taken from a camera, downloaded, attached to an alarm or a report incident. Under /api. */
export const cameraSnapshotsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/cameras/:id/snapshots",
    {
      config: { access: { area: "cameras", level: "read" } },
      schema: {
        tags: ["cameras"],
        summary: "Capture d'écran : une image JPEG du flux, enregistrée",
        params,
        response: { 201: ZCameraSnapshot, ...errors, 409: ZError },
      },
    },
    async (request, reply) =>
      reply.code(201).send(
        await takeSnapshot({
          auth: requireAuth(request),
          cameraId: request.params.id,
          video: app.cameraVideo,
        }),
      ),
  );

  app.get(
    "/cameras/:id/snapshots",
    {
      config: { access: { area: "cameras", level: "read" } },
      schema: {
        tags: ["cameras"],
        summary: "Captures d'une caméra (50 dernières)",
        params,
        response: { 200: z.array(ZCameraSnapshot), ...errors },
      },
    },
    async (request) => listCameraSnapshots({ auth: requireAuth(request), cameraId: request.params.id }),
  );

  app.get(
    "/camera-snapshots/:id/image",
    {
      // Readers of the camera, or of the alarm or report the picture is attached to (checked in the service).
      config: { access: "authenticated" },
      schema: {
        tags: ["cameras"],
        summary: "Image JPEG d'une capture (téléchargement)",
        params,
        response: { 200: z.string().describe("image/jpeg"), ...errors },
      },
    },
    async (request, reply) => {
      const { image, filename } = await snapshotImage({
        auth: requireAuth(request),
        id: request.params.id,
        lang: request.lang,
      });
      return (reply as FastifyReply)
        .type("image/jpeg")
        .header("content-disposition", `attachment; filename="${filename}"`)
        .header("cache-control", "private, max-age=3600")
        .send(image);
    },
  );

  app.patch(
    "/camera-snapshots/:id",
    {
      config: { access: "authenticated" },
      schema: {
        tags: ["cameras"],
        summary: "Joindre une capture à une alarme ou à un incident de rapport de sécurité",
        params,
        body: ZSnapshotAttach,
        response: { 200: ZCameraSnapshot, ...errors, 409: ZError, 422: ZError },
      },
    },
    async (request) =>
      attachSnapshot({ auth: requireAuth(request), id: request.params.id, input: request.body }),
  );

  app.get(
    "/alarms/:id/snapshots",
    {
      config: { access: { area: "alarms", level: "read" } },
      schema: {
        tags: ["alarms"],
        summary: "Captures jointes à une alarme",
        params,
        response: { 200: z.array(ZCameraSnapshot), ...errors },
      },
    },
    async (request) => alarmSnapshots({ auth: requireAuth(request), alarmId: request.params.id }),
  );

  app.get(
    "/security-reports/:id/snapshots",
    {
      config: { access: { area: "security-reports", level: "read" } },
      schema: {
        tags: ["security-reports"],
        summary: "Captures jointes aux incidents d'un rapport",
        params,
        response: { 200: z.array(ZCameraSnapshot), ...errors },
      },
    },
    async (request) => reportSnapshots({ auth: requireAuth(request), reportId: request.params.id }),
  );
};
