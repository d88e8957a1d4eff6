// When the person last used the app (pointer, keys, touch, scroll). With the company's autoLogout,
// calls made without recent activity (polling, refetches) are flagged as background so the server
// does not count them as use, and the idle timer warns then signs out.

const RECENT_MS = 60_000;
let last = Date.now();
let installed = false;
let backgroundFlag = false;

export function installActivityTracking(): void {
  if (installed || typeof window === "undefined") return;
  installed = true;
  // Signing in was the last thing the person did.
  last = Date.now();
  const mark = () => {
    last = Date.now();
  };
  for (const type of ["pointerdown", "keydown", "touchstart", "wheel"]) {
    window.addEventListener(type, mark, { passive: true, capture: true });
  }
}

export const lastActivity = (): number => last;
export const markActivity = (): void => {
  last = Date.now();
};

/** Set from the company's autoLogout: only then are idle calls flagged. */
export function setBackgroundFlagging(on: boolean): void {
  backgroundFlag = on;
}

export function isBackgroundNow(): boolean {
  return backgroundFlag && Date.now() - last > RECENT_MS;
}
