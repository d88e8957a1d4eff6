import {
  MSG_PLATFORM,
  ZError,
  ZPlatformCompanies,
  ZPlatformCompanyParams,
  ZPlatformDemoHandled,
  ZPlatformDemoRequest,
  ZPlatformDemoRequests,
  ZPlatformLoginBody,
  ZPlatformOperator,
  ZPlatformPlanChange,
  ZPlatformSession,
  ZPlatformSuspension,
} from "@hts/domain";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { unauthorized } from "../../lib/errors.ts";
import {
  changeCompanyPlan,
  listDemoRequests,
  listPlatformCompanies,
  setCompanySuspended,
  setDemoRequestHandled,
} from "./platform.service.ts";
import { platformLogin, platformLogout } from "./platform-operators.service.ts";

const TAGS = ["platform"];
const PLATFORM = { access: "platform" } as const;

function operatorOf(request: FastifyRequest) {
  if (!request.platformContext) throw unauthorized(MSG_PLATFORM.operatorOnly);
  return request.platformContext;
}

/** The platform operator's console (issue 29, decision 106), under /api/platform. */
export const platformRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post(
    "/auth/login",
    {
      // Few operators, few sign-ins: a tight limit per IP stands in for the users' throttle.
      config: { access: "public", rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        tags: TAGS,
        summary: "Connexion de l'exploitant de la plateforme",
        body: ZPlatformLoginBody,
        response: { 200: ZPlatformSession, 401: ZError, 422: ZError, 429: ZError },
      },
    },
    async (request) =>
      platformLogin({
        db,
        email: request.body.email,
        password: request.body.password,
        passwordCost: app.appConfig.passwordCost,
        ip: request.ip,
      }),
  );

  app.get(
    "/auth/me",
    {
      config: PLATFORM,
      schema: {
        tags: TAGS,
        summary: "L'exploitant connecté",
        response: { 200: ZPlatformOperator, 401: ZError },
      },
    },
    async (request) => operatorOf(request).operator,
  );

  app.post(
    "/auth/logout",
    {
      config: PLATFORM,
      schema: {
        tags: TAGS,
        summary: "Déconnexion de l'exploitant",
        response: { 200: z.object({ ok: z.literal(true) }), 401: ZError },
      },
    },
    async (request) => {
      await platformLogout(db, operatorOf(request).sessionId);
      return { ok: true as const };
    },
  );

  app.get(
    "/companies",
    {
      config: PLATFORM,
      schema: {
        tags: TAGS,
        summary: "Les sociétés : offre, utilisateurs, usage, dernière activité",
        response: { 200: ZPlatformCompanies, 401: ZError },
      },
    },
    async () => ({ items: await listPlatformCompanies(db) }),
  );

  app.put(
    "/companies/:id/plan",
    {
      config: PLATFORM,
      schema: {
        tags: TAGS,
        summary: "Accorder ou changer l'offre d'une société",
        params: ZPlatformCompanyParams,
        body: ZPlatformPlanChange,
        response: { 200: ZPlatformCompanies, 401: ZError, 404: ZError, 422: ZError },
      },
    },
    async (request) => {
      await changeCompanyPlan({
        db,
        companyId: request.params.id,
        subscription: request.body.subscription,
        operatorEmail: operatorOf(request).operator.email,
      });
      return { items: await listPlatformCompanies(db) };
    },
  );

  app.put(
    "/companies/:id/suspension",
    {
      config: PLATFORM,
      schema: {
        tags: TAGS,
        summary: "Suspendre une société ou lever sa suspension",
        params: ZPlatformCompanyParams,
        body: ZPlatformSuspension,
        response: { 200: ZPlatformCompanies, 401: ZError, 404: ZError, 422: ZError },
      },
    },
    async (request) => {
      await setCompanySuspended({
        db,
        companyId: request.params.id,
        suspended: request.body.suspended,
        operatorEmail: operatorOf(request).operator.email,
      });
      return { items: await listPlatformCompanies(db) };
    },
  );

  app.get(
    "/demo-requests",
    {
      config: PLATFORM,
      schema: {
        tags: TAGS,
        summary: "Les demandes de démonstration, les plus récentes d'abord",
        response: { 200: ZPlatformDemoRequests, 401: ZError },
      },
    },
    async () => ({ items: await listDemoRequests(db) }),
  );

  app.put(
    "/demo-requests/:id/handled",
    {
      config: PLATFORM,
      schema: {
        tags: TAGS,
        summary: "Marquer une demande de démonstration traitée (ou non)",
        params: ZPlatformCompanyParams,
        body: ZPlatformDemoHandled,
        response: { 200: ZPlatformDemoRequest, 401: ZError, 404: ZError, 422: ZError },
      },
    },
    async (request) => setDemoRequestHandled({ db, id: request.params.id, handled: request.body.handled }),
  );
};
