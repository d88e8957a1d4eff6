import type { TCompany, TLoginBody, TLoginChallenge, TLoginResponse, TSessionInfo, TUser } from "@hts/domain";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { i18n, isLanguage, setLanguage } from "@/i18n/i18n";
import { isApiError } from "../api-error.ts";
import { setDisplayTimeZone } from "../display-time-zone.ts";
import { clearPersonalCaches } from "../offline-caches.ts";
import { clearSession, readSession, writeSession } from "../session-storage.ts";
import { setBackgroundFlagging } from "../user-activity.ts";
import {
  authKeys,
  meQueryOptions,
  postLogin,
  postLoginTwoFactor,
  postLogout,
  putLanguage,
} from "./auth-api.ts";
import { takeSessionEnded } from "./session-ended.ts";

export type AuthContextValue = {
  user: TUser | null;
  company: TCompany | null;
  /** True until the stored session has been checked with the server (spec part 1, section 4). */
  loading: boolean;
  isAuthenticated: boolean;
  /** The session's forced step and the company's idle rules (issue 10); null until known. */
  session: TSessionInfo | null;
  /**
   * Rejects with an ApiError whose message is the server's (e.g. bad credentials, 429). With two-factor
   * authentication it resolves to the challenge, and `completeTwoFactor` finishes the login.
   */
  login: (credentials: TLoginBody) => Promise<TLoginResponse | TLoginChallenge>;
  completeTwoFactor: (input: { challenge_token: string; code: string }) => Promise<TLoginResponse>;
  /** Never rejects: the local session is cleared even when the server cannot be reached. */
  logout: () => Promise<void>;
};

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  // The stored user is shown at once; /auth/me then confirms or ends the session.
  const [stored, setStored] = useState(readSession);
  const me = useQuery({ ...meQueryOptions(), enabled: stored !== null });

  useEffect(() => {
    if (me.data) writeSession({ user: me.data.user });
  }, [me.data]);

  // The saved language and time zone follow the user to any device (Settings > Profil utilisateur).
  const signedIn = me.data?.user ?? stored?.user ?? null;
  const savedLanguage = signedIn?.language;
  const savedZone = signedIn?.timezone;
  useEffect(() => {
    setDisplayTimeZone(savedZone);
    if (isLanguage(savedLanguage) && i18n.language !== savedLanguage) void setLanguage(savedLanguage);
  }, [savedLanguage, savedZone]);
  // The header's language picker saves the choice too, so it is the same on the next device.
  useEffect(() => {
    if (!savedLanguage) return;
    const onChange = (language: string) => {
      if (!isLanguage(language) || language === savedLanguage) return;
      void putLanguage(language)
        .then(() => queryClient.invalidateQueries({ queryKey: authKeys.me }))
        .catch(() => undefined);
    };
    i18n.on("languageChanged", onChange);
    return () => i18n.off("languageChanged", onChange);
  }, [savedLanguage, queryClient]);
  useEffect(() => {
    setBackgroundFlagging(Boolean(me.data?.session.auto_logout));
  }, [me.data?.session.auto_logout]);

  // No network or a server down (the agent app in a basement, decision 090) is not a refused session:
  // the stored one stays; only an answer of the server (401...) ends it.
  const unreachable = isApiError(me.error) && (me.error.status === 0 || me.error.status >= 500);
  const rejected = me.isError && !unreachable;
  useEffect(() => {
    if (!rejected) return;
    clearSession();
    setStored(null);
    queryClient.removeQueries({ queryKey: authKeys.me });
  }, [rejected, queryClient]);

  const start = useCallback(
    (response: TLoginResponse) => {
      writeSession({ token: response.access_token, user: response.user });
      // A new session: why an earlier one ended is old news.
      takeSessionEnded();
      // Drop anything cached for a previous account before the new one's screens mount.
      queryClient.clear();
      queryClient.setQueryData(authKeys.me, {
        user: response.user,
        company: response.company,
        session: response.session,
      });
      setStored({ token: response.access_token, user: response.user });
      return response;
    },
    [queryClient],
  );

  const login = useCallback(
    async (credentials: TLoginBody) => {
      const response = await postLogin(credentials);
      return "two_factor_required" in response ? response : start(response);
    },
    [start],
  );

  const completeTwoFactor = useCallback(
    async (input: { challenge_token: string; code: string }) => start(await postLoginTwoFactor(input)),
    [start],
  );

  const logout = useCallback(async () => {
    try {
      await postLogout();
    } catch {
      // The spec clears the local session whatever the server says.
    } finally {
      clearSession();
      setStored(null);
      queryClient.clear();
      await clearPersonalCaches();
    }
  }, [queryClient]);

  const value = useMemo<AuthContextValue>(() => {
    // A rejected check ends the session in this very render, before the clean-up effect runs.
    const active = stored !== null && !rejected;
    const user = active ? (me.data?.user ?? stored.user) : null;
    return {
      user,
      company: active ? (me.data?.company ?? null) : null,
      session: active ? (me.data?.session ?? null) : null,
      loading: active && me.isPending,
      isAuthenticated: user !== null,
      login,
      completeTwoFactor,
      logout,
    };
  }, [stored, me.data, me.isPending, rejected, login, completeTwoFactor, logout]);

  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth() doit être appelé à l'intérieur de <AuthProvider>.");
  return value;
}
