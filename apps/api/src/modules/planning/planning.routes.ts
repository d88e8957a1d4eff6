import {
  ZApplyTemplateInput,
  ZConflictDetectResponse,
  ZCopyDayInput,
  ZCopyWeekInput,
  ZError,
  ZPlanningRangeQuery,
  ZPlanningRules,
  ZRepeatInput,
  ZShift,
  ZShiftBatchResult,
  ZShiftCheck,
  ZShiftConflictError,
  ZShiftCreateInput,
  ZShiftPatch,
  ZShiftSaved,
  ZShiftsQuery,
  ZShiftTemplate,
  ZShiftTemplateCreate,
  ZUnavailabilityPeriod,
} from "@hts/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAuth } from "../../lib/auth-context.ts";
import { sendPage } from "../../lib/pagination.ts";
import { listUnavailabilityInRange } from "../agents/index.ts";
import { detectCompanyConflicts } from "./conflicts.service.ts";
import { companyPlanningRules, updatePlanningRules } from "./planning-settings.service.ts";
import { applyTemplate, copyDay, copyWeek, repeatShifts } from "./shift-batch.service.ts";
import { noticeShiftChange } from "./shift-notices.ts";
import {
  checkNewShift,
  checkShiftChange,
  createShift,
  deleteShift,
  getShift,
  listShifts,
  updateShift,
} from "./shifts.service.ts";
import { createTemplate, deleteTemplate, listTemplates } from "./templates.service.ts";

const read = { area: "planning", level: "read" } as const;
const write = { area: "planning", level: "write" } as const;
const params = z.object({ id: z.string() });
const tags = ["planning"];

/** Spec part 2, section 7: /api/planning-advanced, snake_case. */
export const planningRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/shifts",
    {
      config: { access: read },
      schema: {
        tags,
        summary:
          "Gardes qui recouvrent les jours start_date..end_date (inclus, heure de Paris), y compris une nuit commencée la veille",
        querystring: ZShiftsQuery,
        response: { 200: z.array(ZShift), 401: ZError, 403: ZError, 422: ZError },
      },
    },
    async (request, reply) =>
      sendPage(reply, await listShifts({ auth: requireAuth(request), query: request.query })),
  );

  app.post(
    "/shifts",
    {
      config: { access: write },
      schema: {
        tags,
        summary:
          "Créer une garde (fin avant début = lendemain ; durées recalculées ; pause par break_minutes ou break_start/break_end)",
        body: ZShiftCreateInput,
        response: { 201: ZShiftSaved, 401: ZError, 403: ZError, 409: ZShiftConflictError, 422: ZError },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const saved = await createShift({ auth, input: request.body, lang: request.lang });
      await noticeShiftChange({ auth, shift: saved });
      return reply.code(201).send(saved);
    },
  );

  app.get(
    "/shifts/:id",
    {
      config: { access: read },
      schema: { tags, summary: "Une garde", params, response: { 200: ZShift, 401: ZError, 404: ZError } },
    },
    async (request) => getShift({ auth: requireAuth(request), id: request.params.id }),
  );

  app.patch(
    "/shifts/:id",
    {
      config: { access: write },
      schema: {
        tags,
        summary: "Modifier une garde (date, horaires, agent, site, type, statut, pause, notes)",
        params,
        body: ZShiftPatch,
        response: {
          200: ZShiftSaved,
          401: ZError,
          403: ZError,
          404: ZError,
          409: ZShiftConflictError,
          422: ZError,
        },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const before = await getShift({ auth, id: request.params.id });
      const saved = await updateShift({
        auth,
        id: request.params.id,
        input: request.body,
        lang: request.lang,
      });
      await noticeShiftChange({ auth, shift: saved });
      // Given to another agent: the first one hears that it is no longer his.
      if (before.agent_id !== saved.agent_id) await noticeShiftChange({ auth, shift: before, removed: true });
      return saved;
    },
  );

  app.get(
    "/unavailability",
    {
      config: { access: read },
      schema: {
        tags,
        summary:
          "Congés et indisponibilités qui touchent les jours start_date..end_date (inclus), pour les grilles de la semaine",
        querystring: ZPlanningRangeQuery,
        response: { 200: z.array(ZUnavailabilityPeriod), 401: ZError, 403: ZError, 422: ZError },
      },
    },
    async (request) => listUnavailabilityInRange({ auth: requireAuth(request), range: request.query }),
  );

  // Batches (decision 053): one answer shape, a dry run that writes nothing, 409 on blocking conflicts.
  const batch = {
    200: ZShiftBatchResult,
    401: ZError,
    403: ZError,
    409: ZShiftConflictError,
    422: ZError,
  };
  const batchNote =
    " ; dry_run : aperçu (gardes et conflits) sans rien écrire ; conflit bloquant : 409 avec la liste, sauf override_reason d'un administrateur ou responsable (audité) ; une seule transaction";

  app.post(
    "/shifts/copy-week",
    {
      config: { access: write },
      schema: {
        tags,
        summary: `Copier les gardes d'une semaine (lundi-dimanche) vers une autre${batchNote}`,
        body: ZCopyWeekInput,
        response: batch,
      },
    },
    async (request) => copyWeek({ auth: requireAuth(request), input: request.body, lang: request.lang }),
  );

  app.post(
    "/shifts/copy-day",
    {
      config: { access: write },
      schema: {
        tags,
        summary: `Copier les gardes d'un jour vers un ou plusieurs jours (62 au plus)${batchNote}`,
        body: ZCopyDayInput,
        response: batch,
      },
    },
    async (request) => copyDay({ auth: requireAuth(request), input: request.body, lang: request.lang }),
  );

  app.post(
    "/shifts/repeat",
    {
      config: { access: write },
      schema: {
        tags,
        summary: `Répéter une semaine modèle (source_week) ou des gardes (shift_ids) toutes les every_weeks semaines jusqu'à until inclus (52 semaines au plus)${batchNote}`,
        body: ZRepeatInput,
        response: batch,
      },
    },
    async (request) => repeatShifts({ auth: requireAuth(request), input: request.body, lang: request.lang }),
  );

  app.post(
    "/shifts/apply-template",
    {
      config: { access: write },
      schema: {
        tags,
        summary: `Appliquer un gabarit à plusieurs agents et jours (dates, ou start_date..end_date et weekdays 1-7) ; site : site_id ou celui de chaque agent${batchNote}`,
        body: ZApplyTemplateInput,
        response: batch,
      },
    },
    async (request) => applyTemplate({ auth: requireAuth(request), input: request.body, lang: request.lang }),
  );

  app.post(
    "/shifts/check",
    {
      config: { access: write },
      schema: {
        tags,
        summary:
          "Conflits que créerait une nouvelle garde (mêmes règles que conflicts/detect), sans rien enregistrer",
        body: ZShiftCreateInput,
        response: { 200: ZShiftCheck, 401: ZError, 403: ZError, 422: ZError },
      },
    },
    async (request) => checkNewShift({ auth: requireAuth(request), input: request.body, lang: request.lang }),
  );

  app.post(
    "/shifts/:id/check",
    {
      config: { access: write },
      schema: {
        tags,
        summary: "Conflits que créerait la modification d'une garde, sans rien enregistrer",
        params,
        body: ZShiftPatch,
        response: { 200: ZShiftCheck, 401: ZError, 403: ZError, 404: ZError, 422: ZError },
      },
    },
    async (request) =>
      checkShiftChange({
        auth: requireAuth(request),
        id: request.params.id,
        input: request.body,
        lang: request.lang,
      }),
  );

  app.delete(
    "/shifts/:id",
    {
      config: { access: write },
      schema: {
        tags,
        summary: "Supprimer une garde",
        params,
        response: { 204: z.null(), 401: ZError, 403: ZError, 404: ZError },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const before = await getShift({ auth, id: request.params.id });
      await deleteShift({ auth, id: request.params.id });
      await noticeShiftChange({ auth, shift: before, removed: true });
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/templates/shifts",
    {
      config: { access: read },
      schema: {
        tags,
        summary: "Gabarits de garde de la société, par nom",
        response: { 200: z.array(ZShiftTemplate), 401: ZError, 403: ZError },
      },
    },
    async (request) => listTemplates({ auth: requireAuth(request) }),
  );

  app.post(
    "/templates/shifts",
    {
      config: { access: write },
      schema: {
        tags,
        summary: "Créer un gabarit (défauts 08:00-16:00, #3B82F6, pause payée 30 min)",
        body: ZShiftTemplateCreate,
        response: { 201: ZShiftTemplate, 401: ZError, 403: ZError, 422: ZError },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createTemplate({ auth: requireAuth(request), input: request.body })),
  );

  app.delete(
    "/templates/shifts/:id",
    {
      config: { access: write },
      schema: {
        tags,
        summary: "Supprimer un gabarit",
        params,
        response: { 204: z.null(), 401: ZError, 403: ZError, 404: ZError },
      },
    },
    async (request, reply) => {
      await deleteTemplate({ auth: requireAuth(request), id: request.params.id });
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/conflicts/detect",
    {
      config: { access: read },
      schema: {
        tags,
        summary:
          "Détecter les conflits de planning sur start_date..end_date (règles et seuils de la société)",
        querystring: ZPlanningRangeQuery,
        response: { 200: ZConflictDetectResponse, 401: ZError, 403: ZError, 422: ZError },
      },
    },
    async (request) =>
      detectCompanyConflicts({ auth: requireAuth(request), range: request.query, lang: request.lang }),
  );

  app.get(
    "/settings",
    {
      config: { access: read },
      schema: {
        tags,
        summary:
          "Seuils de détection des conflits (valeurs par défaut du Code du travail et de la convention 1351)",
        response: { 200: ZPlanningRules, 401: ZError, 403: ZError },
      },
    },
    async (request) => companyPlanningRules(requireAuth(request).company),
  );

  app.put(
    "/settings",
    {
      config: { access: write },
      schema: {
        tags,
        summary: "Remplacer les seuils ; un champ absent reprend la valeur par défaut",
        body: ZPlanningRules,
        response: { 200: ZPlanningRules, 401: ZError, 403: ZError, 422: ZError },
      },
    },
    async (request) => updatePlanningRules({ auth: requireAuth(request), input: request.body }),
  );
};
