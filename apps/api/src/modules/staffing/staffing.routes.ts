import {
  ZAgentPlanningProfile,
  ZAgentPlanningProfileRead,
  ZAutoScheduleApply,
  ZAutoScheduleInput,
  ZAutoScheduleResult,
  ZAutoScheduleRun,
  ZAutoScheduleRunInput,
  ZCoveragePost,
  ZCoveragePostCreate,
  ZCoveragePostListQuery,
  ZCoveragePostUpdate,
  ZCoverageWeek,
  ZCoverageWeekQuery,
  ZError,
  ZShiftBatchResult,
  ZShiftBenchmarkInput,
  ZShiftBenchmarkResult,
  ZShiftConflictError,
} from "@hts/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAuth } from "../../lib/auth-context.ts";
import { readPlanningProfile, writePlanningProfile } from "./agent-profiles.service.ts";
import { applyAutoSchedule, previewAutoSchedule } from "./auto-schedule.service.ts";
import { cancelScheduleRun, readScheduleRun, startScheduleRun, stopScheduleRuns } from "./schedule-runs.ts";
import { runShiftBenchmark } from "./shift-benchmark.service.ts";
import {
  createCoveragePost,
  deleteCoveragePost,
  listCoveragePosts,
  updateCoveragePost,
} from "./staffing-posts.service.ts";
import { coverageOfWeek } from "./staffing-week.service.ts";

const params = z.object({ id: z.string() });
const errors = { 401: ZError, 403: ZError, 404: ZError };
const read = { area: "planning", level: "read" } as const;
const write = { area: "planning", level: "write" } as const;
const tags = ["coverage"];

/** Posts to cover per site and the uncovered post-hours of a week (issue 24). Registered under /api. */
export const coverageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onClose", stopScheduleRuns);

  app.get(
    "/coverage/agents/:id/profile",
    {
      config: { access: write },
      schema: {
        tags,
        summary: "Profil de planification d'un agent : contrat, plafonds, sites, repos fixes, souhaits",
        params,
        response: { 200: ZAgentPlanningProfileRead, ...errors },
      },
    },
    async (request) => readPlanningProfile({ auth: requireAuth(request), agentId: request.params.id }),
  );

  app.put(
    "/coverage/agents/:id/profile",
    {
      config: { access: write },
      schema: {
        tags,
        summary: "Enregistrer le profil de planification d'un agent (règles dures et souhaits pondérés)",
        params,
        body: ZAgentPlanningProfile,
        response: { 200: ZAgentPlanningProfileRead, ...errors, 422: ZError },
      },
    },
    async (request) =>
      writePlanningProfile({ auth: requireAuth(request), agentId: request.params.id, input: request.body }),
  );

  app.get(
    "/coverage/posts",
    {
      config: { access: read },
      schema: {
        tags,
        summary: "Postes à couvrir de la société (ou d'un site)",
        querystring: ZCoveragePostListQuery,
        response: { 200: z.array(ZCoveragePost), ...errors },
      },
    },
    async (request) => listCoveragePosts({ auth: requireAuth(request), siteId: request.query.site_id }),
  );

  app.post(
    "/coverage/posts",
    {
      config: { access: write },
      schema: {
        tags,
        summary: "Créer un poste à couvrir : créneau, effectif par type de jour, qualifications, coûts",
        body: ZCoveragePostCreate,
        response: { 201: ZCoveragePost, ...errors, 409: ZError, 422: ZError },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createCoveragePost({ auth: requireAuth(request), input: request.body })),
  );

  app.patch(
    "/coverage/posts/:id",
    {
      config: { access: write },
      schema: {
        tags,
        summary: "Modifier un poste à couvrir",
        params,
        body: ZCoveragePostUpdate,
        response: { 200: ZCoveragePost, ...errors, 409: ZError, 422: ZError },
      },
    },
    async (request) =>
      updateCoveragePost({ auth: requireAuth(request), id: request.params.id, input: request.body }),
  );

  app.delete(
    "/coverage/posts/:id",
    {
      config: { access: write },
      schema: {
        tags,
        summary: "Supprimer un poste à couvrir (les vacations existantes ne changent pas)",
        params,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteCoveragePost({ auth: requireAuth(request), id: request.params.id });
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/coverage/week",
    {
      config: { access: read },
      schema: {
        tags,
        summary: "Heures de poste non couvertes et en sureffectif de la semaine (lundi-dimanche)",
        querystring: ZCoverageWeekQuery,
        response: { 200: ZCoverageWeek, ...errors, 422: ZError },
      },
    },
    async (request) =>
      coverageOfWeek({ auth: requireAuth(request), date: request.query.date, siteId: request.query.site_id }),
  );

  app.post(
    "/coverage/schedule/preview",
    {
      config: { access: write },
      schema: {
        tags,
        summary:
          "Planifier automatiquement : proposition (rien n'est écrit), raisons des créneaux non couverts",
        body: ZAutoScheduleInput,
        response: { 200: ZAutoScheduleResult, ...errors, 422: ZError },
      },
    },
    async (request) => previewAutoSchedule({ auth: requireAuth(request), input: request.body }),
  );

  app.post(
    "/coverage/schedule/apply",
    {
      config: { access: write },
      schema: {
        tags,
        summary: "Appliquer tout ou partie de la proposition en une transaction auditée",
        body: ZAutoScheduleApply,
        response: { 201: ZShiftBatchResult, ...errors, 409: ZShiftConflictError, 422: ZError },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await applyAutoSchedule({ auth: requireAuth(request), input: request.body, lang: request.lang }),
        ),
  );

  app.post(
    "/coverage/schedule/runs",
    {
      config: { access: write },
      schema: {
        tags,
        summary:
          "Lancer un calcul de planification (HiGHS ou glouton) dans un thread : suivre, annuler, lire le résultat",
        body: ZAutoScheduleRunInput,
        response: { 202: ZAutoScheduleRun, ...errors, 409: ZError, 422: ZError },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await startScheduleRun({ auth: requireAuth(request), input: request.body })),
  );

  app.get(
    "/coverage/schedule/runs/:id",
    {
      config: { access: write },
      schema: {
        tags,
        summary: "Suivre un calcul : avancement, meilleur coût courant, puis la proposition",
        params,
        response: { 200: ZAutoScheduleRun, ...errors },
      },
    },
    async (request) => readScheduleRun({ auth: requireAuth(request), id: request.params.id }),
  );

  app.post(
    "/coverage/schedule/runs/:id/cancel",
    {
      config: { access: write },
      schema: {
        tags,
        summary: "Annuler un calcul en cours (ce qui est déjà trouvé reste lisible)",
        params,
        response: { 200: ZAutoScheduleRun, ...errors },
      },
    },
    async (request) => cancelScheduleRun({ auth: requireAuth(request), id: request.params.id }),
  );

  app.post(
    "/coverage/benchmarks/shift-scheduling",
    {
      config: { access: write },
      schema: {
        tags,
        summary:
          "Planifier une instance de référence (format de Curtois et Qu) et rendre son objectif tel que le banc le définit",
        body: ZShiftBenchmarkInput,
        response: { 200: ZShiftBenchmarkResult, ...errors, 409: ZError, 422: ZError },
      },
    },
    async (request) => runShiftBenchmark({ auth: requireAuth(request), input: request.body }),
  );
};
