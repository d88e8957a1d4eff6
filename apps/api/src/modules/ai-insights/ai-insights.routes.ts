import { ZAiEngine, ZAssistantAnswer, ZAssistantChat, ZError } from "@hts/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { type AuthContext, requireAuth } from "../../lib/auth-context.ts";
import { InsightsCache } from "./ai-insights.cache.ts";
import {
  AssistantEngine,
  getDashboardInsights,
  getIncidentAnalysis,
  getPredictions,
  getRecommendations,
} from "./ai-insights.service.ts";

const read = { access: { area: "ai-insights", level: "read" } } as const;
const errors = { 401: ZError, 403: ZError };
// The insight answers are documented in decision 042 and typed by the domain's functions.
const ZAny = z.record(z.string(), z.unknown());

export const aiInsightsRoutes: FastifyPluginAsyncZod = async (app) => {
  const engine = new AssistantEngine(app.appConfig.llm, app.log);
  const cache = new InsightsCache(app.events);
  app.addHook("onClose", async () => cache.close());
  /** One computation per company data version, role and language (issue 29). */
  const cached = <T>(
    request: { lang: string },
    name: string,
    compute: (auth: AuthContext) => Promise<T>,
    auth: AuthContext,
  ) => cache.get(auth.companyId, [name, auth.role, request.lang], () => compute(auth));

  app.get(
    "/engine",
    {
      config: read,
      schema: {
        tags: ["ai-insights"],
        summary: "Moteur qui répond à l'assistant en ce moment",
        response: { 200: ZAiEngine, ...errors },
      },
    },
    async (request) => engine.current(request.lang),
  );
  app.get(
    "/dashboard-insights",
    {
      config: read,
      schema: {
        tags: ["ai-insights"],
        summary: "Score de risque, tendance, prévision 7 jours, sites à risque",
        response: { 200: ZAny, ...errors },
      },
    },
    async (request) =>
      cached(request, "dashboard", (auth) => getDashboardInsights(auth, request.lang), requireAuth(request)),
  );
  app.get(
    "/incident-analysis",
    {
      config: read,
      schema: {
        tags: ["ai-insights"],
        summary: "Analyse des incidents sur 30 jours",
        response: { 200: ZAny, ...errors },
      },
    },
    async (request) =>
      cached(request, "analysis", (auth) => getIncidentAnalysis(auth, request.lang), requireAuth(request)),
  );
  app.get(
    "/predict-incidents",
    {
      config: read,
      schema: {
        tags: ["ai-insights"],
        summary: "Prévisions par jour et par site, avec backtest",
        response: { 200: ZAny, ...errors },
      },
    },
    async (request) =>
      cached(request, "predictions", (auth) => getPredictions(auth, request.lang), requireAuth(request)),
  );
  app.get(
    "/smart-recommendations",
    {
      config: read,
      schema: {
        tags: ["ai-insights"],
        summary: "Actions recommandées, classées, chacune avec sa raison et son lien",
        response: { 200: ZAny, ...errors },
      },
    },
    async (request) =>
      cached(
        request,
        "recommendations",
        (auth) => getRecommendations(auth, request.lang),
        requireAuth(request),
      ),
  );
  app.post(
    "/assistant-chat",
    {
      config: read,
      schema: {
        tags: ["ai-insights"],
        summary: "Assistant : questions sur les données de la société",
        body: ZAssistantChat,
        response: { 200: ZAssistantAnswer, ...errors, 422: ZError },
      },
    },
    async (request) => engine.answer(requireAuth(request), request.body.question, request.lang),
  );
};
