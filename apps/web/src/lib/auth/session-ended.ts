// Why the last session ended, kept for the login page across the full navigation that follows a 401, so
// that 'Session expirée' is said once, by the login page, whichever path got there first: the page's own
// idle timer, a call answered 401, or the start-up check refusing a stored session. The mark lives in this
// tab's sessionStorage until the login page reads it; no timestamp, since a page's clock may jump.

const KEY = "hts.session-ended";

export type SessionEndReason = "idle" | "ended";

export function markSessionEnded(reason: SessionEndReason): void {
  try {
    // The idle timer's reason is the more precise: a later 401 of the same expiry does not replace it.
    if (reason === "ended" && sessionStorage.getItem(KEY) === "idle") return;
    sessionStorage.setItem(KEY, reason);
  } catch {
    // No storage (private mode): the login page just shows no notice.
  }
}

/** The reason, once: reading it removes it. */
export function takeSessionEnded(): SessionEndReason | null {
  try {
    const reason = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return reason === "idle" || reason === "ended" ? reason : null;
  } catch {
    return null;
  }
}
