import {
  MSG_SETTINGS,
  ZError,
  ZForgotPassword,
  ZInvitationInfo,
  ZLoginResponse,
  ZPasswordChange,
  ZRecoveryCodes,
  ZResetPassword,
  ZSessionItem,
  ZTwoFactorConfirm,
  ZTwoFactorDisable,
  ZTwoFactorLogin,
  ZTwoFactorSetup,
  ZTwoFactorStatus,
  zNewPassword,
} from "@hts/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAuth } from "../../lib/auth-context.ts";
import { say } from "../../plugins/language.ts";
import { listOwnSessions, revokeAllOtherSessions, revokeOwnSession } from "./account-sessions.service.ts";
import { changePassword } from "./password-change.ts";
import { invitationInfo, requestPasswordReset, setPasswordWithLink } from "./password-reset.service.ts";
import { confirmTwoFactor, disableTwoFactor, setupTwoFactor, twoFactorStatus } from "./two-factor.service.ts";
import { finishTwoFactorLogin } from "./two-factor-login.ts";

const ZDetail = z.object({ detail: z.string() });
const ZRevoked = z.object({ revoked_sessions: z.number() });
const forced = { access: "authenticated", allowRestricted: true } as const;
const ZLinkSet = z.object({
  token: z.string().min(1).max(200),
  newPassword: zNewPassword,
  confirmPassword: z.string().max(200),
});

/** Second login step, password, forgotten password, invitations, two-factor and own sessions (issue 10). */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const cfg = app.appConfig;
  const db = app.database.db;
  const publicLimit = { max: 20, timeWindow: 15 * 60_000 };

  app.post(
    "/login/two-factor",
    {
      config: { access: "public" },
      schema: {
        tags: ["auth"],
        summary: "Connexion, deuxième étape : code TOTP ou code de récupération",
        body: ZTwoFactorLogin,
        response: { 200: ZLoginResponse, 401: ZError, 403: ZError, 429: ZError, 503: ZError },
      },
    },
    async (request) =>
      finishTwoFactorLogin({
        db,
        challengeToken: request.body.challenge_token,
        code: request.body.code,
        ip: request.ip,
        userAgent: request.headers["user-agent"] ?? null,
        lang: request.lang,
        throttle: cfg.loginThrottle,
        mailer: app.mailer,
        log: request.log,
      }),
  );

  app.post(
    "/password",
    {
      config: forced,
      schema: {
        tags: ["auth"],
        summary: "Changer son mot de passe (les autres sessions sont fermées)",
        body: ZPasswordChange,
        response: { 200: ZRevoked, 401: ZError, 422: ZError, 429: ZError, 503: ZError },
      },
    },
    async (request) =>
      changePassword({
        db,
        auth: requireAuth(request),
        input: request.body,
        passwordCost: cfg.passwordCost,
        throttle: cfg.loginThrottle,
      }),
  );

  app.post(
    "/forgot-password",
    {
      config: { access: "public", rateLimit: publicLimit },
      schema: {
        tags: ["auth"],
        summary:
          "Mot de passe oublié : envoie un lien valable 30 minutes (même réponse si l'e-mail est inconnu)",
        body: ZForgotPassword,
        response: { 200: ZDetail, 422: ZError, 429: ZError },
      },
    },
    async (request) => {
      await requestPasswordReset({
        db,
        mailer: app.mailer,
        publicUrl: cfg.publicUrl,
        email: request.body.email,
        log: request.log,
      });
      return { detail: say(request, MSG_SETTINGS.resetLinkSent) };
    },
  );

  app.post(
    "/reset-password",
    {
      config: { access: "public", rateLimit: publicLimit },
      schema: {
        tags: ["auth"],
        summary: "Choisir un nouveau mot de passe avec le lien reçu",
        body: ZResetPassword,
        response: { 200: z.object({ email: z.string() }), 404: ZError, 422: ZError },
      },
    },
    async (request) =>
      setPasswordWithLink({
        db,
        token: request.body.token,
        kind: "password-reset",
        newPassword: request.body.newPassword,
        passwordCost: cfg.passwordCost,
      }),
  );

  app.get(
    "/invitation",
    {
      config: { access: "public", rateLimit: publicLimit },
      schema: {
        tags: ["auth"],
        summary: "Invitation reçue par e-mail : à qui, pour quelle société",
        querystring: z.object({ token: z.string().min(1).max(200) }),
        response: { 200: ZInvitationInfo, 404: ZError },
      },
    },
    async (request) => invitationInfo({ db, token: request.query.token }),
  );

  app.post(
    "/invitation",
    {
      config: { access: "public", rateLimit: publicLimit },
      schema: {
        tags: ["auth"],
        summary: "Accepter une invitation en choisissant son mot de passe",
        body: ZLinkSet.refine((v) => v.newPassword === v.confirmPassword, {
          error: MSG_SETTINGS.passwordMismatch,
          path: ["confirmPassword"],
        }),
        response: { 200: z.object({ email: z.string() }), 404: ZError, 422: ZError },
      },
    },
    async (request) =>
      setPasswordWithLink({
        db,
        token: request.body.token,
        kind: "invitation",
        newPassword: request.body.newPassword,
        passwordCost: cfg.passwordCost,
      }),
  );

  app.get(
    "/two-factor",
    {
      config: forced,
      schema: {
        tags: ["auth"],
        summary: "État de la double authentification",
        response: { 200: ZTwoFactorStatus, 401: ZError },
      },
    },
    async (request) => twoFactorStatus(requireAuth(request)),
  );

  app.post(
    "/two-factor/setup",
    {
      config: forced,
      schema: {
        tags: ["auth"],
        summary: "Double authentification : nouveau secret et QR code",
        response: { 200: ZTwoFactorSetup, 401: ZError, 409: ZError },
      },
    },
    async (request) => setupTwoFactor(requireAuth(request)),
  );

  app.post(
    "/two-factor/confirm",
    {
      config: forced,
      schema: {
        tags: ["auth"],
        summary: "Double authentification : confirmer avec un premier code (donne 10 codes de récupération)",
        body: ZTwoFactorConfirm,
        response: { 200: ZRecoveryCodes, 401: ZError, 409: ZError, 422: ZError },
      },
    },
    async (request) => confirmTwoFactor({ auth: requireAuth(request), code: request.body.code }),
  );

  app.post(
    "/two-factor/disable",
    {
      config: { access: "authenticated" },
      schema: {
        tags: ["auth"],
        summary: "Désactiver la double authentification (mot de passe et code)",
        body: ZTwoFactorDisable,
        response: { 200: ZTwoFactorStatus, 401: ZError, 409: ZError, 422: ZError, 429: ZError, 503: ZError },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      await disableTwoFactor({
        db,
        auth,
        throttle: cfg.loginThrottle,
        mailer: app.mailer,
        log: request.log,
        ...request.body,
      });
      return { enabled: false, required_by_company: false, recovery_codes_left: 0 };
    },
  );

  app.get(
    "/sessions",
    {
      config: { access: "authenticated" },
      schema: {
        tags: ["auth"],
        summary: "Appareils connectés : mes sessions ouvertes",
        response: { 200: z.array(ZSessionItem), 401: ZError },
      },
    },
    async (request) => listOwnSessions(requireAuth(request)),
  );

  app.delete(
    "/sessions/:id",
    {
      config: { access: "authenticated" },
      schema: {
        tags: ["auth"],
        summary: "Fermer une de mes sessions",
        params: z.object({ id: z.uuid() }),
        response: { 204: z.null(), 401: ZError, 404: ZError },
      },
    },
    async (request, reply) => {
      await revokeOwnSession({ auth: requireAuth(request), id: request.params.id });
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/sessions/revoke-others",
    {
      config: { access: "authenticated" },
      schema: {
        tags: ["auth"],
        summary: "Déconnecter toutes les autres sessions",
        response: { 200: ZRevoked, 401: ZError },
      },
    },
    async (request) => revokeAllOtherSessions(requireAuth(request)),
  );
};
