import type { TCompany, TLoginBody, TLoginResponse, TUser } from "@hts/domain";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { clearSession, readSession, writeSession } from "../session-storage.ts";
import { authKeys, meQueryOptions, postLogin, postLogout } from "./auth-api.ts";

export type AuthContextValue = {
  user: TUser | null;
  company: TCompany | null;
  /** True until the stored session has been checked with the server (spec part 1, section 4). */
  loading: boolean;
  isAuthenticated: boolean;
  /** Rejects with an ApiError whose message is the server's (e.g. bad credentials, 429). */
  login: (credentials: TLoginBody) => Promise<TLoginResponse>;
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

  useEffect(() => {
    if (!me.isError) return;
    clearSession();
    setStored(null);
    queryClient.removeQueries({ queryKey: authKeys.me });
  }, [me.isError, queryClient]);

  const login = useCallback(
    async (credentials: TLoginBody) => {
      const response = await postLogin(credentials);
      writeSession({ token: response.access_token, user: response.user });
      // Drop anything cached for a previous account before the new one's screens mount.
      queryClient.clear();
      queryClient.setQueryData(authKeys.me, { user: response.user, company: response.company });
      setStored({ token: response.access_token, user: response.user });
      return response;
    },
    [queryClient],
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
    }
  }, [queryClient]);

  const value = useMemo<AuthContextValue>(() => {
    // A rejected check ends the session in this very render, before the clean-up effect runs.
    const active = stored !== null && !me.isError;
    const user = active ? (me.data?.user ?? stored.user) : null;
    return {
      user,
      company: active ? (me.data?.company ?? null) : null,
      loading: active && me.isPending,
      isAuthenticated: user !== null,
      login,
      logout,
    };
  }, [stored, me.data, me.isPending, me.isError, login, logout]);

  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth() doit être appelé à l'intérieur de <AuthProvider>.");
  return value;
}
