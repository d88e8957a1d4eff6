import {
  MSG_DOC_FILES,
  renderServerText,
  ZCheckpoint,
  ZCheckpointInput,
  ZCheckpointUpdate,
  ZError,
  ZSiteQuery,
  ZTour,
  ZTourInput,
  ZTourUpdate,
} from "@hts/domain";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAuth } from "../../lib/auth-context.ts";
import {
  createCheckpoint,
  deleteCheckpoint,
  listCheckpoints,
  updateCheckpoint,
} from "./checkpoints.service.ts";
import { checkpointLabelsPdf, checkpointQrCode } from "./tour-documents.service.ts";
import { createTour, deleteTour, listTours, updateTour } from "./tours-setup.service.ts";

const tags = ["tours"];
const params = z.object({ id: z.string() });
const errors = { 401: ZError, 403: ZError, 404: ZError };
const read = { area: "sites", level: "read" } as const;
// Managers and planners set tours up (the planning area); the record policy says the same per record.
const write = { area: "planning", level: "write" } as const;

/** Checkpoints and tours of a site, set up in the office (issue 23). Registered under /api/tours. */
export const toursRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/checkpoints",
    {
      config: { access: read },
      schema: {
        tags,
        summary: "Points de contrôle d'un site",
        querystring: ZSiteQuery,
        response: { 200: z.array(ZCheckpoint), ...errors },
      },
    },
    async (request) => listCheckpoints({ auth: requireAuth(request), siteId: request.query.site_id }),
  );

  app.post(
    "/checkpoints",
    {
      config: { access: write },
      schema: {
        tags,
        summary: "Créer un point de contrôle (NFC, QR ou GPS)",
        body: ZCheckpointInput,
        response: { 201: ZCheckpoint, ...errors, 409: ZError, 422: ZError },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createCheckpoint({ auth: requireAuth(request), input: request.body })),
  );

  app.patch(
    "/checkpoints/:id",
    {
      config: { access: write },
      schema: {
        tags,
        summary: "Modifier un point de contrôle (dont l'enrôlement d'un badge NFC)",
        params,
        body: ZCheckpointUpdate,
        response: { 200: ZCheckpoint, ...errors, 409: ZError, 422: ZError },
      },
    },
    async (request) =>
      updateCheckpoint({ auth: requireAuth(request), id: request.params.id, input: request.body }),
  );

  app.delete(
    "/checkpoints/:id",
    {
      config: { access: write },
      schema: {
        tags,
        summary: "Supprimer un point de contrôle",
        params,
        response: { 204: z.null(), ...errors, 409: ZError },
      },
    },
    async (request, reply) => {
      await deleteCheckpoint({ auth: requireAuth(request), id: request.params.id });
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/checkpoints/:id/qr",
    {
      config: { access: write },
      schema: {
        tags,
        summary: "Texte signé du QR d'un point de contrôle (pour une étiquette à l'unité)",
        params,
        response: { 200: z.object({ code: z.string() }), ...errors, 409: ZError },
      },
    },
    async (request) => checkpointQrCode({ auth: requireAuth(request), id: request.params.id }),
  );

  app.get(
    "/checkpoints/labels.pdf",
    {
      config: { access: write },
      schema: {
        tags,
        summary: "Planche A4 d'étiquettes QR signées des points de contrôle d'un site",
        querystring: ZSiteQuery,
        response: { 200: z.string().describe("PDF"), ...errors },
      },
    },
    async (request, reply) => {
      const body = await checkpointLabelsPdf({
        auth: requireAuth(request),
        siteId: request.query.site_id,
        lang: request.lang,
      });
      return (reply as FastifyReply)
        .type("application/pdf")
        .header(
          "content-disposition",
          `attachment; filename="${renderServerText({ text: MSG_DOC_FILES.checkpointLabels }, request.lang)}.pdf"`,
        )
        .send(body);
    },
  );

  app.get(
    "/",
    {
      config: { access: read },
      schema: {
        tags,
        summary: "Rondes d'un site",
        querystring: ZSiteQuery,
        response: { 200: z.array(ZTour), ...errors },
      },
    },
    async (request) => listTours({ auth: requireAuth(request), siteId: request.query.site_id }),
  );

  app.post(
    "/",
    {
      config: { access: write },
      schema: {
        tags,
        summary: "Créer une ronde",
        body: ZTourInput,
        response: { 201: ZTour, ...errors, 422: ZError },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createTour({ auth: requireAuth(request), input: request.body })),
  );

  app.patch(
    "/:id",
    {
      config: { access: write },
      schema: {
        tags,
        summary: "Modifier une ronde",
        params,
        body: ZTourUpdate,
        response: { 200: ZTour, ...errors, 422: ZError },
      },
    },
    async (request) => updateTour({ auth: requireAuth(request), id: request.params.id, input: request.body }),
  );

  app.delete(
    "/:id",
    {
      config: { access: write },
      schema: {
        tags,
        summary: "Supprimer une ronde et son historique",
        params,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteTour({ auth: requireAuth(request), id: request.params.id });
      return reply.code(204).send(null);
    },
  );
};
