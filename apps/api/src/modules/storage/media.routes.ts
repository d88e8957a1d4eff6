import { ZError, ZPhotoCreated, ZPhotoUpload } from "@hts/domain";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAuth } from "../../lib/auth-context.ts";
import { mediaFile } from "./media.service.ts";
import { takePhoto } from "./photos.service.ts";

const errors = { 401: ZError, 403: ZError, 404: ZError };
// Any signed-in account may try; the record policy then decides (an agent on his shift, a reader of the record).
const config = { access: "authenticated" } as const;
/** An 8 MB photo in base64 (a third more) and the fields around it. */
const PHOTO_BODY_LIMIT = 11_600_000;

/** Photos from the phone and stored files (issue 23, decision 096). Registered under /api. */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/me/photos",
    {
      // A photo not yet attached changes nothing a cache shows: the scan or the logbook entry that
      // takes it declares what it changes (decision 138; undeclared, each photo of 500 agents on tour
      // forgot every cache of the company, the tour board and the sessions included).
      config: { ...config, changes: [] },
      bodyLimit: PHOTO_BODY_LIMIT,
      schema: {
        tags: ["media"],
        summary: "Photo prise pendant son service (JPEG, PNG, WebP ; métadonnées de position retirées)",
        body: ZPhotoUpload,
        response: { 201: ZPhotoCreated, ...errors, 422: ZError },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await takePhoto({ auth: requireAuth(request), blobs: app.blobs, input: request.body })),
  );

  app.get(
    "/media/:id",
    {
      config,
      schema: {
        tags: ["media"],
        summary: "Un fichier stocké, à qui peut lire l'enregistrement auquel il appartient",
        params: z.object({ id: z.string() }),
        response: { 200: z.string().describe("JPEG, PNG ou WebP"), ...errors },
      },
    },
    async (request, reply) => {
      const file = await mediaFile({ auth: requireAuth(request), blobs: app.blobs, id: request.params.id });
      return (
        (reply as FastifyReply)
          .type(file.row.mime)
          .header("content-disposition", "inline")
          .header("x-content-type-options", "nosniff")
          // Content-addressed and never rewritten: the browser may keep it, for this user only.
          .header("cache-control", "private, max-age=86400, immutable")
          .send(file.data)
      );
    },
  );
};
