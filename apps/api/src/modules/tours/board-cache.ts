import type { CacheTopic } from "../../lib/cache-topics.ts";
import { type BoardState, boardBody, freshen, type NotedScan, noteScan } from "./board-state.ts";

// A failed read is handled where it was started; a scan noted on it has nothing to do.
const ignore = () => undefined;

type Entry = {
  /** When its read began (a refresh's start): no answer is older than `staleMs` from it. */
  at: number;
  state: Promise<BoardState>;
  resolved?: BoardState;
  /** A refresh under way (refresh ahead), noted scans are applied to it too. */
  next?: Promise<BoardState>;
};

/**
 * The tour boards kept in memory per company and scope (decisions 117, 138). Like `CompanyCache` (kept
 * `ttlMs`, concurrent misses share one read, refreshed ahead past three quarters of its life, forgotten
 * by topic) but a scan recorded by this instance is noted into the boards of its company (`noteScan`)
 * instead of forgetting them: 100 scans a second forgot the board as often, and nearly every read of
 * the control room waited for a new one. A scan or a start on another instance reaches this one by the
 * `field.updated` event, which forgets as before (within the event's window); the lateness of runs and
 * stops turns by the clock at each read (`freshen`). Read again in the background past three quarters
 * of `ttlMs`, and served until that read returns, up to `staleMs`. A disabled cache (HTS_CACHES=0)
 * reads at every call.
 */
export class TourBoardCache {
  private readonly entries = new Map<string, Entry>();
  enabled = true;

  constructor(
    private readonly ttlMs = 1_000,
    private readonly maxEntries = 2_000,
    private readonly now: () => number = Date.now,
    private readonly staleMs = 5 * ttlMs,
  ) {}

  async get(key: { companyId: string; variant: string }, read: () => Promise<BoardState>): Promise<Buffer> {
    if (!this.enabled) return boardBody(await read());
    const id = `${key.companyId}|${key.variant}`;
    let entry = this.entries.get(id);
    const age = entry ? this.now() - entry.at : Number.POSITIVE_INFINITY;
    // Served while younger than `ttlMs`, or than `staleMs` while its new read is under way: under the
    // phones' writes a read waits seconds for a pool connection, and the screens would wait with it
    // at every expiry. What it may miss meanwhile is only what no event told (a run closed by the
    // tour watch): this instance's scans are noted, others' events and starts forget, the clock's
    // turns are applied below.
    // A read under way is waited for, whatever its age: another would wait for the same pool.
    if (!entry || (entry.resolved && age >= this.staleMs)) {
      if (this.entries.size >= this.maxEntries) this.entries.clear();
      entry = this.start(id, read);
    } else if (!entry.next && age >= this.ttlMs * 0.75) this.refresh(id, entry, read);
    const state = entry.resolved ?? (await entry.state);
    freshen(state, new Date(this.now()));
    return boardBody(state);
  }

  private start(id: string, read: () => Promise<BoardState>): Entry {
    const entry: Entry = { at: this.now(), state: read() };
    this.entries.set(id, entry);
    entry.state.then(
      (state) => {
        entry.resolved = state;
      },
      // A failed read is not kept: the next call tries again.
      () => {
        if (this.entries.get(id) === entry) this.entries.delete(id);
      },
    );
    return entry;
  }

  /** Read again in the background while the entry is served; kept only if nothing dropped it meanwhile. */
  private refresh(id: string, entry: Entry, read: () => Promise<BoardState>): void {
    const at = this.now();
    const next = read();
    entry.next = next;
    next.then(
      (state) => {
        if (entry.next !== next) return;
        entry.next = undefined;
        if (this.entries.get(id) !== entry) return;
        entry.at = at;
        entry.state = next;
        entry.resolved = state;
      },
      () => {
        if (entry.next === next) entry.next = undefined;
      },
    );
  }

  /**
   * A scan this instance recorded (committed, before its answer leaves): applied to every board of the
   * company, so a read after the scan shows it. A board still being read gets it once read (its
   * snapshot may or may not hold the scan: `noteScan` counts it once). A flagged scan of a run a board
   * does not show drops that board (the day's count may or may not include it); so does a flagged scan
   * reaching a board still being read, whose runs are not known yet (its readers would serve it). A
   * refresh under way gets the scan once read, before it is swapped in (same microtasks, no reader in
   * between), and is dropped with its entry if it cannot tell.
   */
  noteScan(companyId: string, scan: NotedScan): void {
    const prefix = `${companyId}|`;
    for (const [id, entry] of this.entries) {
      if (!id.startsWith(prefix)) continue;
      const next = entry.next;
      if (next)
        void next.then((state) => {
          if (noteScan(state, scan, new Date(this.now())) !== "stale") return;
          if (entry.next === next) entry.next = undefined;
          else if (entry.resolved === state && this.entries.get(id) === entry) this.entries.delete(id);
        }, ignore);
      if (entry.resolved) {
        if (noteScan(entry.resolved, scan, new Date(this.now())) === "stale") this.entries.delete(id);
      } else if (scan.flags.length > 0) this.entries.delete(id);
      else void entry.state.then((state) => noteScan(state, scan, new Date(this.now())), ignore);
    }
  }

  /** Forgets the company's boards when the topics include `tours` (a start, an event, an undeclared write). */
  forget(companyId: string, topics: readonly CacheTopic[]): void {
    if (!topics.includes("tours")) return;
    const prefix = `${companyId}|`;
    for (const id of this.entries.keys()) if (id.startsWith(prefix)) this.entries.delete(id);
  }
}
