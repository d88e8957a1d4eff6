import { MSG, type TLang } from "@hts/domain";
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError, type ErrorDetail, TooManyAttemptsError } from "../lib/errors.ts";
import { ServerBusyError } from "../lib/hashing-pool.ts";
import { isTransientDbError } from "../lib/transient-db-error.ts";
import { say } from "./language.ts";

const CONTEXT: Record<string, string> = {
  querystring: "query",
  params: "path",
  body: "body",
  headers: "header",
};

// Fastify's own client errors, answered in French. Anything not listed and under 500 gets MSG.badRequest.
const FASTIFY_CODES: Record<string, { status: number; detail: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, detail: MSG.invalidJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, detail: MSG.invalidJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, detail: MSG.bodyTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, detail: MSG.unsupportedMediaType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, detail: MSG.badRequest },
};

const segment = (part: string): string | number => (/^\d+$/.test(part) ? Number(part) : part);

// Zod's own messages come from its French locale (app.ts); for another language they are written
// again from the issue by that language's locale. Our own messages are translated by their text.
const ZOD_LOCALES = { fr: z.locales.fr(), en: z.locales.en(), es: z.locales.es() };

type ZodIssueLike = { keyword: string; message?: string; params?: Record<string, unknown> };

function zodMessage(issue: ZodIssueLike, lang: TLang, request: Parameters<typeof say>[0]): string {
  const raw = { ...issue.params, code: issue.keyword, path: [], message: issue.message, input: undefined };
  const locale = (l: TLang) => {
    try {
      const text = ZOD_LOCALES[l].localeError?.(raw as never);
      return typeof text === "string" ? text : text?.message;
    } catch {
      return undefined;
    }
  };
  const message = issue.message ?? "";
  if (lang !== "fr" && message === locale("fr")) return locale(lang) ?? message;
  return say(request, message);
}

function render(detail: ErrorDetail, request: Parameters<typeof say>[0]) {
  if (Array.isArray(detail)) return detail.map((issue) => ({ ...issue, msg: say(request, issue.msg) }));
  return say(request, detail);
}

/** One error handler: every failure becomes `{ detail }`, and no 5xx ever shows its cause. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error instanceof ServerBusyError || error instanceof TooManyAttemptsError)
        reply.header("Retry-After", String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
      return reply.code(error.status).send({ ...error.extra, detail: render(error.detail, request) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = CONTEXT[error.validationContext ?? "body"] ?? "body";
      const detail = error.validation.map((issue) => ({
        loc: [where, ...issue.instancePath.split("/").filter(Boolean).map(segment)],
        msg: zodMessage(issue, request.lang, request),
        type: issue.keyword,
      }));
      return reply.code(422).send({ detail });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, cause: error.cause }, "response does not match its schema");
      return reply.code(500).send({ detail: say(request, MSG.generic) });
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return reply.code(known.status).send({ detail: say(request, known.detail) });
    if (error.statusCode === 429) return reply.code(429).send({ detail: say(request, MSG.tooManyRequests) });
    if (error instanceof SyntaxError) return reply.code(400).send({ detail: say(request, MSG.invalidJson) });
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ detail: say(request, MSG.badRequest) });
    }
    if (isTransientDbError(error)) {
      request.log.warn({ err: error }, "database momentarily unavailable: 503");
      reply.header("Retry-After", "2");
      return reply.code(503).send({ detail: say(request, MSG.serverBusy) });
    }
    request.log.error({ err: error }, "unexpected error");
    return reply.code(500).send({ detail: say(request, MSG.generic) });
  });
}
