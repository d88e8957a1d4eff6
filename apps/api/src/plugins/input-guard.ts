import { MSG, unsafeTextPaths } from "@hts/domain";
import type { FastifyInstance } from "fastify";
import { validation } from "../lib/errors.ts";

const PARTS = [
  ["body", "body"],
  ["query", "query"],
  ["params", "path"],
] as const;

/**
 * The domain's text rule (no NUL, no unpaired surrogate) on every string a request carries, after the
 * route's own schema: text schemas built on `zString` already refuse such values with the field's
 * message; this catches the fields a schema declares as a bare `z.string()` or passes through as JSON,
 * so no route — present or added later — sends them to the database (where they fail or are mangled).
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook("preHandler", async (request) => {
    const issues = PARTS.flatMap(([part, loc]) =>
      unsafeTextPaths((request as unknown as Record<string, unknown>)[part]).map((path) => ({
        loc: [loc, ...path],
        msg: MSG.textInvalid,
        type: "text_invalid",
      })),
    );
    if (issues.length > 0) throw validation(issues);
  });
}
