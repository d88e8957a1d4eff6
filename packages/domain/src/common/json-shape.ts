// Limits on the shape of a JSON body, checked on its text before it is parsed (issue 28): a body of
// thousands of nested arrays made every recursive walk of the request (the text guard, validation,
// logging) slow or fail with a stack overflow. Real bodies of the product nest a few levels and hold a
// few thousand values at most (1,000 shift ids is the largest list a schema allows).

export const JSON_LIMITS = { maxDepth: 32, maxItems: 20_000 } as const;

export type JsonShapeProblem = "too-deep" | "too-many-items" | null;

const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;
const COMMA = 0x2c;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * One pass over the text, no recursion and no allocation: how deep brackets nest and how many values
 * (containers, and elements after a comma) there are, outside strings. Stops at the first limit
 * passed. Malformed JSON is left to the parser, which refuses it with its own message.
 */
export function jsonShapeProblem(text: string, limits: { maxDepth: number; maxItems: number } = JSON_LIMITS) {
  let depth = 0;
  let items = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
      continue;
    }
    if (c === QUOTE) inString = true;
    else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > limits.maxDepth) return "too-deep" as const;
      if (++items > limits.maxItems) return "too-many-items" as const;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) depth--;
    else if (c === COMMA && ++items > limits.maxItems) return "too-many-items" as const;
  }
  return null;
}

export const MSG_INPUT = {
  bodyTooDeep: "Le corps de la requête est trop imbriqué : {max} niveaux au plus",
  bodyTooManyItems: "Le corps de la requête contient trop d'éléments : {max} au plus",
} as const;
