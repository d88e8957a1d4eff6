import type { z } from "zod";
import type { ValidationIssue } from "./errors.ts";

/** Zod issues as the `{ loc, msg, type }` list the spec's client formats (part 1, section 8). */
export function toValidationIssues(
  issues: readonly z.core.$ZodIssue[],
  prefix: (string | number)[],
): ValidationIssue[] {
  return issues.map((issue) => ({
    loc: [...prefix, ...issue.path.map((p) => (typeof p === "symbol" ? String(p) : p))],
    msg: issue.message,
    type: issue.code,
  }));
}
