import type { TUser } from "@hts/domain";

// Key names are fixed by the spec (part 1, section 9) so sessions survive a switch of front end.
export const TOKEN_KEY = "token";
export const USER_KEY = "user";

export type StoredSession = { token: string; user: TUser };

export function readToken(): string | null {
  return safeGet(TOKEN_KEY);
}

/** The stored session, only when both the token and a plausible user are there. */
export function readSession(): StoredSession | null {
  const token = safeGet(TOKEN_KEY);
  const raw = safeGet(USER_KEY);
  if (!token || !raw) return null;
  try {
    const user: unknown = JSON.parse(raw);
    // A light shape check: pulling zod into the landing page's initial bundle is not worth it here,
    // and /auth/me replaces this value right away.
    if (user && typeof user === "object" && "id" in user && "email" in user && "role" in user) {
      return { token, user: user as TUser };
    }
  } catch {
    // Corrupted value: treated as no session below.
  }
  return null;
}

export function writeSession({ token, user }: { token?: string; user: TUser }): void {
  if (token !== undefined) safeSet(TOKEN_KEY, token);
  safeSet(USER_KEY, JSON.stringify(user));
}

export function clearSession(): void {
  try {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
  } catch {
    // Storage disabled (private mode, policy): nothing to clear.
  }
}

function safeGet(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function safeSet(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage full or disabled: the session then lasts only as long as the page.
  }
}
