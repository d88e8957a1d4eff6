import type { EventBus } from "../../lib/events/event-bus.ts";

type Entry = { version: number; at: number; value: Promise<unknown> };

/**
 * AI insights computed once per data change, not per visit (issue 29, decision 104). Each company has a
 * data version, raised by every live event of that company (alarms, cameras, radios, planning... the
 * same events that refresh the screens); an answer is kept for its company, role and language until the
 * version moves. The figures also depend on the clock ("today", "the last 7 days"), so an answer is
 * recomputed past `maxAgeMs` even when nothing changed. The pending promise itself is kept: visits at the
 * same moment share one computation. Per instance, in memory: a restart only costs one computation.
 */
export class InsightsCache {
  private readonly versions = new Map<string, number>();
  private readonly entries = new Map<string, Entry>();
  private readonly unsubscribe: () => void;

  constructor(
    events: EventBus,
    private readonly maxAgeMs = 60_000,
  ) {
    this.unsubscribe = events.subscribe((event) => this.bump(event.companyId));
  }

  /** The company's data changed: its answers are stale. */
  bump(companyId: string): void {
    this.versions.set(companyId, (this.versions.get(companyId) ?? 0) + 1);
    for (const key of this.entries.keys()) if (key.startsWith(`${companyId}|`)) this.entries.delete(key);
  }

  version(companyId: string): number {
    return this.versions.get(companyId) ?? 0;
  }

  get<T>(companyId: string, parts: string[], compute: () => Promise<T>, now = Date.now()): Promise<T> {
    const key = [companyId, ...parts].join("|");
    const version = this.version(companyId);
    const kept = this.entries.get(key);
    if (kept && kept.version === version && now - kept.at < this.maxAgeMs) return kept.value as Promise<T>;
    const value = compute();
    this.entries.set(key, { version, at: now, value });
    // A failed computation is not kept: the next visit tries again.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  close(): void {
    this.unsubscribe();
    this.entries.clear();
  }
}
