import {
  MSG_DOC_FILES,
  renderServerText,
  ZError,
  ZEvidenceClip,
  ZEvidenceExport,
  ZEvidencePublicKey,
} from "@hts/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAuth } from "../../../lib/auth-context.ts";
import { evidenceFile, exportEvidence, getEvidence, reportEvidence } from "./evidence.service.ts";
import { evidenceKey } from "./evidence-key.ts";

const params = z.object({ id: z.string() });
const errors = { 401: ZError, 403: ZError, 404: ZError };

/** Evidence clips (issue 30, decision 101): export, read, download, the public key. Under /api. */
export const evidenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const root = app.appConfig.recording.dir;

  app.post(
    "/cameras/:id/evidence",
    {
      config: { access: { area: "cameras", level: "write" } },
      schema: {
        tags: ["cameras"],
        summary: "Exporter un extrait (MP4) entre deux instants, avec un manifeste signé par le serveur",
        params,
        body: ZEvidenceExport,
        response: { 201: ZEvidenceClip, ...errors, 409: ZError, 422: ZError },
      },
    },
    async (request, reply) =>
      reply.code(201).send(
        await exportEvidence({
          auth: requireAuth(request),
          cameraId: request.params.id,
          input: request.body,
          root,
          ffmpegPath: app.cameraVideo.ffmpegPath,
        }),
      ),
  );

  app.get(
    "/evidence/public-key",
    {
      // Public on purpose: a court, a client or an insurer checks a clip without an account.
      config: { access: "public" },
      schema: {
        tags: ["cameras"],
        summary: "Clé publique Ed25519 qui vérifie les manifestes des extraits",
        response: { 200: ZEvidencePublicKey },
      },
    },
    async () => ({ algorithm: "Ed25519" as const, publicKeyPem: evidenceKey(root).publicKeyPem }),
  );

  app.get(
    "/evidence/:id",
    {
      config: { access: "authenticated" },
      schema: {
        tags: ["cameras"],
        summary: "Un extrait et son manifeste signé",
        params,
        response: { 200: ZEvidenceClip, ...errors },
      },
    },
    async (request) => getEvidence({ auth: requireAuth(request), id: request.params.id }),
  );

  app.get(
    "/evidence/:id/file",
    {
      config: { access: "authenticated" },
      schema: {
        tags: ["cameras"],
        summary: "Le fichier MP4 d'un extrait (téléchargement journalisé)",
        params,
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const { stream, bytes } = await evidenceFile({
        auth: requireAuth(request),
        id: request.params.id,
        root,
      });
      return reply
        .type("video/mp4")
        .header("content-length", bytes)
        .header(
          "content-disposition",
          `attachment; filename="${renderServerText({ text: MSG_DOC_FILES.clip }, request.lang)}-${request.params.id}.mp4"`,
        )
        .send(stream);
    },
  );

  app.get(
    "/security-reports/:id/evidence",
    {
      config: { access: { area: "security-reports", level: "read" } },
      schema: {
        tags: ["security-reports"],
        summary: "Extraits vidéo joints à un rapport",
        params,
        response: { 200: z.array(ZEvidenceClip), ...errors },
      },
    },
    async (request) => reportEvidence({ auth: requireAuth(request), reportId: request.params.id }),
  );
};
