// Issue 31: a row read again that equals the one read before is handed out as that same object, so
// what is derived from a row and keyed by its identity (the company's parsed settings, the answer of
// /api/auth/me) is not derived again on each request when no cache kept the row. The database is
// still read every time: only an unchanged row is replaced by its older twin.

/** Deep equality of two values as node-postgres returns them: scalars, Dates, arrays, JSON objects. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a instanceof Date) return b instanceof Date && a.getTime() === b.getTime();
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  for (const k of ka) {
    if (!Object.hasOwn(b, k)) return false;
    if (!sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  }
  return true;
}

/**
 * Keeps the last row of each id: `intern(row)` is the kept row when equal to `row`, else `row`, which
 * is kept in its place. Bounded: past `max` ids the whole map is forgotten (the worst case is one more
 * derivation).
 */
export function rowInterner<T extends { id: string }>(max = 10_000): (row: T) => T {
  const kept = new Map<string, T>();
  return (row) => {
    const before = kept.get(row.id);
    if (before && sameValue(before, row)) return before;
    if (kept.size >= max) kept.clear();
    kept.set(row.id, row);
    return row;
  };
}
