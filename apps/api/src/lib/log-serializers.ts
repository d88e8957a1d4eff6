import type { FastifyRequest } from "fastify";

/** The request line for logs, without the event stream's `?access_token=` (a session token). */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.replace(/([?&]access_token=)[^&]*/g, "$1[masqué]"),
    remoteAddress: request.ip,
  };
}
