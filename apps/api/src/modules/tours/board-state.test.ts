import { ZTourBoard } from "@hts/domain";
import { describe, expect, it } from "vitest";
import { TourBoardCache } from "./board-cache.ts";
import { type BoardState, boardBody, boardState, freshen, type NotedScan, noteScan } from "./board-state.ts";
import type { BoardRunRow } from "./board-view.ts";

// Decision 138: the board kept in memory, a scan of this instance noted into it (no database here).
const MIN = 60_000;
const now = new Date("2026-11-29T02:30:00Z");
const run = (id: string, startedMinAgo: number): BoardRunRow => ({
  id,
  tourId: "tour",
  tourName: "Ronde de nuit",
  siteId: "site",
  siteName: "Entrepôt",
  agentName: "Agent A",
  stops: [
    { checkpoint_id: "a", window_min: 10 },
    { checkpoint_id: "b", window_min: null },
  ],
  startedAt: new Date(now.getTime() - startedMinAgo * MIN),
  expectedMinutes: 30,
});
const names = new Map([
  ["a", "Portail"],
  ["b", "Quai 2"],
]);
const state = (): BoardState =>
  boardState({
    runs: [run("r1", 5), run("r2", 45)],
    scans: [{ id: "s0", runId: "r2", checkpointId: "a", at: new Date(now.getTime() - 30 * MIN), flags: [] }],
    names,
    missed: [{ tour_id: "t9", tour_name: "Ronde 9", site_name: "Dépôt", due_at: now.toISOString() }],
    flagged: 3,
    readAt: now,
    since: new Date(now.getTime() - 24 * 60 * MIN),
  });
const scan = (over: Partial<NotedScan>): NotedScan => ({
  id: "s1",
  runId: "r1",
  checkpointId: "b",
  at: new Date(now.getTime() - MIN),
  flags: [],
  completed: false,
  ...over,
});
const board = (s: BoardState) => ZTourBoard.parse(JSON.parse(boardBody(s).toString("utf8")));

describe("the tour board kept in memory", () => {
  it("answers a valid board, late runs apart, with the missed tours and the day's flagged scans", () => {
    const read = board(state());
    expect(read.in_progress.map((r) => r.id)).toEqual(["r1"]);
    expect(read.late.map((r) => r.id)).toEqual(["r2"]);
    expect(read.late[0]?.checkpoints.map((c) => c.status)).toEqual(["late", "missed"]);
    expect(read.missed).toHaveLength(1);
    expect(read.flagged_scans).toBe(3);
  });

  it("shows a noted scan on its run, counts its flags once, and ignores it noted again", () => {
    const kept = state();
    const before = boardBody(kept);
    expect(noteScan(kept, scan({ flags: ["too_fast"] }), now)).toBe("applied");
    expect(boardBody(kept)).not.toBe(before);
    const read = board(kept);
    expect(read.in_progress[0]?.checkpoints).toEqual([
      { name: "Portail", status: "pending", flags: [] },
      { name: "Quai 2", status: "scanned", flags: ["too_fast"] },
    ]);
    expect(read.flagged_scans).toBe(4);
    // The same scan again (a read that already held it, then the note): once.
    expect(noteScan(kept, scan({ flags: ["too_fast"] }), now)).toBe("unchanged");
    expect(board(kept).flagged_scans).toBe(4);
  });

  it("keeps a scan the read already saw once", () => {
    const kept = state();
    expect(noteScan(kept, scan({ id: "s0", runId: "r2", checkpointId: "a", flags: ["late"] }), now)).toBe(
      "unchanged",
    );
    expect(board(kept).flagged_scans).toBe(3);
  });

  it("takes a run the scan completed off the board", () => {
    const kept = state();
    expect(noteScan(kept, scan({ runId: "r2", checkpointId: "b", completed: true }), now)).toBe("applied");
    expect(board(kept).late).toEqual([]);
  });

  it("asks for a new read when a flagged scan's run is not on the board, and not for a plain one", () => {
    const kept = state();
    expect(noteScan(kept, scan({ runId: "elsewhere" }), now)).toBe("unchanged");
    expect(noteScan(kept, scan({ runId: "elsewhere", flags: ["manual"] }), now)).toBe("stale");
  });
});

describe("the tour boards' cache", () => {
  const key = { companyId: "c1", variant: "company" };
  const deferred = () => {
    let resolve!: (s: BoardState) => void;
    const promise = new Promise<BoardState>((r) => {
      resolve = r;
    });
    return { promise, resolve };
  };
  const parse = (body: Buffer) => ZTourBoard.parse(JSON.parse(body.toString("utf8")));

  it("serves one read and notes scans into it: no read again for a scan", async () => {
    const cache = new TourBoardCache(1_000, 10, () => 0);
    let reads = 0;
    const read = async () => {
      reads += 1;
      return state();
    };
    await cache.get(key, read);
    cache.noteScan("c1", scan({}));
    const after = parse(await cache.get(key, read));
    expect(after.in_progress[0]?.checkpoints[1]?.status).toBe("scanned");
    expect(reads).toBe(1);
    // Another company's scan changes nothing here; a start (topic `tours`) forgets.
    cache.noteScan("c2", scan({ checkpointId: "a" }));
    expect(parse(await cache.get(key, read)).in_progress[0]?.checkpoints[0]?.status).toBe("pending");
    cache.forget("c1", ["field"]);
    await cache.get(key, read);
    expect(reads).toBe(1);
    cache.forget("c1", ["tours"]);
    await cache.get(key, read);
    expect(reads).toBe(2);
  });

  it("applies a scan noted while the board is being read to what the read returns", async () => {
    const cache = new TourBoardCache(1_000, 10, () => 0);
    const pending = deferred();
    const first = cache.get(key, () => pending.promise);
    cache.noteScan("c1", scan({}));
    const second = cache.get(key, () => Promise.reject(new Error("one read only")));
    pending.resolve(state());
    expect(parse(await second).in_progress[0]?.checkpoints[1]?.status).toBe("scanned");
    await first;
  });

  it("reads again after a flagged scan reached a board still being read", async () => {
    const cache = new TourBoardCache(1_000, 10, () => 0);
    const pending = deferred();
    const first = cache.get(key, () => pending.promise);
    cache.noteScan("c1", scan({ flags: ["manual"] }));
    const second = cache.get(key, async () => {
      const fresh = state();
      noteScan(fresh, scan({ flags: ["manual"] }), now);
      return fresh;
    });
    pending.resolve(state());
    expect(parse(await second).flagged_scans).toBe(4);
    expect(parse(await first).flagged_scans).toBe(3);
  });

  it("notes scans into a refresh under way, and serves the refresh once it is read", async () => {
    let clock = 0;
    const cache = new TourBoardCache(1_000, 10, () => clock);
    await cache.get(key, async () => state());
    clock = 800;
    const refresh = deferred();
    // Past three quarters of its life: served as it is while read again in the background.
    await cache.get(key, () => refresh.promise);
    cache.noteScan("c1", scan({}));
    refresh.resolve(state());
    await refresh.promise;
    await new Promise((r) => setImmediate(r));
    clock = 1_500;
    const read = parse(await cache.get(key, () => Promise.reject(new Error("kept"))));
    expect(read.in_progress[0]?.checkpoints[1]?.status).toBe("scanned");
  });
});

describe("a flagged scan the refresh cannot place", () => {
  it("drops the board once the refresh is read, so the next read counts it", async () => {
    let clock = 0;
    const cache = new TourBoardCache(1_000, 10, () => clock);
    const key = { companyId: "c1", variant: "company" };
    await cache.get(key, async () => state());
    clock = 800;
    let resolveRefresh!: (s: BoardState) => void;
    const refresh = new Promise<BoardState>((r) => {
      resolveRefresh = r;
    });
    await cache.get(key, () => refresh);
    // A flagged scan of r1: the kept board shows r1 and counts it; the refresh no longer has r1 (its
    // read saw it completed), so it cannot tell whether its count holds the scan.
    cache.noteScan("c1", scan({ flags: ["manual"] }));
    const withoutR1 = state();
    withoutR1.runs.delete("r1");
    resolveRefresh(withoutR1);
    await refresh;
    await new Promise((r) => setImmediate(r));
    let reads = 0;
    await cache.get(key, async () => {
      reads += 1;
      return state();
    });
    expect(reads).toBe(1);
  });
});

describe("the kept board and the clock", () => {
  it("turns a pending stop missed and a run late as the clock passes, without a new read", () => {
    const kept = state();
    expect(board(kept).in_progress[0]?.checkpoints.map((c) => c.status)).toEqual(["pending", "pending"]);
    // r1 started at 02:25: its first stop's window (10 min) passes at 02:35, the run (30 min) at 02:55.
    freshen(kept, new Date(now.getTime() + 6 * MIN));
    expect(board(kept).in_progress[0]?.checkpoints.map((c) => c.status)).toEqual(["missed", "pending"]);
    freshen(kept, new Date(now.getTime() + 26 * MIN));
    const read = board(kept);
    expect(read.in_progress).toEqual([]);
    expect(read.late.map((r) => r.id)).toEqual(["r1", "r2"]);
    expect(read.late[0]?.checkpoints.map((c) => c.status)).toEqual(["missed", "missed"]);
  });

  it("serves a kept board while its new read is under way, up to its longest life", async () => {
    let clock = 0;
    const cache = new TourBoardCache(1_000, 10, () => clock, 5_000);
    const key = { companyId: "c1", variant: "company" };
    await cache.get(key, async () => state());
    clock = 900;
    const slow = new Promise<BoardState>(() => undefined);
    // The refresh never returns (a pool saturated): the kept board is served, then read again past 5 s.
    await cache.get(key, () => slow);
    clock = 4_000;
    await cache.get(key, () => Promise.reject(new Error("served as kept")));
    clock = 5_000;
    let reads = 0;
    await cache.get(key, async () => {
      reads += 1;
      return state();
    });
    expect(reads).toBe(1);
  });
});
