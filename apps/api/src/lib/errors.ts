import { MSG } from "@hts/domain";

export type ErrorCode =
  | "bad_request"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "validation"
  | "rate_limited";

const STATUS: Record<ErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  validation: 422,
  rate_limited: 429,
};

export type ValidationIssue = { loc: (string | number)[]; msg: string; type: string };

/** The one error type routes and services throw; the error handler maps it to `{ detail }`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly detail: string | ValidationIssue[];

  constructor(code: ErrorCode, detail: string | ValidationIssue[]) {
    super(typeof detail === "string" ? detail : detail.map((d) => d.msg).join(", "));
    this.code = code;
    this.detail = detail;
  }

  get status(): number {
    return STATUS[this.code];
  }
}

export const notFound = (detail: string = MSG.notFound) => new AppError("not_found", detail);
export const conflict = (detail: string) => new AppError("conflict", detail);
export const forbidden = (detail: string = MSG.forbidden) => new AppError("forbidden", detail);
export const unauthorized = (detail: string = MSG.unauthenticated) => new AppError("unauthorized", detail);
export const validation = (issues: ValidationIssue[]) => new AppError("validation", issues);

function hasPgCode(error: unknown, code: string): boolean {
  let current: unknown = error;
  // Drizzle wraps driver errors; the code sits on the error or on its cause.
  for (let depth = 0; current && depth < 3; depth++) {
    if ((current as { code?: string }).code === code) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** PostgreSQL unique violation (23505), whichever driver raised it. */
export const isUniqueViolation = (error: unknown): boolean => hasPgCode(error, "23505");

/**
 * A row is still referred to, or refers to nothing: foreign key violation (23503), or 23001 when the
 * constraint says ON DELETE RESTRICT.
 */
export const isForeignKeyViolation = (error: unknown): boolean =>
  hasPgCode(error, "23503") || hasPgCode(error, "23001");
