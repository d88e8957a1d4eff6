import { MSG } from "@hts/domain";
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { AppError } from "../lib/errors.ts";

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

/** One error handler: every failure becomes `{ detail }`, and no 5xx ever shows its cause. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.status).send({ detail: error.detail });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = CONTEXT[error.validationContext ?? "body"] ?? "body";
      const detail = error.validation.map((issue) => ({
        loc: [where, ...issue.instancePath.split("/").filter(Boolean).map(segment)],
        msg: issue.message,
        type: issue.keyword,
      }));
      return reply.code(422).send({ detail });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, cause: error.cause }, "response does not match its schema");
      return reply.code(500).send({ detail: MSG.generic });
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return reply.code(known.status).send({ detail: known.detail });
    if (error.statusCode === 429) return reply.code(429).send({ detail: MSG.tooManyRequests });
    if (error instanceof SyntaxError) return reply.code(400).send({ detail: MSG.invalidJson });
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ detail: MSG.badRequest });
    }
    request.log.error({ err: error }, "unexpected error");
    return reply.code(500).send({ detail: MSG.generic });
  });
}
