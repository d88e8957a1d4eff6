// Valid sample values built from the OpenAPI document's JSON schemas, so that a test can send a request
// every field of which passes validation but one — the field under test — and reach the database.

export type JsonSchema = {
  type?: string;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

export type Ids = (name: string) => string;

// Candidates for `pattern` strings, tried in order; the first the pattern accepts wins.
const PATTERN_CANDIDATES = [
  "08:00",
  "2026-03-10",
  "#1d4ed8",
  "CAR-075-2030-01-01-12345678901",
  "0601020304",
  "https://example.fr",
  "ABC123",
  "",
];

let counter = 0;

function sampleString(schema: JsonSchema, name: string, ids: Ids): string {
  const lower = name.toLowerCase();
  if (schema.format === "uuid" || /(^|_)id$|Id$/.test(name)) return ids(name);
  if (schema.format === "email" || lower.includes("email"))
    return `fuzz.${Date.now()}.${++counter}@example.fr`;
  if (schema.format === "date" || /date|day|expiry|^from$|^to$|period(start|end)/.test(lower)) {
    return "2026-03-10";
  }
  // An instant: a date-time format, or a name like occurred_at / occurredAt (coerced dates publish none).
  if (schema.format === "date-time" || /(_at|At)$/.test(name)) return "2026-03-10T08:00:00.000Z";
  if (schema.pattern) {
    const re = new RegExp(schema.pattern);
    const found = PATTERN_CANDIDATES.find((c) => re.test(c));
    if (found !== undefined) return found;
  }
  if (lower.includes("time")) return "08:00";
  if (lower.includes("url")) return "https://example.fr/flux";
  if (lower.includes("ip")) return "192.0.2.10";
  if (lower.includes("password")) return "motdepasse-solide";
  if (lower.includes("phone")) return "0601020304";
  const text = "Texte";
  return text.padEnd(Math.max(schema.minLength ?? 0, text.length), "x").slice(0, schema.maxLength ?? 1000);
}

/** A value `schema` accepts (best effort: defaults, enums, formats, known patterns, names). */
export function sample(schema: JsonSchema | undefined, name: string, ids: Ids): unknown {
  if (!schema) return "Texte";
  // A coerced date (zInstant) publishes no type: an instant by its name.
  if (!schema.type && !schema.anyOf && !schema.oneOf && /(_at|At)$/.test(name))
    return "2026-03-10T08:00:00.000Z";
  if (schema.default !== undefined) return structuredClone(schema.default);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum.find((v) => v !== "" && v !== null) ?? schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) {
    const usable = options.filter((o) => o.type !== "null" && !(o.enum?.length === 1 && o.enum[0] === ""));
    return sample(usable.at(-1) ?? options[0], name, ids);
  }
  if (schema.allOf?.length) return sample(schema.allOf[0], name, ids);
  switch (schema.type) {
    case "string":
      return sampleString(schema, name, ids);
    case "integer":
    case "number": {
      const min =
        typeof schema.exclusiveMinimum === "number"
          ? schema.exclusiveMinimum + 1
          : (schema.minimum ?? 1) + (schema.exclusiveMinimum === true ? 1 : 0);
      const value = Math.max(min, Math.min(1, schema.maximum ?? 1));
      return schema.maximum !== undefined ? Math.min(value, schema.maximum) : value;
    }
    case "boolean":
      return true;
    case "array":
      return Array.from({ length: schema.minItems ?? 1 }, () => sample(schema.items, name, ids));
    case "object": {
      const out: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(schema.properties ?? {})) out[key] = sample(prop, key, ids);
      return out;
    }
    default:
      return "Texte";
  }
}

export type Leaf = { path: (string | number)[]; schema: JsonSchema };

/** Every scalar field of a schema, with its path (arrays through their first item). */
export function leaves(schema: JsonSchema | undefined, path: (string | number)[] = []): Leaf[] {
  if (!schema) return [];
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length)
    return leaves(options.at(-1), path).length ? leaves(options.at(-1), path) : [{ path, schema }];
  if (schema.type === "object" && schema.properties) {
    return Object.entries(schema.properties).flatMap(([key, prop]) => leaves(prop, [...path, key]));
  }
  if (schema.type === "array") return leaves(schema.items, [...path, 0]);
  return [{ path, schema }];
}

export function setAt(target: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const base: Record<string | number, unknown> = { ...(target as object) };
  base[head] = setAt(base[head], rest, value);
  return typeof head === "number" ? Object.assign([], base) : base;
}

/**
 * Percent-encodes text for a URL, lone surrogates included (as the three bytes WTF-8 gives them, which
 * is what a hostile client sends): `encodeURIComponent` refuses them.
 */
export function encodeLoose(text: string): string {
  let out = "";
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join("");
    } else out += encodeURIComponent(char);
  }
  return out;
}
