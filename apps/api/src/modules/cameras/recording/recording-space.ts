import { statfs } from "node:fs/promises";
import path from "node:path";
import { spaceIsLow } from "@hts/domain";
import { HealthTracker } from "../../../lib/health.ts";

export type SpaceReading = { freeBytes: number; totalBytes: number } | null;

/** statfs of the directory, or of its nearest existing parent before the first segment created it. */
async function statfsNearest(dir: string): Promise<SpaceReading> {
  let at = path.resolve(dir);
  for (;;) {
    try {
      const s = await statfs(at);
      // bavail: what an unprivileged process (ffmpeg, this server) may still write.
      return { freeBytes: s.bavail * s.bsize, totalBytes: s.blocks * s.bsize };
    } catch (error) {
      const parent = path.dirname(at);
      if ((error as NodeJS.ErrnoException).code !== "ENOENT" || parent === at) return null;
      at = parent;
    }
  }
}

/**
 * Free space of the recording directory's disk (issue 30, decision 114): its health is 'up' above the
 * threshold, 'degraded' under it (with a 10 % margin to leave that state), 'down' when unreadable.
 * Every instance reads it for its system status; the leader's supervisor raises the alarm.
 */
export class RecordingSpace {
  readonly health = new HealthTracker({ initial: "up" });
  private low = false;
  last: SpaceReading = null;

  constructor(
    readonly dir: string,
    /** Mutable: a server setting read at start, changed by tests to cross it. */
    public minFreeBytes: number,
  ) {}

  get isLow(): boolean {
    return this.low;
  }

  async measure(): Promise<SpaceReading> {
    const reading = await statfsNearest(this.dir);
    this.last = reading;
    if (!reading) {
      this.health.set("down");
      return null;
    }
    this.low = spaceIsLow({
      freeBytes: reading.freeBytes,
      minFreeBytes: this.minFreeBytes,
      wasLow: this.low,
    });
    this.health.set(this.low ? "degraded" : "up");
    return reading;
  }
}
