import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openTestDatabase } from "../../test/test-database.ts";
import type { Database } from "../db/client.ts";
import { JobRegistry } from "./job-registry.ts";

// The leader's jobs begin after the server's first answers, one after another (decision 130); a stop
// that comes first leaves them unstarted.
const log = { info() {}, warn() {}, error() {} };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A job that records when it was started and whether it runs. */
function probeJob() {
  const job = {
    startedAt: null as number | null,
    running: false,
    start() {
      job.startedAt = performance.now();
      job.running = true;
    },
    async stop() {
      job.running = false;
    },
  };
  return job;
}

describe("JobRegistry start", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase({
      snapshotFile: inject("pgliteSnapshot"),
      templateDb: inject("pgTemplate"),
    });
  });
  afterAll(async () => {
    await database?.close();
  });

  it("starts the jobs after the delay, in order, spaced by the stagger", async () => {
    const registry = new JobRegistry({ database, log, checkMs: 60_000, staggerMs: 40 });
    const jobs = [probeJob(), probeJob(), probeJob()];
    for (const [i, job] of jobs.entries()) registry.register(`job-${i}`, job);
    const asked = performance.now();
    registry.start({ afterMs: 150 });
    await sleep(100);
    expect(jobs.map((j) => j.startedAt)).toEqual([null, null, null]);
    for (let i = 0; i < 100 && jobs.some((j) => j.startedAt === null); i++) await sleep(20);
    const started = jobs.map((j) => j.startedAt ?? Number.NaN);
    expect(registry.isLeader).toBe(true);
    expect(started[0]).toBeGreaterThanOrEqual(asked + 149);
    // Each start is due `stagger` × its rank after the first (a timer never fires early; 1 ms of rounding).
    expect(started[1]).toBeGreaterThanOrEqual((started[0] ?? 0) + 39);
    expect(started[2]).toBeGreaterThanOrEqual((started[0] ?? 0) + 79);
    await registry.stop();
    expect(jobs.some((j) => j.running)).toBe(false);
  });

  it("a stop before the delay starts nothing and takes no lead", async () => {
    const registry = new JobRegistry({ database, log, checkMs: 60_000, staggerMs: 40 });
    const job = probeJob();
    registry.register("job", job);
    registry.start({ afterMs: 100 });
    await registry.stop();
    await sleep(200);
    expect(job.startedAt).toBeNull();
    expect(registry.isLeader).toBe(false);
  });

  it("a stop between two staggered starts leaves the later ones unstarted", async () => {
    const registry = new JobRegistry({ database, log, checkMs: 60_000, staggerMs: 300 });
    const [first, second] = [probeJob(), probeJob()];
    registry.register("first", first);
    registry.register("second", second);
    registry.start();
    for (let i = 0; i < 100 && first.startedAt === null; i++) await sleep(10);
    expect(first.startedAt).not.toBeNull();
    await registry.stop();
    await sleep(400);
    expect(second.startedAt).toBeNull();
    expect(first.running).toBe(false);
  });
});
