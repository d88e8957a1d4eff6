import { can, MSG_CAMERAS, scopeOf, type TRole, ZError, ZStreamTicket } from "@hts/domain";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { cameras, sessions, users } from "../../db/schema.ts";
import { requireAuth } from "../../lib/auth-context.ts";
import { AppError, forbidden, notFound } from "../../lib/errors.ts";
import { requireOnRecord } from "../../lib/record-access.ts";
import { say } from "../../plugins/language.ts";
import { STREAM_LINK_TTL_MS, signStreamLink, verifyStreamLink } from "./video/stream-links.ts";

const params = z.object({ id: z.uuid() });
/** How often an open stream re-checks its session: a logout or a disabled account ends it. */
const SESSION_RECHECK_MS = 30_000;

async function sessionRole(app: FastifyInstance, sessionId: string) {
  const [row] = await app.database.db
    .select({ companyId: sessions.companyId, role: users.role })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
        eq(users.active, true),
      ),
    );
  return row ? { companyId: row.companyId, role: row.role as TRole } : null;
}

/** Who may open camera `cameraId` with this link: the session's company and role, checked now. */
async function authorizeViewer(app: FastifyInstance, cameraId: string, token: string) {
  const link = verifyStreamLink({ keys: app.cameraVideo.keys, cameraId, token });
  const session = link && (await sessionRole(app, link.sessionId));
  if (!link || !session) throw new AppError("unauthorized", MSG_CAMERAS.streamLinkInvalid);
  const { role, companyId } = session;
  if (
    !can({ role, area: "cameras", level: "read" }) ||
    scopeOf({ role, kind: "camera", action: "read" }) === "none"
  )
    throw forbidden();
  const [camera] = await app.database.db
    .select({ id: cameras.id })
    .from(cameras)
    .where(and(eq(cameras.id, cameraId), eq(cameras.companyId, companyId)));
  if (!camera) throw notFound();
  return { sessionId: link.sessionId };
}

/**
 * Live video. `POST /:id/stream` gives the signed link (one minute to open it), `GET /:id/live` is the
 * WebSocket: a `codec` text message, the init segment, then one binary fMP4 fragment per frame, and
 * `state` text messages ('connecting', 'live', 'retrying' or 'unavailable' with a reason code).
 */
export const cameraLiveRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/:id/stream",
    {
      config: { access: { area: "cameras", level: "read" } },
      schema: {
        tags: ["cameras"],
        summary: "Lien signé (1 minute) vers le flux vidéo en direct d'une caméra",
        params,
        response: { 200: ZStreamTicket, 401: ZError, 403: ZError, 404: ZError },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const camera = await auth.tenant.findById(cameras, request.params.id);
      await requireOnRecord({
        auth,
        kind: "camera",
        action: "read",
        record: { ownerUserIds: [], siteId: camera.siteId },
      });
      const expiresAt = Date.now() + STREAM_LINK_TTL_MS;
      const token = signStreamLink({
        keys: app.cameraVideo.keys,
        claims: { cameraId: camera.id, sessionId: auth.sessionId, expiresAt },
      });
      return {
        url: `/api/cameras/${camera.id}/live?token=${token}`,
        expiresAt: new Date(expiresAt).toISOString(),
      };
    },
  );

  app.route({
    method: "GET",
    url: "/:id/live",
    // The signed link is the credential (a WebSocket cannot send a bearer header); checked below.
    config: { access: "public" },
    schema: {
      tags: ["cameras"],
      summary: "Flux vidéo en direct (WebSocket, MP4 fragmenté pour Media Source Extensions)",
      params,
      querystring: z.object({ token: z.string().max(400) }),
      response: { 401: ZError, 403: ZError, 404: ZError, 426: ZError },
    },
    preHandler: async (request) => {
      const { id } = request.params as { id: string };
      const { token } = request.query as { token: string };
      await authorizeViewer(app, id, token);
    },
    handler: async (request, reply) =>
      reply.code(426).send({ detail: say(request, MSG_CAMERAS.streamLinkInvalid) }),
    wsHandler: (socket, request) => {
      const { id } = request.params as { id: string };
      const { token } = request.query as { token: string };
      const sessionId = token.split(".")[0] ?? "";
      const leave = app.cameraVideo.hub.watch(id, {
        send: (data) => {
          if (socket.readyState === socket.OPEN) socket.send(data);
        },
        buffered: () => socket.bufferedAmount,
      });
      const recheck = setInterval(async () => {
        const session = await sessionRole(app, sessionId).catch(() => undefined);
        if (session === null) socket.close(4401, "session");
      }, SESSION_RECHECK_MS);
      socket.on("close", () => {
        clearInterval(recheck);
        leave();
      });
    },
  });
};
