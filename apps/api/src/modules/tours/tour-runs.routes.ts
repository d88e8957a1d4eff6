import { ZError, ZTourBoard, ZTourRun, ZTourRunQuery, ZTourStats, ZTourStatsQuery } from "@hts/domain";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAuth } from "../../lib/auth-context.ts";
import { boardVariant, listRuns, readRun, tourBoard, tourStatsFor } from "./runs-read.service.ts";
import { tourReportPdf } from "./tour-documents.service.ts";

const tags = ["tours"];
const params = z.object({ id: z.string() });
const errors = { 401: ZError, 403: ZError, 404: ZError };
// The control room's view of the floor (issue 22's area): managers, planners, operators.
const floor = { area: "field", level: "read" } as const;

/** Tours walked, for the control room and the reports (issue 23). Registered under /api/tour-runs. */
export const tourRunsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/board",
    {
      config: { access: floor },
      schema: {
        tags,
        summary: "Rondes en cours, en retard et manquées",
        response: { 200: ZTourBoard, ...errors },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      // One read per company and scope serves every screen for a second (decision 117); a scan of
      // this instance is noted into it, a start, an alarm or another instance's change forgets it
      // (decision 138). Each run validated and serialized once.
      const body = await app.tourBoards.get({ companyId: auth.companyId, variant: boardVariant(auth) }, () =>
        tourBoard({ auth }),
      );
      return (reply as FastifyReply).type("application/json; charset=utf-8").send(body);
    },
  );

  app.get(
    "/stats",
    {
      config: { access: { area: "reports", level: "read" } },
      schema: {
        tags,
        summary: "Taux de réalisation des rondes sur une période",
        querystring: ZTourStatsQuery,
        response: { 200: ZTourStats, ...errors },
      },
    },
    async (request) => tourStatsFor({ auth: requireAuth(request), ...request.query }),
  );

  app.get(
    "/",
    {
      config: { access: floor },
      schema: {
        tags,
        summary: "Rondes effectuées",
        querystring: ZTourRunQuery,
        response: { 200: z.array(ZTourRun), ...errors },
      },
    },
    async (request) => listRuns({ auth: requireAuth(request), query: request.query }),
  );

  app.get(
    "/:id",
    {
      config: { access: floor },
      schema: { tags, summary: "Une ronde et ses points", params, response: { 200: ZTourRun, ...errors } },
    },
    async (request) => readRun({ auth: requireAuth(request), id: request.params.id }),
  );

  app.get(
    "/:id/report.pdf",
    {
      config: { access: floor },
      schema: {
        tags,
        summary: "Rapport PDF d'une ronde",
        params,
        response: { 200: z.string().describe("PDF"), ...errors },
      },
    },
    async (request, reply) => {
      const { body, fileName } = await tourReportPdf({
        auth: requireAuth(request),
        id: request.params.id,
        lang: request.lang,
      });
      return (reply as FastifyReply)
        .type("application/pdf")
        .header("content-disposition", `attachment; filename="${fileName}"`)
        .send(body);
    },
  );
};
