/**
 * Builds a French → target map from message objects and their translations, key by key: the French
 * object (`MSG`) and its translation (`{ notFound: "Not found", ... }`) share their keys, and the
 * `satisfies Translations<typeof MSG>` beside each translation makes a forgotten key a type error.
 */
export type Translations<T extends Record<string, string>> = { readonly [K in keyof T]: string };

export function buildCatalog(
  pairs: readonly (readonly [Record<string, string>, Record<string, string>])[],
): Readonly<Record<string, string>> {
  const catalog: Record<string, string> = {};
  for (const [french, translated] of pairs) {
    for (const [key, text] of Object.entries(french)) {
      const target = translated[key];
      if (target !== undefined) catalog[text] = target;
    }
  }
  return catalog;
}
