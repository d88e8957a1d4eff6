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
  // Synchronous (a callback, not a promise): it runs on every request.
  app.addHook("preHandler", (request, _reply, done) => {
    const issues = PARTS.flatMap(([part, loc]) =>
      unsafeTextPaths((request as unknown as Record<string, unknown>)[part]).map((path) => ({
        loc: [loc, ...path],
        msg: MSG.textInvalid,
        type: "text_invalid",
      })),
    );
    done(issues.length > 0 ? validation(issues) : undefined);
  });
}
