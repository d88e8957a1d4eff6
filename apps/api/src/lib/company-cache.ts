import type { TDashboard } from "@hts/domain";
import type { FastifyInstance } from "fastify";

/**
 * Figures of a company kept a few seconds (issue 18): the dashboard, the alarm list's capped totals. Every screen of the control room polls it
 * and streams events; without a cache each poll re-counted the company's alarms. Concurrent misses share
 * one computation; any change of the company (a write through the API, an event on the bus) forgets its
 * entries, so a user never reads a figure older than their own last change, and figures changed by
 * another instance are at most `ttlMs` old.
 */
export class CompanyCache<T> {
  private readonly entries = new Map<string, { at: number; value: Promise<T>; refreshing?: boolean }>();

  constructor(
    private readonly ttlMs = 5_000,
    private readonly maxEntries = 2_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: { companyId: string; variant: string }, compute: () => Promise<T>): Promise<T> {
    const id = `${key.companyId}|${key.variant}`;
    const hit = this.entries.get(id);
    const age = hit ? this.now() - hit.at : Number.POSITIVE_INFINITY;
    if (hit && age < this.ttlMs) {
      // Refresh ahead (decision 058): past three quarters of its life, an entry still in use is computed
      // again in the background while it is served, so screens polling it never wait for a computation
      // (every poll of the company waited for it at each expiry). A refresh is kept only if its entry is
      // still there when it ends: one forgotten meanwhile (a change) is not put back. Its age counts from
      // the moment it started reading, so no answer is older than `ttlMs`.
      if (!hit.refreshing && age >= this.ttlMs * 0.75) {
        hit.refreshing = true;
        const at = this.now();
        const value = compute();
        value.then(
          () => {
            if (this.entries.get(id) === hit) this.entries.set(id, { at, value });
          },
          () => {
            hit.refreshing = false;
          },
        );
      }
      return hit.value;
    }
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    const value = compute();
    this.entries.set(id, { at: this.now(), value });
    // A failed computation is not kept: the next call tries again.
    value.catch(() => {
      if (this.entries.get(id)?.value === value) this.entries.delete(id);
    });
    return value;
  }

  forgetCompany(companyId: string): void {
    const prefix = `${companyId}|`;
    for (const id of this.entries.keys()) if (id.startsWith(prefix)) this.entries.delete(id);
  }
}

/** The company-wide dashboards (one per language and time zone). */
export class DashboardCache extends CompanyCache<TDashboard> {}

/**
 * Forgets a company's dashboards (or any company cache) on every change: events from any instance (alarms, cameras, access)
 * and every successful write through this instance's API (a site, an agent, a shift). Registered at the
 * root, before the routes, so the hook sees every route.
 */
export function forgetOnChange(
  app: FastifyInstance,
  ...caches: { forgetCompany(companyId: string): void }[]
): void {
  const forget = (companyId: string) => {
    for (const cache of caches) cache.forgetCompany(companyId);
  };
  const unsubscribe = app.events.subscribe((event) => forget(event.companyId));
  app.addHook("onClose", async () => unsubscribe());
  // Before the answer leaves (onSend, not onResponse): the caller's next request reads the change.
  // One synchronous hook for all the caches: it runs on every answer, reads included.
  app.addHook("onSend", (request, reply, payload, done) => {
    if (request.method !== "GET" && reply.statusCode < 400 && request.authContext)
      forget(request.authContext.companyId);
    done(null, payload);
  });
}
