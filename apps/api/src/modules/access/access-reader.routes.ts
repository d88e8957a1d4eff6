import { createHash } from "node:crypto";
import {
  ACCESS_REASONS,
  parseQrToken,
  ZAccessCheck,
  ZAccessCheckResult,
  ZError,
  ZReaderInfo,
} from "@hts/domain";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { say } from "../../plugins/language.ts";
import { checkAccess, readerInfo, readerPoint } from "./access-check.service.ts";

/** Readers send their key in this header; it is never a user session (decision 031). */
export const READER_KEY_HEADER = "x-reader-key";

const readerKey = (request: FastifyRequest) => {
  const value = request.headers[READER_KEY_HEADER];
  return typeof value === "string" ? value : undefined;
};

const headers = z.object({ [READER_KEY_HEADER]: z.string().max(200).optional() });

export type ReaderRoutesOptions = { checksPerMinute: number };

/**
 * The reader API: a physical reader or the browser reader page, authenticated by its access point's
 * key, throttled per key. The server decides; the reader only shows the answer.
 */
export const accessReaderRoutes: FastifyPluginAsyncZod<ReaderRoutesOptions> = async (app, options) => {
  const rateLimit = {
    max: options.checksPerMinute,
    timeWindow: 60_000,
    // Per reader (the key's hash, never the key itself), not per IP: readers share a site's NAT.
    keyGenerator: (request: FastifyRequest) =>
      `reader:${createHash("sha256")
        .update(readerKey(request) ?? request.ip)
        .digest("hex")}`,
  };

  app.get(
    "/reader",
    {
      config: { access: "public", rateLimit },
      schema: {
        tags: ["access"],
        summary: "Lecteur : le point d'accès que sa clé ouvre (en-tête X-Reader-Key)",
        headers,
        response: { 200: ZReaderInfo, 401: ZError, 429: ZError },
      },
    },
    async (request) => readerInfo(await readerPoint(app.database.db, readerKey(request))),
  );

  // The key is checked before the body: a caller without a valid key learns nothing about the schema.
  const points = new WeakMap<FastifyRequest, Awaited<ReturnType<typeof readerPoint>>>();
  app.post(
    "/check",
    {
      config: { access: "public", rateLimit },
      preValidation: async (request) => {
        const found = await readerPoint(app.database.db, readerKey(request));
        points.set(request, found);
        // Bad input that still names one of the company's badges (a QR code sent with something else,
        // an over-long field beside it) is logged as a refused attempt before the French 422.
        const body = request.body as { token?: unknown } | null;
        if (
          ZAccessCheck.safeParse(body).success ||
          typeof body?.token !== "string" ||
          body.token.length > 512
        )
          return;
        if (!parseQrToken(body.token)) return;
        await checkAccess({
          db: app.database.db,
          events: app.events,
          ...found,
          input: { token: body.token },
          malformed: true,
        });
      },
      schema: {
        tags: ["access"],
        summary: "Lecteur : présentation d'un badge (token QR ou UID NFC) ; le serveur décide et journalise",
        headers,
        body: ZAccessCheck,
        response: { 200: ZAccessCheckResult, 401: ZError, 422: ZError, 429: ZError },
      },
    },
    async (request) => {
      const { point, siteName } =
        points.get(request) ?? (await readerPoint(app.database.db, readerKey(request)));
      const result = await checkAccess({
        db: app.database.db,
        events: app.events,
        point,
        siteName,
        input: request.body,
      });
      const info = readerInfo({ point, siteName });
      return {
        decision: result.outcome.decision,
        reason: say(request, ACCESS_REASONS[result.outcome.reason]),
        reasonCode: result.outcome.reason,
        holder: result.holder,
        accessPoint: { name: info.name, location: info.location, direction: info.direction, site: info.site },
        timestamp: result.timestamp,
      };
    },
  );
};
