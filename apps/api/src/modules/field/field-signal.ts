import type { EventBus } from "../../lib/events/event-bus.ts";

// Coalesced `field.updated` events (decision 087). A clock action or a position changes the floor of a
// company; 500 phones sending a position every minute must not become 500 NOTIFY a minute (NOTIFY takes
// a global lock at commit) nor 500 refetches per open screen. The first change of a quiet company is
// published at once; the changes that follow within the window are folded into one more event at its
// end. So a company gets at most two events per window, whatever the number of changes.

export const FIELD_SIGNAL_WINDOW_MS = 1_000;

type Pending = { timer: NodeJS.Timeout; again: boolean };

class FieldSignals {
  private readonly pending = new Map<string, Pending>();
  constructor(
    private readonly events: EventBus,
    private readonly windowMs: number,
  ) {}

  signal(companyId: string): void {
    const open = this.pending.get(companyId);
    if (open) {
      open.again = true;
      return;
    }
    this.publish(companyId);
    this.open(companyId);
  }

  /** Publishes the folded changes now (tests, and a clean stop). */
  flush(): void {
    for (const [companyId, open] of [...this.pending]) {
      clearTimeout(open.timer);
      this.pending.delete(companyId);
      if (open.again) this.publish(companyId);
    }
  }

  private open(companyId: string): void {
    const timer = setTimeout(() => {
      const open = this.pending.get(companyId);
      this.pending.delete(companyId);
      // Changes came during the window: publish them, and keep folding what follows.
      if (open?.again) {
        this.publish(companyId);
        this.open(companyId);
      }
    }, this.windowMs);
    timer.unref();
    this.pending.set(companyId, { timer, again: false });
  }

  private publish(companyId: string): void {
    void this.events.publishSafely({ companyId, type: "field.updated", id: companyId });
  }
}

const byBus = new WeakMap<EventBus, FieldSignals>();

function signalsOf(events: EventBus): FieldSignals {
  let found = byBus.get(events);
  if (!found) {
    found = new FieldSignals(events, FIELD_SIGNAL_WINDOW_MS);
    byBus.set(events, found);
  }
  return found;
}

/**
 * Tells the control rooms of a company that its floor changed (a clock action, a position, a check):
 * call it after the change is committed; it never throws and never waits.
 */
export function signalFieldChange({ events, companyId }: { events: EventBus; companyId: string }): void {
  signalsOf(events).signal(companyId);
}

/** Publishes at once the changes still folded (tests; a server stopping). */
export function flushFieldSignals({ events }: { events: EventBus }): void {
  byBus.get(events)?.flush();
}
