import type { OutgoingHttpHeaders, ServerResponse } from "node:http";
import { isLang, mayOnRecord, type TBusEvent, type TRole } from "@hts/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requestToken, requireAuth } from "../../lib/auth-context.ts";
import { callerAccess, loadCallerAccess } from "../../lib/record-access.ts";
import { findSession } from "../auth/index.ts";
import { mayReceive, renderEvent } from "./live-stream.ts";

/**
 * GET /api/events: Server-Sent Events for the caller's company. Each event is `event: <type>` with
 * `data: {type, id, at, alarm | camera}`; `: ping` comments keep the stream open, and the session is
 * re-checked on each so a logout or an expiry ends the stream.
 */
export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const open = app.events.liveStreams as Set<ServerResponse>;
  // Streams never end on their own: close them so the server can stop.
  app.addHook("preClose", async () => {
    for (const stream of open) stream.end();
  });

  app.get(
    "",
    {
      config: { access: { area: "events", level: "read" }, tokenInQuery: true },
      schema: {
        tags: ["events"],
        summary: "Flux temps réel (SSE) : alarmes créées/résolues/commentées, statut des caméras",
        querystring: z.object({
          access_token: z.string().optional(),
          /** The language of the texts in the events (EventSource cannot send Accept-Language). */
          lang: z.string().max(8).optional(),
        }),
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const token = requestToken(request) ?? "";
      const role = auth.role as TRole;
      const db = app.database.db;
      let caller = await callerAccess(auth);
      const lang = isLang(request.query.lang) ? request.query.lang : request.lang;
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        // Headers the hooks already set (helmet, CORS) are kept: hijacking bypasses Fastify's send.
        ...(Object.fromEntries(
          Object.entries(reply.getHeaders()).filter(([, value]) => value !== undefined),
        ) as OutgoingHttpHeaders),
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-cache, no-transform",
        connection: "keep-alive",
        // Tells nginx-like proxies not to buffer the stream.
        "x-accel-buffering": "no",
      });
      raw.write(`retry: 3000\nevent: ready\ndata: ${JSON.stringify({ companyId: auth.companyId })}\n\n`);
      open.add(raw);

      // An agent's stream carries only the alarms of the sites they work on and those assigned to them
      // (record policy); their sites are read when the stream opens and again on each heartbeat.
      const onEvent = (event: TBusEvent) => {
        if (event.companyId !== auth.companyId || !mayReceive(role, event)) return;
        void renderEvent(db, event, lang).then((rendered) => {
          if (!rendered || raw.writableEnded) return;
          if (
            rendered.alarm &&
            !mayOnRecord({ caller, kind: "alarm", action: "read", record: rendered.alarm })
          ) {
            return;
          }
          raw.write(rendered.frame);
        });
      };
      const unsubscribe = app.events.subscribe(onEvent);
      const heartbeat = setInterval(async () => {
        const session = await findSession({ db, token }).catch(() => undefined);
        if (session === null) return raw.end("event: session-expired\ndata: {}\n\n");
        if (caller.agentId) caller = await loadCallerAccess(auth).catch(() => caller);
        raw.write(": ping\n\n");
      }, app.appConfig.eventsHeartbeatMs);

      const cleanup = () => {
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(raw);
      };
      raw.on("close", cleanup);
      request.raw.on("close", () => raw.end());
    },
  );
};
