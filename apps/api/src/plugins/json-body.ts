import { JSON_LIMITS, jsonShapeProblem, MSG_INPUT } from "@hts/domain";
import type { FastifyInstance } from "fastify";
import { AppError } from "../lib/errors.ts";

/**
 * JSON bodies are checked for depth and size on their text, in one linear pass without recursion,
 * before `JSON.parse` (decision 077): nothing after it — the text guard, validation, the log — ever
 * meets a body nested deeper than 32 levels or holding more than 20,000 values. Fastify's own parser
 * (with its prototype-poisoning checks) then parses what passed.
 */
export function registerJsonBody(app: FastifyInstance, limits = JSON_LIMITS): void {
  const parse = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const problem = jsonShapeProblem(body as string, limits);
    if (problem === "too-deep") {
      return done(
        new AppError("bad_request", { text: MSG_INPUT.bodyTooDeep, params: { max: limits.maxDepth } }),
      );
    }
    if (problem === "too-many-items") {
      return done(
        new AppError("bad_request", { text: MSG_INPUT.bodyTooManyItems, params: { max: limits.maxItems } }),
      );
    }
    return parse(request, body as string, done);
  });
}
