/**
 * Whether a failure is the database being momentarily unable to serve, not a fault of the request or of
 * our code: the pool had no free connection in time, the server refused a connection, or PostgreSQL
 * chose this transaction as the victim of a deadlock or a serialization conflict. Such a request is
 * answered 503 with Retry-After, so that a client that retries (the agent app's offline queue does on
 * any 5xx) sends it again, instead of a 500 that says something is broken.
 *
 * Drizzle wraps the driver's error ("Failed query: ...") with the original as `cause`: the chain is
 * walked, a few levels at most.
 */
const TRANSIENT_CODES = new Set([
  "40P01", // deadlock_detected
  "40001", // serialization_failure
  "53300", // too_many_connections
  "57P03", // cannot_connect_now
]);
const POOL_TIMEOUT = "timeout exceeded when trying to connect";

export function isTransientDbError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && TRANSIENT_CODES.has(code)) return true;
    if (current.message === POOL_TIMEOUT) return true;
    current = current.cause;
  }
  return false;
}
