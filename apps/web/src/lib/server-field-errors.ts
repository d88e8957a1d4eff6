import { isApiError } from "./api-error.ts";

/**
 * The fields a 422 names (`loc` ends with the field), with the server's French message, so the form can
 * show each one under its input. Fields the form does not have are left to the toast.
 */
export function serverFieldErrors(error: unknown, fields: readonly string[]): [string, string][] {
  if (!isApiError(error) || !Array.isArray(error.detail)) return [];
  const found: [string, string][] = [];
  for (const item of error.detail as { loc?: unknown[]; msg?: unknown }[]) {
    const name = item.loc?.at(-1);
    if (typeof name === "string" && fields.includes(name) && typeof item.msg === "string") {
      found.push([name, item.msg]);
    }
  }
  return found;
}

/** Spec section 8: the server's detail when it sent one (or the network message), else `fallback`. */
export function errorDetail(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (error.status === 0 || (error.detail !== undefined && error.detail !== null)) return error.message;
  return fallback;
}
