import { Readable } from "node:stream";
import {
  MSG_DOC_FILES,
  renderServerText,
  ZAccessLog,
  ZAccessLogsQuery,
  ZAccessSettings,
  ZAccessSettingsPatch,
  ZAccessStats,
} from "@hts/domain";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAuth } from "../../lib/auth-context.ts";
import { sendPage, ZPage } from "../../lib/pagination.ts";
import { errors, read, tags, write } from "./access-common.routes.ts";
import {
  accessLogsCsv,
  accessLogsXlsx,
  accessStats,
  getAccessSettings,
  listAccessLogs,
  updateAccessSettings,
} from "./access-logs.service.ts";
import { accessPointsRoutes } from "./access-points.routes.ts";
import { badgePresenceRoutes } from "./badge-presence.routes.ts";
import { badgesRoutes } from "./badges.routes.ts";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** /api/access (issue 11): badges, access points, the access log and its exports, the settings. */
export const accessRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(badgesRoutes);
  await app.register(accessPointsRoutes);
  await app.register(badgePresenceRoutes);
  app.get(
    "/logs",
    {
      config: { access: read },
      schema: {
        tags,
        summary:
          "Journal des accès, du plus récent (recherche nom, badge ou département ; statut ; site ; dates)",
        querystring: ZPage.extend(ZAccessLogsQuery.shape),
        response: { 200: z.array(ZAccessLog), ...errors },
      },
    },
    async (request, reply) =>
      sendPage(
        reply,
        await listAccessLogs({ auth: requireAuth(request), lang: request.lang, ...request.query }),
      ),
  );
  app.get(
    "/logs/export.csv",
    {
      config: { access: read },
      schema: {
        tags,
        summary: "Export CSV du journal filtré",
        querystring: ZAccessLogsQuery,
        response: errors,
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const day = new Date().toISOString().slice(0, 10);
      const stream = Readable.from(accessLogsCsv({ auth, filters: request.query, lang: request.lang }));
      return (reply as FastifyReply)
        .header("content-type", "text/csv; charset=utf-8")
        .header(
          "content-disposition",
          `attachment; filename="${renderServerText({ text: MSG_DOC_FILES.accessLog }, request.lang)}-${day}.csv"`,
        )
        .send(stream);
    },
  );
  app.get(
    "/logs/export.xlsx",
    {
      config: { access: read },
      schema: {
        tags,
        summary: "Export Excel du journal filtré",
        querystring: ZAccessLogsQuery,
        response: { 200: z.string().describe(XLSX), ...errors },
      },
    },
    async (request, reply) => {
      const body = await accessLogsXlsx({
        auth: requireAuth(request),
        filters: request.query,
        lang: request.lang,
      });
      const day = new Date().toISOString().slice(0, 10);
      return (reply as FastifyReply)
        .header("content-type", XLSX)
        .header(
          "content-disposition",
          `attachment; filename="${renderServerText({ text: MSG_DOC_FILES.accessLog }, request.lang)}-${day}.xlsx"`,
        )
        .send(body);
    },
  );
  app.get(
    "/stats",
    {
      config: { access: read },
      schema: {
        tags,
        summary: "Compteurs : points d'accès, badges actifs, passages des dernières 24 h",
        response: { 200: ZAccessStats, ...errors },
      },
    },
    async (request) => accessStats({ auth: requireAuth(request) }),
  );
  app.get(
    "/settings",
    {
      config: { access: read },
      schema: {
        tags,
        summary: "Seuil d'alarme sur refus et conservation du journal",
        response: { 200: ZAccessSettings, ...errors },
      },
    },
    async (request) => getAccessSettings({ auth: requireAuth(request) }),
  );
  app.patch(
    "/settings",
    {
      config: { access: write },
      schema: {
        tags,
        summary: "Modifier le seuil d'alarme sur refus et la conservation du journal",
        body: ZAccessSettingsPatch,
        response: { 200: ZAccessSettings, ...errors },
      },
    },
    async (request) => updateAccessSettings({ auth: requireAuth(request), input: request.body }),
  );
};
