import { MSG_REPORTS, ZError, ZReportCreate, ZReportJob, ZReportStats, ZReportStatsQuery } from "@hts/domain";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAuth } from "../../lib/auth-context.ts";
import { sendPage, ZPage } from "../../lib/pagination.ts";
import { say } from "../../plugins/language.ts";
import { createReportJob, listReportJobs, readReportFile, readReportJob } from "./report-jobs.service.ts";
import { reportStats } from "./reports-stats.service.ts";

const read = { area: "reports", level: "read" } as const;
const write = { area: "reports", level: "write" } as const;
const params = z.object({ id: z.string() });
const errors = { 401: ZError, 403: ZError, 404: ZError, 422: ZError };

function sendFile(reply: FastifyReply, file: { body: Buffer; filename: string; mime: string }) {
  return reply
    .header("content-type", file.mime)
    .header("content-disposition", `attachment; filename="${file.filename}"`)
    .header("cache-control", "no-store")
    .send(file.body);
}

/** Reports and analyses (/dashboard/reports): statistics, generation jobs and their files. */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/stats",
    {
      config: { access: read },
      schema: {
        tags: ["reports"],
        summary:
          "Indicateurs et séries des graphiques d'une période (semaine, mois, trimestre, année ou dates), tous sites ou un site",
        querystring: ZReportStatsQuery,
        response: { 200: ZReportStats, ...errors },
      },
    },
    async (request) =>
      reportStats({ tenant: requireAuth(request).tenant, query: request.query, lang: request.lang }),
  );

  app.post(
    "",
    {
      config: { access: write },
      schema: {
        tags: ["reports"],
        summary:
          "Lancer la génération d'un rapport (202) ; suivre GET /api/reports/:id (status, progress) puis télécharger url",
        body: ZReportCreate,
        response: { 202: ZReportJob.extend({ message: z.string() }), ...errors },
      },
    },
    async (request, reply) => {
      const job = await createReportJob({
        auth: requireAuth(request),
        input: request.body,
        lang: request.lang,
      });
      app.reportWorker.kick();
      return reply.code(202).send({ ...job, message: say(request, MSG_REPORTS.generating) });
    },
  );

  app.get(
    "",
    {
      config: { access: read },
      schema: {
        tags: ["reports"],
        summary: "Rapports récents, les plus récents d'abord",
        querystring: ZPage,
        response: { 200: z.array(ZReportJob), ...errors },
      },
    },
    async (request, reply) =>
      sendPage(
        reply,
        await listReportJobs({ auth: requireAuth(request), lang: request.lang, ...request.query }),
      ),
  );

  app.get(
    "/:id",
    {
      config: { access: read },
      schema: {
        tags: ["reports"],
        summary: "Un rapport et l'avancement de sa génération",
        params,
        response: { 200: ZReportJob, ...errors },
      },
    },
    async (request) =>
      readReportJob({ auth: requireAuth(request), id: request.params.id, lang: request.lang }),
  );

  app.get(
    "/:id/file",
    {
      config: { access: read },
      schema: {
        tags: ["reports"],
        summary: "Télécharger le fichier généré (PDF ou Excel) ; 409 tant qu'il n'est pas prêt",
        params,
        response: { 200: z.string().describe("fichier"), 409: ZError, ...errors },
      },
    },
    async (request, reply) =>
      sendFile(reply, await readReportFile({ auth: requireAuth(request), id: request.params.id })),
  );
};
