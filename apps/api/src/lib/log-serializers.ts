import type { FastifyRequest } from "fastify";

// No secret in any log line (house style 19), by construction: the request line is logged without the
// values of secret-looking parameters, whatever their spelling (`access%5Ftoken`, `ACCESS_TOKEN`,
// `user_password[]`), and without any query at all on the auth routes; errors lose the parameters
// the database driver appends to a failed query's message.

const MASK = "[masqué]";
const SECRET_NAME = /(pass(word)?|token|secret|key|code|otp|signature|authorization)/i;

function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, " "));
  } catch {
    return raw;
  }
}

/** The URL as it may be logged. */
export function redactUrl(url: string): string {
  const at = url.indexOf("?");
  if (at < 0) return url;
  const path = url.slice(0, at);
  if (/^\/api\/auth(\/|$)/i.test(decodedName(path))) return `${path}?${MASK}`;
  const query = url
    .slice(at + 1)
    .split("&")
    .map((part) => {
      const [name = "", ...value] = part.split("=");
      return value.length > 0 && SECRET_NAME.test(decodedName(name)) ? `${name}=${MASK}` : part;
    })
    .join("&");
  return `${path}?${query}`;
}

/** The request line for logs. */
export function serializeRequest(request: FastifyRequest) {
  return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
}

const strip = (text: string | undefined) => (text ?? "").replace(/\nparams: [\s\S]*$/, `\nparams: ${MASK}`);

type LoggedError = { type: string; message: string; stack: string; [key: string]: unknown };

/** Errors for logs: type, code, message and stack, without the values of a failed query. */
export function serializeError(error: Error): LoggedError {
  if (!(error instanceof Error)) return { type: "unknown", message: String(error), stack: "" };
  const cause = (error as { cause?: unknown }).cause;
  return {
    type: error.name,
    code: (error as { code?: unknown }).code,
    message: strip(error.message),
    stack: strip(error.stack),
    ...(cause instanceof Error ? { cause: serializeError(cause) } : {}),
  };
}
