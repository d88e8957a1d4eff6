import type { FieldPath, FieldValues, UseFormSetError } from "react-hook-form";
import { isApiError } from "./api-error.ts";

type Known = readonly string[] | Readonly<Record<string, unknown>>;

function knows(fields: Known, name: string): boolean {
  return Array.isArray(fields) ? fields.includes(name) : Object.hasOwn(fields, name);
}

/**
 * The fields a 422 names, with the server's message (already in the caller's language), so the form can
 * show each one under its input. A field is the deepest part of `loc` the form knows ("body" ignored; for
 * ["body", "interventions", 0, "time"] a form without "time" gets "interventions"). Fields the form does
 * not have are left to the toast.
 */
export function serverFieldErrors(error: unknown, fields: Known): [string, string][] {
  if (!isApiError(error) || !Array.isArray(error.detail)) return [];
  const found: [string, string][] = [];
  for (const item of error.detail as { loc?: unknown; msg?: unknown }[]) {
    if (!Array.isArray(item?.loc) || typeof item.msg !== "string") continue;
    const name = [...item.loc]
      .reverse()
      .find((part): part is string => typeof part === "string" && knows(fields, part));
    if (name) found.push([name, item.msg]);
  }
  return found;
}

/**
 * The one way every react-hook-form form of the app shows a 422: each known field gets its message under
 * its input (`rename` moves a server field onto the form's input that carries it, e.g. the shift's
 * `break_minutes` onto the break's end). Returns the fields it set.
 */
export function setServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: Known,
  rename: Readonly<Record<string, FieldPath<T>>> = {},
): string[] {
  const names = Object.keys(rename);
  const set: string[] = [];
  for (const [name, message] of serverFieldErrors(
    error,
    Array.isArray(fields) ? [...fields, ...names] : { ...fields, ...rename },
  )) {
    const target = rename[name] ?? name;
    setError(target as FieldPath<T>, { type: "server", message });
    set.push(target);
  }
  return set;
}

/** Spec section 8: the server's detail when it sent one (or the network message), else `fallback`. */
export function errorDetail(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (error.status === 0 || (error.detail !== undefined && error.detail !== null)) return error.message;
  return fallback;
}
