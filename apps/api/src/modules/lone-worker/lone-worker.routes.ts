import {
  ZError,
  ZLoneWorkerAnswer,
  ZLoneWorkerAnswerResult,
  ZLoneWorkerPolicy,
  ZLoneWorkerPolicyInput,
  ZLoneWorkerPolicyQuery,
  ZMyLoneWorker,
  ZPositionUpdate,
  ZPositionUpdateResult,
  ZSosInput,
  ZSosResult,
} from "@hts/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAuth } from "../../lib/auth-context.ts";
import { CLOCK_CHANGE, FIELD_CHANGE } from "../../lib/cache-topics.ts";
import { signalFieldChange } from "../field/index.ts";
import { answerCheck, myLoneWorker } from "./me.service.ts";
import { listPolicies, savePolicy } from "./policies.service.ts";
import { raiseSos, updatePosition } from "./sos.service.ts";

const errors = { 401: ZError, 403: ZError, 404: ZError };

/** Lone-worker protection (PTI), SOS and positions of the agent app (issue 22). Registered under /api. */
export const loneWorkerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/lone-worker/policies",
    {
      config: { access: { area: "sites", level: "read" } },
      schema: {
        tags: ["lone-worker"],
        summary: "Règles travailleur isolé (PTI) par site et poste",
        querystring: ZLoneWorkerPolicyQuery,
        response: { 200: z.array(ZLoneWorkerPolicy), ...errors },
      },
    },
    async (request) => listPolicies({ auth: requireAuth(request), siteId: request.query.site_id }),
  );

  app.put(
    "/lone-worker/policies",
    {
      // No list page, counter, dashboard or session shows a policy: only the floor is forgotten (107).
      config: { access: { area: "sites", level: "write" }, changes: FIELD_CHANGE },
      schema: {
        tags: ["lone-worker"],
        summary: "Enregistrer la règle PTI d'un site ou d'un poste (intervalle, délai de grâce, active)",
        body: ZLoneWorkerPolicyInput,
        response: { 200: ZLoneWorkerPolicy, ...errors, 422: ZError },
      },
    },
    async (request) => savePolicy({ auth: requireAuth(request), input: request.body }),
  );

  app.get(
    "/me/lone-worker",
    {
      config: { access: "authenticated" },
      schema: {
        tags: ["lone-worker"],
        summary: "Mon contrôle « Tout va bien ? » : actif, prochaine échéance, contrôle ouvert",
        response: { 200: ZMyLoneWorker, ...errors },
      },
    },
    async (request) => myLoneWorker({ auth: requireAuth(request) }),
  );

  app.post(
    "/me/lone-worker/answer",
    {
      config: { access: "authenticated", changes: FIELD_CHANGE },
      schema: {
        tags: ["lone-worker"],
        summary: "Répondre « Tout va bien » (rejouable : même client_id, même réponse)",
        body: ZLoneWorkerAnswer,
        response: { 200: ZLoneWorkerAnswerResult, ...errors, 422: ZError },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const result = await answerCheck({ auth, input: request.body });
      signalFieldChange({ events: app.events, companyId: auth.companyId });
      return result;
    },
  );

  app.post(
    "/me/sos",
    {
      // An SOS raises a critical alarm: its pages, its site's counters, the dashboard, the floor.
      config: { access: "authenticated", changes: CLOCK_CHANGE },
      schema: {
        tags: ["lone-worker"],
        summary: "SOS : alarme critique immédiate avec la position (rejouable : appliqué une fois)",
        body: ZSosInput,
        response: { 200: ZSosResult, 201: ZSosResult, ...errors, 409: ZError, 422: ZError },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const { status, body } = await raiseSos({ auth, events: app.events, input: request.body });
      signalFieldChange({ events: app.events, companyId: auth.companyId });
      return reply.code(status).send(body);
    },
  );

  app.post(
    "/me/position",
    {
      config: { access: "authenticated", changes: FIELD_CHANGE },
      schema: {
        tags: ["lone-worker"],
        summary: "Ma position (au plus une toutes les 10 s ; une plus ancienne que la dernière est ignorée)",
        body: ZPositionUpdate,
        response: { 200: ZPositionUpdateResult, ...errors, 422: ZError },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const result = await updatePosition({ auth, input: request.body });
      // Coalesced (decision 087): 500 phones' positions become a couple of events a second, not 500.
      signalFieldChange({ events: app.events, companyId: auth.companyId });
      return result;
    },
  );
};
