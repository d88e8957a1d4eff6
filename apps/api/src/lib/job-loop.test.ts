import { afterEach, describe, expect, it, vi } from "vitest";
import { JobLoop, LoopedJob } from "./job-loop.ts";

afterEach(() => {
  vi.useRealTimers();
});

/** A cycle the test ends by hand, to see what the loop does while one is in progress. */
function pendingCycles() {
  const calls: { signal: AbortSignal; end: (error?: Error) => void }[] = [];
  const cycle = (signal: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      calls.push({ signal, end: (error) => (error ? reject(error) : resolve()) });
    });
  return { calls, cycle };
}

describe("JobLoop", () => {
  it("runs the first cycle after firstRunMs, the next one an interval after the previous ENDS", async () => {
    vi.useFakeTimers();
    const { calls, cycle } = pendingCycles();
    const loop = new JobLoop({ name: "test", intervalMs: 1000, firstRunMs: 100, cycle });
    loop.start();
    loop.start(); // idempotent
    await vi.advanceTimersByTimeAsync(99);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(1);
    // A long cycle: no second one starts beside it, however long it takes.
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toHaveLength(1);
    calls[0]?.end();
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    calls[1]?.end();
    await loop.stop();
  });

  it("kick runs a cycle at once when idle, and only then", async () => {
    vi.useFakeTimers();
    const { calls, cycle } = pendingCycles();
    const loop = new JobLoop({ name: "test", intervalMs: 60_000, cycle });
    loop.kick(); // not started: nothing
    expect(calls).toHaveLength(0);
    loop.start();
    loop.kick();
    loop.kick(); // already running: the running cycle sees the work
    expect(calls).toHaveLength(1);
    calls[0]?.end();
    await vi.advanceTimersByTimeAsync(0);
    loop.kick();
    expect(calls).toHaveLength(2);
    calls[1]?.end();
    await loop.stop();
  });

  it("stop aborts the signal, waits for the cycle, and the loop can start again", async () => {
    vi.useFakeTimers();
    const { calls, cycle } = pendingCycles();
    const onError = vi.fn();
    const loop = new JobLoop({ name: "test", intervalMs: 1000, firstRunMs: 0, cycle, onError });
    loop.start();
    await vi.advanceTimersByTimeAsync(0);
    const first = calls[0];
    let stopped = false;
    const stopping = loop.stop().then(() => {
      stopped = true;
    });
    expect(first?.signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    first?.end(new Error("aborted"));
    await stopping;
    // A cycle cut by stop is not an error worth reporting, and no timer is left behind.
    expect(onError).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(1);
    expect(loop.signal.aborted).toBe(false);
    loop.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(2);
    expect(calls[1]?.signal.aborted).toBe(false);
    calls[1]?.end();
    await loop.stop();
  });

  it("reports a failed cycle and goes on", async () => {
    vi.useFakeTimers();
    const log = { error: vi.fn() };
    let n = 0;
    const loop = new JobLoop({
      name: "purge de test",
      intervalMs: 1000,
      firstRunMs: 0,
      log,
      cycle: async () => {
        n++;
        if (n === 1) throw new Error("base indisponible");
      },
    });
    loop.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error.mock.calls[0]?.[1]).toBe("purge de test : erreur");
    await vi.advanceTimersByTimeAsync(1000);
    expect(n).toBe(2);
    expect(log.error).toHaveBeenCalledTimes(1);
    await loop.stop();
  });

  it("LoopedJob runs the job's runOnce on its loop, kick and stop included", async () => {
    vi.useFakeTimers();
    class Counter extends LoopedJob {
      runs = 0;
      constructor() {
        super({ name: "compteur", intervalMs: 1000 });
      }
      async runOnce() {
        this.runs++;
        return this.runs;
      }
    }
    const job = new Counter();
    job.kick(); // not started
    await vi.advanceTimersByTimeAsync(5000);
    expect(job.runs).toBe(0);
    job.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(job.runs).toBe(1);
    job.kick();
    await vi.advanceTimersByTimeAsync(0);
    expect(job.runs).toBe(2);
    await job.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(job.runs).toBe(2);
  });
});
