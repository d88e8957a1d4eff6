import { ZCamera, ZError, ZRecordingQuery, ZRecordingSegment, ZRecordNow } from "@hts/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAuth } from "../../../lib/auth-context.ts";
import { listRecordings, openSegment, recordNow } from "./camera-recording.service.ts";

const params = z.object({ id: z.string() });
const errors = { 401: ZError, 403: ZError, 404: ZError };

/** Recording of a camera (issue 30): record now, the recorded segments, one segment's video. */
export const cameraRecordingRoutes: FastifyPluginAsyncZod = async (app) => {
  const root = app.appConfig.recording.dir;

  app.post(
    "/:id/recording/now",
    {
      config: { access: { area: "cameras", level: "write" } },
      schema: {
        tags: ["cameras"],
        summary: "Enregistrer maintenant : la caméra enregistre N minutes, quel que soit son mode",
        params,
        body: ZRecordNow,
        response: { 200: ZCamera, ...errors, 422: ZError },
      },
    },
    async (request) => {
      const camera = await recordNow({
        auth: requireAuth(request),
        id: request.params.id,
        minutes: request.body.minutes,
      });
      // The leader (this instance or another) starts it at its next check, within seconds.
      app.recordingSupervisor.kick();
      return camera;
    },
  );

  app.get(
    "/:id/recordings",
    {
      config: { access: { area: "cameras", level: "read" } },
      schema: {
        tags: ["cameras"],
        summary:
          "Segments enregistrés d'une caméra entre deux instants (dernière heure par défaut) ; lecture journalisée",
        params,
        querystring: ZRecordingQuery,
        response: { 200: z.array(ZRecordingSegment), ...errors, 422: ZError },
      },
    },
    async (request) =>
      listRecordings({ auth: requireAuth(request), id: request.params.id, root, ...request.query }),
  );

  app.get(
    "/:id/recordings/:file",
    {
      config: { access: { area: "cameras", level: "read" } },
      schema: {
        tags: ["cameras"],
        summary: "Un segment enregistré (MP4 fragmenté, lisible seul)",
        params: params.extend({ file: z.string().max(64) }),
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const { stream, bytes } = await openSegment({
        auth: requireAuth(request),
        id: request.params.id,
        root,
        file: request.params.file,
      });
      return reply
        .type("video/mp4")
        .header("content-length", bytes)
        .header("cache-control", "private, max-age=3600")
        .send(stream);
    },
  );
};
