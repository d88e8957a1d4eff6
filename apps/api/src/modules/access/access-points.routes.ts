import { ZAccessPoint, ZAccessPointCreate, ZAccessPointPatch, ZAccessPointWithKey } from "@hts/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAuth } from "../../lib/auth-context.ts";
import { sendPage, ZPage } from "../../lib/pagination.ts";
import { errors, params, read, tags, write } from "./access-common.routes.ts";
import {
  createAccessPoint,
  deleteAccessPoint,
  getAccessPoint,
  listAccessPoints,
  regenerateReaderKey,
  updateAccessPoint,
} from "./access-points.service.ts";

/** Access points: 'Configurer' (place, direction, status, rule) and their reader keys. */
export const accessPointsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/points",
    {
      config: { access: read },
      schema: {
        tags,
        summary: "Points d'accès de la société",
        querystring: ZPage.extend({ q: z.string().max(200).optional(), siteId: z.uuid().optional() }),
        response: { 200: z.array(ZAccessPoint), ...errors },
      },
    },
    async (request, reply) =>
      sendPage(reply, await listAccessPoints({ auth: requireAuth(request), ...request.query })),
  );
  app.post(
    "/points",
    {
      config: { access: write },
      schema: {
        tags,
        summary: "Installer un point d'accès ; la clé du lecteur n'est montrée qu'une fois",
        body: ZAccessPointCreate,
        response: { 201: ZAccessPointWithKey, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createAccessPoint({ auth: requireAuth(request), input: request.body })),
  );
  app.get(
    "/points/:id",
    {
      config: { access: read },
      schema: { tags, summary: "Un point d'accès", params, response: { 200: ZAccessPoint, ...errors } },
    },
    async (request) => getAccessPoint({ auth: requireAuth(request), id: request.params.id }),
  );
  app.patch(
    "/points/:id",
    {
      config: { access: write },
      schema: {
        tags,
        summary: "Configurer un point d'accès : nom, site, emplacement, sens, statut, règle",
        params,
        body: ZAccessPointPatch,
        response: { 200: ZAccessPoint, ...errors },
      },
    },
    async (request) =>
      updateAccessPoint({ auth: requireAuth(request), id: request.params.id, input: request.body }),
  );
  app.post(
    "/points/:id/reader-key",
    {
      config: { access: write },
      schema: {
        tags,
        summary: "Régénérer la clé du lecteur (l'ancienne ne fonctionne plus)",
        params,
        response: { 200: ZAccessPointWithKey, ...errors },
      },
    },
    async (request) => regenerateReaderKey({ auth: requireAuth(request), id: request.params.id }),
  );
  app.delete(
    "/points/:id",
    {
      config: { access: write },
      schema: {
        tags,
        summary: "Supprimer un point d'accès (son journal est gardé)",
        params,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteAccessPoint({ auth: requireAuth(request), id: request.params.id });
      return reply.code(204).send(null);
    },
  );
};
