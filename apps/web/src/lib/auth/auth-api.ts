import type { TLoginBody, TLoginChallenge, TLoginResponse, TMeResponse } from "@hts/domain";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../api-client.ts";
import { isApiError } from "../api-error.ts";
import { markSessionEnded } from "./session-ended.ts";

export const authKeys = { me: ["auth", "me"] as const };

// A wrong password answers 401: that must surface as the server's message, not bounce to /login.
export function postLogin(body: TLoginBody): Promise<TLoginResponse | TLoginChallenge> {
  return api.post<TLoginResponse | TLoginChallenge>("/auth/login", body, { skipAuthRedirect: true });
}

/** Second step of a login with two-factor authentication: a TOTP code or a recovery code. */
export function postLoginTwoFactor(body: { challenge_token: string; code: string }): Promise<TLoginResponse> {
  return api.post<TLoginResponse>("/auth/login/two-factor", body, { skipAuthRedirect: true });
}

export function postLogout(): Promise<{ detail: string }> {
  return api.post<{ detail: string }>("/auth/logout", undefined, { skipAuthRedirect: true });
}

/**
 * The start-up session check. A stale token on a public page (the landing page) just ends the session;
 * protected pages then send the visitor to /login themselves.
 */
export function meQueryOptions() {
  return queryOptions({
    queryKey: authKeys.me,
    queryFn: async ({ signal }) => {
      try {
        return await api.get<TMeResponse>("/auth/me", { signal, skipAuthRedirect: true });
      } catch (error) {
        // Marked here, before the refusal renders: the login page it leads to reads the mark when it
        // mounts, which is before any effect of the auth provider above it runs.
        if (isApiError(error) && error.status === 401) markSessionEnded("ended");
        throw error;
      }
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** PUT /api/settings/language: the interface language, saved for the next login on any device. */
export function putLanguage(language: string): Promise<{ language: string }> {
  return api.put<{ language: string }>("/settings/language", { language });
}
