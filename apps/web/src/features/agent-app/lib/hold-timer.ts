// The SOS button fires only after a press held 2 s (a pocket must not trigger it). Pure, so the timing
// is tested without timers; the component feeds it animation-frame times.

export const SOS_HOLD_MS = 2000;

export type Hold = { pressedAt: number | null; fired: boolean };

export const idleHold: Hold = { pressedAt: null, fired: false };

export function press(hold: Hold, now: number): Hold {
  return hold.pressedAt === null ? { pressedAt: now, fired: false } : hold;
}

/** Releasing before the end cancels; after it has fired, releasing only resets. */
export function release(): Hold {
  return idleHold;
}

/** 0 to 1, for the progress ring. */
export function holdProgress(hold: Hold, now: number, durationMs = SOS_HOLD_MS): number {
  if (hold.pressedAt === null) return 0;
  return Math.min(1, Math.max(0, (now - hold.pressedAt) / durationMs));
}

/** The hold at `now`, and whether this tick is the one that fires (once per press). */
export function tick(hold: Hold, now: number, durationMs = SOS_HOLD_MS): { hold: Hold; fire: boolean } {
  if (hold.pressedAt === null || hold.fired) return { hold, fire: false };
  if (now - hold.pressedAt < durationMs) return { hold, fire: false };
  return { hold: { ...hold, fired: true }, fire: true };
}
