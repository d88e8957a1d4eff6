import {
  ZError,
  ZSecurityReport,
  ZSecurityReportCreate,
  ZSecurityReportExportQuery,
  ZSecurityReportExportResult,
  ZSecurityReportFileParams,
  ZSecurityReportsQuery,
  ZSecurityReportUpdate,
} from "@hts/domain";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAuth } from "../../lib/auth-context.ts";
import { sendPage, ZPage } from "../../lib/pagination.ts";
import { exportSecurityReport, readExportFile } from "./security-report-export.service.ts";
import {
  createSecurityReport,
  deleteSecurityReport,
  finalizeSecurityReport,
  getSecurityReport,
  listSecurityReports,
  updateSecurityReport,
} from "./security-reports.service.ts";

const read = { area: "security-reports", level: "read" } as const;
const write = { area: "security-reports", level: "write" } as const;
const params = z.object({ id: z.string() });
const errors = { 401: ZError, 403: ZError, 404: ZError, 422: ZError };
// A drawn signature (up to 500 KB, a third more in base64) plus hundreds of incidents.
const FORM_BODY_LIMIT = 3 * 1024 * 1024;

/** The stored bytes as an attachment (file names are ASCII, see exportFilename). */
function sendFile(reply: FastifyReply, file: { body: Buffer; filename: string; mime: string }) {
  return reply
    .header("content-type", file.mime)
    .header("content-disposition", `attachment; filename="${file.filename}"`)
    .header("cache-control", "no-store")
    .send(file.body);
}

export const securityReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "",
    {
      config: { access: read },
      schema: {
        tags: ["security-reports"],
        summary:
          "Rapports de sécurité, les plus récents d'abord (filtres statut, site, période) ; sans l'image de signature (hasSignature)",
        querystring: z.intersection(ZPage, ZSecurityReportsQuery),
        response: { 200: z.array(ZSecurityReport), ...errors },
      },
    },
    async (request, reply) =>
      sendPage(reply, await listSecurityReports({ auth: requireAuth(request), ...request.query })),
  );

  app.post(
    "",
    {
      config: { access: write },
      bodyLimit: FORM_BODY_LIMIT,
      schema: {
        tags: ["security-reports"],
        summary: "Créer un rapport (brouillon) ; le responsable est par défaut l'utilisateur connecté",
        body: ZSecurityReportCreate,
        response: { 201: ZSecurityReport, ...errors },
      },
    },
    async (request, reply) => {
      const report = await createSecurityReport({ auth: requireAuth(request), input: request.body });
      return reply.code(201).send(report);
    },
  );

  app.get(
    "/:id",
    {
      config: { access: read },
      schema: {
        tags: ["security-reports"],
        summary: "Un rapport, avec sa signature et ses exports",
        params,
        response: { 200: ZSecurityReport, ...errors },
      },
    },
    async (request) => getSecurityReport({ auth: requireAuth(request), id: request.params.id }),
  );

  app.patch(
    "/:id",
    {
      config: { access: write },
      bodyLimit: FORM_BODY_LIMIT,
      schema: {
        tags: ["security-reports"],
        summary:
          'Modifier un brouillon (409 une fois finalisé) ; une liste envoyée remplace la liste entière ; un champ absent est conservé (la signature n\'est effacée que si responsibleSignature vaut null ou "")',
        params,
        body: ZSecurityReportUpdate,
        response: { 200: ZSecurityReport, 409: ZError, ...errors },
      },
    },
    async (request) =>
      updateSecurityReport({ auth: requireAuth(request), id: request.params.id, input: request.body }),
  );

  app.delete(
    "/:id",
    {
      config: { access: write },
      schema: {
        tags: ["security-reports"],
        summary:
          "Supprimer un brouillon (son auteur ou un responsable) ; un rapport finalisé ne se supprime jamais (409)",
        params,
        response: { 204: z.null(), 409: ZError, ...errors },
      },
    },
    async (request, reply) => {
      await deleteSecurityReport({ auth: requireAuth(request), id: request.params.id });
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/:id/finalize",
    {
      config: { access: write },
      schema: {
        tags: ["security-reports"],
        summary:
          "Finaliser : fige le contenu, enregistre qui, quand et son empreinte SHA-256 (409 si déjà fait)",
        params,
        response: { 200: ZSecurityReport, 409: ZError, ...errors },
      },
    },
    async (request) => finalizeSecurityReport({ auth: requireAuth(request), id: request.params.id }),
  );

  app.post(
    "/:id/export",
    {
      config: { access: write },
      schema: {
        tags: ["security-reports"],
        summary:
          "Exporter un rapport finalisé en PDF, Word ou Excel (?format=pdf|docx|xlsx) : le fichier est conservé, l'URL le télécharge ; 409 pour un brouillon",
        params,
        querystring: ZSecurityReportExportQuery,
        response: { 200: ZSecurityReportExportResult, 409: ZError, ...errors },
      },
    },
    async (request) =>
      exportSecurityReport({
        auth: requireAuth(request),
        id: request.params.id,
        format: request.query.format,
        blobs: app.blobs,
        lang: request.lang,
      }),
  );

  app.get(
    "/:id/files/:format",
    {
      config: { access: read },
      schema: {
        tags: ["security-reports"],
        summary:
          "Télécharger le fichier exporté (pdf, docx, xlsx) ; 404 s'il n'a pas été exporté dans ce format",
        params: ZSecurityReportFileParams,
        response: { 200: z.string().describe("fichier"), ...errors },
      },
    },
    async (request, reply) => {
      const file = await readExportFile({ auth: requireAuth(request), ...request.params });
      return sendFile(reply, file);
    },
  );
};
