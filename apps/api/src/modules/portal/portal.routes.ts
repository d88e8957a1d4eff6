import {
  ZClientRequestCreate,
  ZError,
  ZMonthlyReportQuery,
  ZPortalAlarm,
  ZPortalEntry,
  ZPortalHome,
  ZPortalListQuery,
  ZPortalReport,
  ZPortalRequest,
  ZPortalService,
  ZPortalServiceQuery,
  ZSummaryPreference,
} from "@hts/domain";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAuth } from "../../lib/auth-context.ts";
import { forbidden } from "../../lib/errors.ts";
import { requireScope } from "../../lib/record-access.ts";
import { createPortalRequest, listPortalRequests } from "../clients/index.ts";
import { monthlyReportPdf } from "./monthly-report.service.ts";
import { portalAlarms, portalHome, portalReportPdf, portalReports, portalService } from "./portal.service.ts";
import { portalIncidents, portalLogbook, portalTours } from "./portal-providers.ts";
import { portalScope, requirePublished, siteNames } from "./portal-scope.ts";
import { getSummaryPreference, setSummaryPreference } from "./summary.service.ts";

// The client portal (issue 25). Every route reads through `portalScope`: the caller's client and sites
// (a client user), or the client a manager previews (`clientId`). Answers use the portal's own schemas.

const access = { area: "portal", level: "read" } as const;
/** A manager previewing a client's portal names the client; a client user's is implied. */
const preview = z.object({ clientId: z.uuid().optional() });
const errors = { 401: ZError, 403: ZError, 404: ZError, 422: ZError };

export const portalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "",
    {
      config: { access },
      schema: {
        tags: ["portal"],
        summary: "Accueil du portail client : le client, ses sites visibles, ce qui lui est publié",
        querystring: preview,
        response: { 200: ZPortalHome, ...errors },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      // Kept 2 s per caller, validated and serialized once (decision 125): the portal's first screen
      // polled by every client user. Checked before the cache: a role without a portal gets its 403.
      requireScope(auth, "portal", "read");
      const { clientId } = request.query;
      const body = await app.portalHomes.get(
        { companyId: auth.companyId, variant: `home|${auth.user.id}|${clientId ?? ""}` },
        async () =>
          Buffer.from(JSON.stringify(ZPortalHome.parse(await portalHome({ auth, clientId }))), "utf8"),
      );
      return (reply as FastifyReply).type("application/json; charset=utf-8").send(body);
    },
  );

  app.get(
    "/service",
    {
      config: { access },
      schema: {
        tags: ["portal"],
        summary:
          "Service rendu : heures prévues, pointées, taux de réalisation, retards, postes non couverts, par semaine et par mois",
        querystring: ZPortalServiceQuery.extend(preview.shape),
        response: { 200: ZPortalService, ...errors },
      },
    },
    async (request) => portalService({ auth: requireAuth(request), ...request.query }),
  );

  app.get(
    "/alarms",
    {
      config: { access },
      schema: {
        tags: ["portal"],
        summary: "Alarmes des sites du client (si publiées)",
        querystring: ZPortalListQuery.extend(preview.shape),
        response: { 200: z.array(ZPortalAlarm), ...errors },
      },
    },
    async (request) => portalAlarms({ auth: requireAuth(request), ...request.query }),
  );

  app.get(
    "/reports",
    {
      config: { access },
      schema: {
        tags: ["portal"],
        summary: "Rapports de sécurité finalisés des sites du client (si publiés)",
        querystring: ZPortalListQuery.extend(preview.shape),
        response: { 200: z.array(ZPortalReport), ...errors },
      },
    },
    async (request) => portalReports({ auth: requireAuth(request), ...request.query }),
  );

  app.get(
    "/reports/:id/pdf",
    {
      config: { access },
      schema: {
        tags: ["portal"],
        summary: "Télécharger le PDF d'un rapport finalisé d'un site du client",
        params: z.object({ id: z.uuid() }),
        querystring: preview,
        response: { 200: z.string().describe("PDF"), ...errors },
      },
    },
    async (request, reply) => {
      const file = await portalReportPdf({
        auth: requireAuth(request),
        id: request.params.id,
        clientId: request.query.clientId,
      });
      return (reply as FastifyReply)
        .header("content-type", file.mime)
        .header("content-disposition", `attachment; filename="${file.filename}"`)
        .header("cache-control", "no-store")
        .send(file.body);
    },
  );

  // Tours, incidents and logbook: scope and publication checked here, records from their providers.
  const sections = [
    {
      path: "/tours",
      kind: "tours",
      provider: portalTours,
      summary: "Rondes des sites du client (si publiées)",
    },
    {
      path: "/incidents",
      kind: "incidents",
      provider: portalIncidents,
      summary: "Incidents des sites du client (si publiés ; approuvés seulement si ainsi réglé)",
    },
    {
      path: "/logbook",
      kind: "logbook",
      provider: portalLogbook,
      summary: "Main courante des sites du client (si publiée)",
    },
  ] as const;
  for (const section of sections) {
    app.get(
      section.path,
      {
        config: { access },
        schema: {
          tags: ["portal"],
          summary: section.summary,
          querystring: ZPortalListQuery.extend(preview.shape),
          response: { 200: z.array(ZPortalEntry), ...errors },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        const scope = await portalScope(auth, request.query);
        requirePublished(scope, section.kind);
        return section.provider({
          auth,
          siteIds: scope.chosen.map((s) => s.id),
          siteNames: siteNames(scope),
          onlyApproved: scope.publication.incidents === "approved",
        });
      },
    );
  }

  // Requests: the client files one for a site he sees and follows its status and answer (issue 25).
  app.get(
    "/requests",
    {
      config: { access },
      schema: {
        tags: ["portal"],
        summary: "Demandes du client sur ses sites, avec leur statut et la réponse de la société",
        querystring: preview,
        response: { 200: z.array(ZPortalRequest), ...errors },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const scope = await portalScope(auth, request.query);
      return listPortalRequests({ auth, scope: { clientId: scope.client.id, sites: scope.sites } });
    },
  );

  app.post(
    "/requests",
    {
      config: { access: { area: "portal", level: "write" } },
      schema: {
        tags: ["portal"],
        summary: "Faire une demande (agent supplémentaire, intervention, consignes, réclamation, remarque)",
        body: ZClientRequestCreate,
        response: { 201: ZPortalRequest, ...errors },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      // A client user files one for his client; staff (the admin included, whom the policy lets do
      // anything) answer requests, they do not file them in a client's name: 403.
      if (auth.role !== "client") throw forbidden();
      requireScope(auth, "client-request", "create");
      const scope = await portalScope(auth, {});
      const created = await createPortalRequest({
        auth,
        scope: { clientId: scope.client.id, sites: scope.sites },
        clientName: scope.client.name,
        input: request.body,
        events: app.events,
      });
      // The receipt e-mail was queued with the request: sent now.
      app.mailWorker.kick();
      return reply.code(201).send(created);
    },
  );

  app.get(
    "/monthly-report.pdf",
    {
      config: { access },
      schema: {
        tags: ["portal"],
        summary:
          "Rapport mensuel de service (PDF) : service rendu par site, rondes et incidents publiés au client",
        querystring: ZMonthlyReportQuery,
        response: { 200: z.string().describe("PDF"), ...errors },
      },
    },
    async (request, reply) => {
      const file = await monthlyReportPdf({
        auth: requireAuth(request),
        clientId: request.query.clientId,
        month: request.query.month,
        lang: request.lang,
      });
      return (reply as FastifyReply)
        .header("content-type", "application/pdf")
        .header("content-disposition", `attachment; filename="${file.filename}"`)
        .header("cache-control", "no-store")
        .send(file.body);
    },
  );

  // The client user's own e-mail summary (weekly, monthly or none); staff have none (403).
  app.get(
    "/summary",
    {
      config: { access },
      schema: {
        tags: ["portal"],
        summary: "Mon résumé par e-mail : aucun, hebdomadaire ou mensuel",
        response: { 200: ZSummaryPreference, ...errors },
      },
    },
    async (request) => getSummaryPreference(requireAuth(request)),
  );

  app.put(
    "/summary",
    {
      config: { access: { area: "portal", level: "write" } },
      schema: {
        tags: ["portal"],
        summary: "Choisir mon résumé par e-mail (le prochain part après la fin de la période en cours)",
        body: ZSummaryPreference,
        response: { 200: ZSummaryPreference, ...errors },
      },
    },
    async (request) => setSummaryPreference(requireAuth(request), request.body),
  );
};
