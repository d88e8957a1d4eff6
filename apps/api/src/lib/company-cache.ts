import type { TDashboard } from "@hts/domain";
import type { FastifyInstance } from "fastify";
import { type CacheTopic, topicsOfEvent, topicsOfWrite } from "./cache-topics.ts";

/**
 * Figures of a company kept a few seconds (issue 18): the dashboard, the alarm list's capped totals. Every screen of the control room polls it
 * and streams events; without a cache each poll re-counted the company's alarms. Concurrent misses share
 * one computation; a change of the company (a write through the API, an event on the bus) forgets the
 * entries of the topics it changes (decision 107), so a user never reads a figure older than their own
 * last change, and figures changed by another instance are at most `ttlMs` old. Each entry belongs to a
 * topic: the key's, or the cache's own. A disabled cache (HTS_CACHES=0, for the bench) computes every
 * call.
 */
export class CompanyCache<T> {
  private readonly entries = new Map<string, { at: number; value: Promise<T>; refreshing?: boolean }>();
  /** False: every call computes (the bench measures the uncached path this way). */
  enabled = true;

  constructor(
    private readonly ttlMs = 5_000,
    private readonly maxEntries = 2_000,
    private readonly now: () => number = Date.now,
    private readonly topic: CacheTopic = "dashboard",
  ) {}

  get(
    key: { companyId: string; variant: string; topic?: CacheTopic },
    compute: () => Promise<T>,
  ): Promise<T> {
    if (!this.enabled) return compute();
    const id = `${key.companyId}|${key.topic ?? this.topic}|${key.variant}`;
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

  /** Forgets the company's entries of these topics only (what one write or one event changed). */
  forget(companyId: string, topics: readonly CacheTopic[]): void {
    for (const topic of topics) {
      const prefix = `${companyId}|${topic}|`;
      for (const id of this.entries.keys()) if (id.startsWith(prefix)) this.entries.delete(id);
    }
  }
}

/** The company-wide dashboards (one per language and time zone). */
export class DashboardCache extends CompanyCache<TDashboard> {}

/**
 * Forgets what a change touches in these caches (decision 107): on every event from any instance, the
 * topics of its type (cache-topics.ts), and on every successful write through this instance's API, the
 * topics its route declares (all of them when it declares none). Registered at the root, before the
 * routes, so the hook sees every route.
 */
export function forgetOnChange(
  app: FastifyInstance,
  ...caches: { forget(companyId: string, topics: readonly CacheTopic[]): void }[]
): void {
  const forget = (companyId: string, topics: readonly CacheTopic[]) => {
    for (const cache of caches) cache.forget(companyId, topics);
  };
  const unsubscribe = app.events.subscribe((event, origin) =>
    forget(event.companyId, topicsOfEvent(event.type, origin)),
  );
  app.addHook("onClose", async () => unsubscribe());
  // Before the answer leaves (onSend, not onResponse): the caller's next request reads the change.
  // One synchronous hook for all the caches: it runs on every answer, reads included.
  app.addHook("onSend", (request, reply, payload, done) => {
    if (request.method !== "GET" && reply.statusCode < 400 && request.authContext)
      forget(request.authContext.companyId, topicsOfWrite(request));
    done(null, payload);
  });
}
