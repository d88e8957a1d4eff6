import {
  ZError,
  ZLoginBody,
  ZLoginChallenge,
  ZLoginResponse,
  ZMeResponse,
  ZRegisterQuery,
  ZRegisterResponse,
} from "@hts/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAuth } from "../../lib/auth-context.ts";
import { login, logout, registerCompany } from "./auth.service.ts";
import { meBody, sendMe } from "./me-view.ts";
import { parseRegisterInput } from "./register-input.ts";
import { assertSelfServicePlan } from "./register-plan.ts";

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const cfg = app.appConfig;

  app.post(
    "/register",
    {
      config: {
        access: "public",
        rateLimit: { max: cfg.registerRateLimit.max, timeWindow: cfg.registerRateLimit.windowMs },
      },
      schema: {
        tags: ["auth"],
        summary: "Créer une société et son administrateur principal",
        description:
          "Deux formes : `{ company: {...}, admin: {...} }` dans le corps, ou les champs de la société " +
          "dans le corps et l'administrateur dans les paramètres `user_name`, `user_email`, " +
          "`user_password`, `user_phone`.",
        querystring: ZRegisterQuery,
        body: z.record(z.string(), z.unknown()).optional(),
        response: { 201: ZRegisterResponse, 403: ZError, 409: ZError, 422: ZError },
      },
    },
    async (request, reply) => {
      const input = parseRegisterInput(request.body, request.query);
      assertSelfServicePlan({ subscription: input.company.subscription, allowed: cfg.selfServicePlans });
      const created = await registerCompany({ db: app.database.db, input, passwordCost: cfg.passwordCost });
      return reply.code(201).send(created);
    },
  );

  app.post(
    "/login",
    {
      config: { access: "public" },
      schema: {
        tags: ["auth"],
        summary: "Se connecter",
        body: ZLoginBody,
        // With two-factor authentication the first step answers a challenge, not a token (issue 10).
        response: {
          200: z.union([ZLoginResponse, ZLoginChallenge]),
          401: ZError,
          403: ZError,
          429: ZError,
          503: ZError,
        },
      },
    },
    async (request) =>
      login({
        db: app.database.db,
        input: request.body,
        ip: request.ip,
        userAgent: request.headers["user-agent"] ?? null,
        throttle: cfg.loginThrottle,
        passwordCost: cfg.passwordCost,
        lang: request.lang,
      }),
  );

  app.get(
    "/me",
    {
      config: { access: "authenticated", allowRestricted: true },
      schema: {
        tags: ["auth"],
        summary: "Utilisateur connecté",
        response: { 200: ZMeResponse, 401: ZError },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      // Validated and serialized once per found session and language (me-view.ts, issue 31).
      const body = meBody({
        user: auth.user,
        company: auth.company,
        restriction: auth.restriction,
        lang: request.lang,
      });
      return sendMe(reply, body);
    },
  );

  app.post(
    "/logout",
    {
      config: { access: "authenticated", allowRestricted: true },
      schema: {
        tags: ["auth"],
        summary: "Se déconnecter (révoque le jeton)",
        response: { 200: z.object({ detail: z.string() }), 401: ZError },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      await logout({
        db: app.database.db,
        sessionId: auth.sessionId,
        companyId: auth.companyId,
        userId: auth.user.id,
      });
      return { detail: "Déconnexion effectuée" };
    },
  );
};
