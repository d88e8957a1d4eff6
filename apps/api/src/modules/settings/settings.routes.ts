import {
  securityOf,
  systemOf,
  ZCompanyLegal,
  ZCompanyLegalOut,
  ZError,
  ZLanguage,
  ZNotificationPrefs,
  ZNotificationSettings,
  ZProfile,
  ZProfileUpdate,
  ZSecuritySettings,
  ZSecuritySettingsUpdate,
  ZSystemSettings,
} from "@hts/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAuth } from "../../lib/auth-context.ts";
import { requireScope } from "../../lib/record-access.ts";
import { companyLegalOf, updateCompanyLegal } from "./company-legal.service.ts";
import { updateSecurity, updateSystem } from "./company-settings.service.ts";
import {
  prefsOf,
  profileOf,
  updateLanguage,
  updateNotificationPrefs,
  updateProfile,
} from "./profile.service.ts";

const personal = { access: { area: "settings", level: "write" } } as const;
// Read under a forced step too: the Sécurité tab is where a password change or enrolment happens.
const readable = { ...personal, allowRestricted: true } as const;
const errors = { 401: ZError, 403: ZError, 409: ZError, 422: ZError } as const;

/**
 * Paramètres (spec part 1, Settings): Profil utilisateur and Notifications belong to the user;
 * Sécurité and Système to the company, read by every member, changed by administrators only.
 */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/profile",
    {
      config: readable,
      schema: { tags: ["settings"], summary: "Profil utilisateur", response: { 200: ZProfile, 401: ZError } },
    },
    async (request) => {
      const auth = requireAuth(request);
      return profileOf(auth.user, auth.company.name);
    },
  );

  app.put(
    "/profile",
    {
      config: personal,
      schema: {
        tags: ["settings"],
        summary: "Enregistrer le profil (changer l'e-mail demande le mot de passe actuel)",
        body: ZProfileUpdate,
        response: { 200: ZProfile, ...errors },
      },
    },
    async (request) => updateProfile({ auth: requireAuth(request), input: request.body }),
  );

  app.put(
    "/language",
    {
      config: readable,
      schema: {
        tags: ["settings"],
        summary: "Langue de l'interface (enregistrée pour la prochaine connexion, sur tout appareil)",
        body: z.object({ language: ZLanguage }).strict(),
        response: { 200: z.object({ language: ZLanguage }), 401: ZError, 422: ZError },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      await updateLanguage({ auth, language: request.body.language });
      return { language: request.body.language };
    },
  );

  app.get(
    "/notifications",
    {
      config: personal,
      schema: {
        tags: ["settings"],
        summary: "Préférences de notification",
        response: { 200: ZNotificationSettings, 401: ZError },
      },
    },
    // No SMS provider is wired yet: the preference is kept and shown as waiting for one.
    async (request) => ({ ...prefsOf(requireAuth(request).user), smsProviderConfigured: false }),
  );

  app.put(
    "/notifications",
    {
      config: personal,
      schema: {
        tags: ["settings"],
        summary: "Enregistrer les préférences de notification",
        body: ZNotificationPrefs,
        response: { 200: ZNotificationSettings, ...errors },
      },
    },
    async (request) => ({
      ...(await updateNotificationPrefs({ auth: requireAuth(request), input: request.body })),
      smsProviderConfigured: false,
    }),
  );

  app.get(
    "/security",
    {
      config: readable,
      schema: {
        tags: ["settings"],
        summary: "Paramètres de sécurité de la société",
        response: { 200: ZSecuritySettings, 401: ZError },
      },
    },
    async (request) => securityOf(requireAuth(request).company.settings),
  );

  app.put(
    "/security",
    {
      config: personal,
      schema: {
        tags: ["settings"],
        summary: "Enregistrer la sécurité de la société (administrateurs)",
        body: ZSecuritySettingsUpdate,
        response: { 200: ZSecuritySettings, ...errors },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      requireScope(auth, "company-settings", "update");
      return updateSecurity({ auth, input: request.body, ip: request.ip });
    },
  );

  app.get(
    "/system",
    {
      config: personal,
      schema: {
        tags: ["settings"],
        summary: "Paramètres système de la société",
        response: { 200: ZSystemSettings, 401: ZError },
      },
    },
    async (request) => systemOf(requireAuth(request).company.settings),
  );

  app.put(
    "/system",
    {
      config: personal,
      schema: {
        tags: ["settings"],
        summary: "Enregistrer les paramètres système (administrateurs)",
        body: ZSystemSettings,
        response: { 200: ZSystemSettings, ...errors },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      requireScope(auth, "company-settings", "update");
      const saved = await updateSystem({ auth, input: request.body });
      app.mailWorker.kick();
      return saved;
    },
  );

  app.get(
    "/company",
    {
      config: readable,
      schema: {
        tags: ["settings"],
        summary: "Identifiants légaux de la société (SIRET, code NAF, numéro URSSAF, adresse)",
        response: { 200: ZCompanyLegalOut, 401: ZError },
      },
    },
    async (request) => companyLegalOf(requireAuth(request).company),
  );

  app.put(
    "/company",
    {
      config: personal,
      schema: {
        tags: ["settings"],
        summary: "Enregistrer les identifiants légaux de la société (administrateurs)",
        body: ZCompanyLegal,
        response: { 200: ZCompanyLegalOut, ...errors },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      requireScope(auth, "company-settings", "update");
      return updateCompanyLegal({ auth, input: request.body });
    },
  );
};
