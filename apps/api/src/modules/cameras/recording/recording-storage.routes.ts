import { ZCameraRetention, ZError, ZRecordingCompanySettings, ZRecordingStorage } from "@hts/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAuth } from "../../../lib/auth-context.ts";
import {
  readRecordingStorage,
  updateCameraRetention,
  updateRecordingQuota,
} from "./recording-storage.service.ts";

const errors = { 401: ZError, 403: ZError, 404: ZError };

/** Disk used by recordings, the company quota, each camera's retention (issue 30, decision 114). */
export const recordingStorageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { dir: root, retentionDays } = app.appConfig.recording;
  const read = (request: Parameters<typeof requireAuth>[0]) =>
    readRecordingStorage({
      auth: requireAuth(request),
      root,
      space: app.recordingSpace,
      defaultRetentionDays: retentionDays,
    });

  app.get(
    "/recording-storage",
    {
      config: { access: { area: "cameras", level: "read" } },
      schema: {
        tags: ["cameras"],
        summary: "Espace des enregistrements : par caméra, quota de la société, rétention, disque libre",
        response: { 200: ZRecordingStorage, ...errors },
      },
    },
    async (request) => read(request),
  );

  app.put(
    "/recording-storage",
    {
      config: { access: { area: "cameras", level: "write" } },
      schema: {
        tags: ["cameras"],
        summary: "Quota de la société pour tous ses enregistrements (les plus anciens supprimés au-delà)",
        body: ZRecordingCompanySettings,
        response: { 200: ZRecordingStorage, ...errors, 422: ZError },
      },
    },
    async (request) => {
      await updateRecordingQuota({ auth: requireAuth(request), input: request.body });
      // The leader applies it at its next retention pass, within a minute.
      app.recordingSupervisor.retentionChanged();
      return read(request);
    },
  );

  app.put(
    "/recording-storage/cameras/:id",
    {
      config: { access: { area: "cameras", level: "write" } },
      schema: {
        tags: ["cameras"],
        summary: "Rétention (jours) et quota d'une caméra",
        params: z.object({ id: z.string() }),
        body: ZCameraRetention,
        response: { 200: ZRecordingStorage, ...errors, 422: ZError },
      },
    },
    async (request) => {
      await updateCameraRetention({ auth: requireAuth(request), id: request.params.id, input: request.body });
      app.recordingSupervisor.retentionChanged();
      return read(request);
    },
  );
};
