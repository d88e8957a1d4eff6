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

/**
 * Paths (as lists of keys) of every string in `value` that breaks the rule; empty when all are safe.
 * Iterative, and a path is only built for a value found (issue 28): a deeply nested body neither
 * overflows the stack nor costs a copy of its path at every level.
 */
export function unsafeTextPaths(
  value: unknown,
  path: (string | number)[] = [],
  found: (string | number)[][] = [],
) {
  type Step = { key: string | number; parent: Step | null };
  const pathOf = (step: Step | null, last?: string) => {
    const keys: (string | number)[] = last === undefined ? [] : [last];
    for (let at = step; at; at = at.parent) keys.push(at.key);
    return [...path, ...keys.reverse()];
  };
  const stack: [unknown, Step | null][] = [[value, null]];
  while (stack.length > 0 && found.length < 20) {
    const [item, step] = stack.pop() as [unknown, Step | null];
    if (typeof item === "string") {
      if (!isSafeText(item)) found.push(pathOf(step));
    } else if (Array.isArray(item)) {
      // Pushed in reverse so the paths come out in document order.
      for (let index = item.length - 1; index >= 0; index--)
        stack.push([item[index], { key: index, parent: step }]);
    } else if (item && typeof item === "object") {
      const entries = Object.entries(item);
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, child] = entries[index] as [string, unknown];
        if (!isSafeText(key)) found.push(pathOf(step, key));
        else stack.push([child, { key, parent: step }]);
      }
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
