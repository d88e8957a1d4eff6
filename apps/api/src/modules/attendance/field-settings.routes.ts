import { ZError, ZFieldSettings } from "@hts/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireAuth } from "../../lib/auth-context.ts";
import { readFieldSettings, updateFieldSettings } from "./field-settings.service.ts";

const tags = ["settings"];

/** /api/settings/field: the company's field settings; every role reads, admins and managers write. */
export const fieldSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/field",
    {
      config: { access: { area: "settings", level: "read" } },
      schema: {
        tags,
        summary: "Paramètres du terrain",
        response: { 200: ZFieldSettings, 401: ZError, 403: ZError },
      },
    },
    async (request) => readFieldSettings(requireAuth(request)),
  );
  app.put(
    "/field",
    {
      config: { access: { area: "settings", level: "write" } },
      schema: {
        tags,
        summary: "Modifier les paramètres du terrain",
        body: ZFieldSettings,
        response: { 200: ZFieldSettings, 401: ZError, 403: ZError, 422: ZError },
      },
    },
    async (request) => updateFieldSettings({ auth: requireAuth(request), input: request.body }),
  );
};
