// Measured availability of one server component since this process started: the share of time it was
// up, from the transitions the component reports. No fixed numbers, no jitter.

export type HealthState = "up" | "degraded" | "down" | "stopped";

export type HealthSnapshot = {
  state: HealthState;
  /** Percent of time spent "up" since `since`, one decimal. */
  uptime: number;
  since: Date;
  lastChange: Date;
  detail: string | null;
};

export class HealthTracker {
  readonly since: Date;
  private state: HealthState;
  private stateSince: number;
  private upMs = 0;
  private detail: string | null = null;
  private readonly now: () => number;

  constructor({ initial = "stopped", now = Date.now }: { initial?: HealthState; now?: () => number } = {}) {
    this.now = now;
    this.state = initial;
    this.stateSince = now();
    this.since = new Date(this.stateSince);
  }

  /** Records the current state; repeated reports of the same state change nothing but the detail. */
  set(state: HealthState, detail: string | null = null): void {
    this.detail = detail;
    if (state === this.state) return;
    const now = this.now();
    if (this.state === "up") this.upMs += now - this.stateSince;
    this.state = state;
    this.stateSince = now;
  }

  snapshot(): HealthSnapshot {
    const now = this.now();
    const total = now - this.since.getTime();
    const up = this.upMs + (this.state === "up" ? now - this.stateSince : 0);
    // A component measured for no time yet is as available as its current state says.
    const ratio = total > 0 ? up / total : this.state === "up" ? 1 : 0;
    return {
      state: this.state,
      uptime: Math.round(ratio * 1000) / 10,
      since: this.since,
      lastChange: new Date(this.stateSince),
      detail: this.detail,
    };
  }
}
