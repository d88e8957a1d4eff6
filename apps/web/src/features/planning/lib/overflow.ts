/** The first `max` items, and how many are left for a '+N' line (0 when everything fits). */
export function splitOverflow<T>({ items, max }: { items: readonly T[]; max: number }): {
  visible: T[];
  hidden: number;
} {
  const limit = Math.max(0, Math.floor(max));
  return { visible: items.slice(0, limit), hidden: Math.max(0, items.length - limit) };
}
