import {
  ZBadge,
  ZBadgeCreate,
  ZBadgePatch,
  ZBadgeQr,
  ZBadgesQuery,
  ZError,
  ZHolderChoice,
} from "@hts/domain";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAuth } from "../../lib/auth-context.ts";
import { sendPage, ZPage } from "../../lib/pagination.ts";
import { errors, params, read, tags, write } from "./access-common.routes.ts";
import {
  badgeCard,
  badgeQr,
  createBadge,
  deleteBadge,
  getBadge,
  holderChoices,
  listBadges,
  reissueBadge,
  updateBadge,
} from "./badges.service.ts";

/** Badges of /dashboard/access: the spec's form, 'Modifier', 'Désactiver'/'Activer', QR, card, re-issue. */
export const badgesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/badges",
    {
      config: { access: read },
      schema: {
        tags,
        summary: "Badges de la société (recherche par titulaire, numéro ou département)",
        querystring: ZPage.extend(ZBadgesQuery.shape),
        response: { 200: z.array(ZBadge), ...errors },
      },
    },
    async (request, reply) =>
      sendPage(reply, await listBadges({ auth: requireAuth(request), ...request.query })),
  );
  app.post(
    "/badges",
    {
      config: { access: write },
      schema: {
        tags,
        summary: "Créer un badge (numéro unique dans la société : 409)",
        body: ZBadgeCreate,
        response: { 201: ZBadge, ...errors, 409: ZError },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createBadge({ auth: requireAuth(request), input: request.body })),
  );
  app.get(
    "/badges/:id",
    {
      config: { access: read },
      schema: { tags, summary: "Un badge", params, response: { 200: ZBadge, ...errors } },
    },
    async (request) => getBadge({ auth: requireAuth(request), id: request.params.id }),
  );
  app.patch(
    "/badges/:id",
    {
      config: { access: write },
      schema: {
        tags,
        summary: "Modifier, désactiver (status Désactivé) ou activer un badge",
        params,
        body: ZBadgePatch,
        response: { 200: ZBadge, ...errors, 409: ZError },
      },
    },
    async (request) =>
      updateBadge({ auth: requireAuth(request), id: request.params.id, input: request.body }),
  );
  app.post(
    "/badges/:id/reissue",
    {
      config: { access: write },
      schema: {
        tags,
        summary: "Réémettre un badge : nouvelle version, les QR codes imprimés avant sont refusés",
        params,
        response: { 200: ZBadge, ...errors },
      },
    },
    async (request) => reissueBadge({ auth: requireAuth(request), id: request.params.id }),
  );
  app.delete(
    "/badges/:id",
    {
      config: { access: write },
      schema: {
        tags,
        summary: "Supprimer un badge (le journal garde ses passages)",
        params,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteBadge({ auth: requireAuth(request), id: request.params.id });
      return reply.code(204).send(null);
    },
  );
  app.get(
    "/badges/:id/qr",
    {
      config: { access: read },
      schema: {
        tags,
        summary: "QR code signé d'un badge QR (jeton et image SVG)",
        params,
        response: { 200: ZBadgeQr, ...errors, 409: ZError },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return badgeQr({ auth: requireAuth(request), id: request.params.id });
    },
  );
  app.get(
    "/badges/:id/card.pdf",
    {
      config: { access: read },
      schema: {
        tags,
        summary: "Carte de badge imprimable (PDF format carte bancaire, avec le QR code)",
        params,
        response: { 200: z.string().describe("application/pdf"), ...errors },
      },
    },
    async (request, reply) => {
      const file = await badgeCard({ auth: requireAuth(request), id: request.params.id });
      return (reply as FastifyReply)
        .header("content-type", "application/pdf")
        .header("content-disposition", `attachment; filename="${file.fileName}"`)
        .header("cache-control", "no-store")
        .send(file.body);
    },
  );
  app.get(
    "/holders",
    {
      config: { access: read },
      schema: {
        tags,
        summary: "Agents et utilisateurs auxquels lier un badge",
        response: { 200: z.array(ZHolderChoice), ...errors },
      },
    },
    async (request) => holderChoices({ auth: requireAuth(request) }),
  );
};
