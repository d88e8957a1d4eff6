// Text the database can store and every client can display: PostgreSQL refuses the NUL character in
// text and JSON, and a lone UTF-16 surrogate has no UTF-8 form (it would be stored as "�" — or fail).
// One rule for every text field, search box and query parameter (the API applies it to all input).

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding NUL is the point.
const UNSAFE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when `text` has no NUL character and no unpaired surrogate. */
export function isSafeText(text: string): boolean {
  return !UNSAFE.test(text);
}

/** Paths (as lists of keys) of every string in `value` that breaks the rule; empty when all are safe. */
export function unsafeTextPaths(
  value: unknown,
  path: (string | number)[] = [],
  found: (string | number)[][] = [],
) {
  if (found.length >= 20) return found;
  if (typeof value === "string") {
    if (!isSafeText(value)) found.push(path);
  } else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) unsafeTextPaths(item, [...path, index], found);
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (!isSafeText(key)) found.push([...path, key]);
      else unsafeTextPaths(item, [...path, key], found);
    }
  }
  return found;
}

/** Days and instants the database stores and every date library formats: years 1900 to 2999. */
export const DATE_RANGE = {
  minDay: "1900-01-01",
  maxDay: "2999-12-31",
  min: new Date("1900-01-01T00:00:00Z"),
  max: new Date("2999-12-31T23:59:59.999Z"),
} as const;
