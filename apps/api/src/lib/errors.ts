import { MSG, type TServerText } from "@hts/domain";

export type ErrorCode =
  | "bad_request"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "validation"
  | "rate_limited"
  | "unavailable";

const STATUS: Record<ErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  validation: 422,
  rate_limited: 429,
  unavailable: 503,
};

/** `msg` may be a template with values (issue 10: "Entrée invalide … « {entry} »"), rendered per reader. */
export type ValidationIssue = { loc: (string | number)[]; msg: string | TServerText; type: string };

/** What an error says: a French text (translated on the way out), a template with values, or a list. */
export type ErrorDetail = string | TServerText | ValidationIssue[];

function describe(detail: ErrorDetail): string {
  if (typeof detail === "string") return detail;
  if (Array.isArray(detail))
    return detail.map((d) => (typeof d.msg === "string" ? d.msg : d.msg.text)).join(", ");
  return detail.text;
}

/**
 * The one error type routes and services throw; the error handler maps it to `{ detail }` in the
 * caller's language. A detail with values is passed as `{ text: MSG_X.key, params }`, never as a
 * French sentence already filled in, so that it can be translated.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly detail: ErrorDetail;
  /** More fields of the answer, next to `detail` (a 409 on a shift carries its conflicts). */
  readonly extra: Record<string, unknown> | undefined;

  constructor(code: ErrorCode, detail: ErrorDetail, extra?: Record<string, unknown>) {
    super(describe(detail));
    this.code = code;
    this.detail = detail;
    this.extra = extra;
  }

  get status(): number {
    return STATUS[this.code];
  }
}

/** 429 that says when to come back (`Retry-After`, in seconds): a budget of attempts is spent. */
export class TooManyAttemptsError extends AppError {
  constructor(
    detail: string | TServerText,
    readonly retryAfterSeconds: number,
  ) {
    super("rate_limited", detail);
  }
}

export const notFound = (detail: string | TServerText = MSG.notFound) => new AppError("not_found", detail);
export const conflict = (detail: string | TServerText) => new AppError("conflict", detail);
export const forbidden = (detail: string | TServerText = MSG.forbidden) => new AppError("forbidden", detail);
export const unauthorized = (detail: string | TServerText = MSG.unauthenticated) =>
  new AppError("unauthorized", detail);
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
