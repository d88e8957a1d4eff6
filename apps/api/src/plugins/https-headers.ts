import type { FastifyInstance } from "fastify";

const HSTS = "max-age=15552000; includeSubDomains";

/**
 * HSTS and `upgrade-insecure-requests` only when the request came over HTTPS: directly, or through a
 * trusted proxy (`TRUST_PROXY=1`, then `X-Forwarded-Proto` decides; an untrusted client cannot set it).
 * On plain HTTP they would make a browser refuse the very address the user typed.
 */
export function registerHttpsHeaders(app: FastifyInstance): void {
  app.addHook("onSend", (request, reply, payload, done) => {
    if (request.protocol === "https") {
      reply.header("Strict-Transport-Security", HSTS);
      const csp = reply.getHeader("Content-Security-Policy");
      if (typeof csp === "string" && !csp.includes("upgrade-insecure-requests")) {
        reply.header("Content-Security-Policy", `${csp};upgrade-insecure-requests`);
      }
    }
    done(null, payload);
  });
}
