import type {
  TPlatformCompany,
  TPlatformDemoRequest,
  TPlatformOperator,
  TPlatformSession,
  TSubscription,
} from "@hts/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import { api } from "@/lib/api-client";

// The platform operator's console talks to /api/platform with its own token (decision 106), kept apart
// from a company session's: one browser may hold both, and neither opens the other's screens.

const TOKEN_KEY = "hts-platform-token";
const listeners = new Set<() => void>();

function readPlatformToken(): string | null {
  try {
    return sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

function writePlatformToken(token: string | null): void {
  try {
    if (token) sessionStorage.setItem(TOKEN_KEY, token);
    else sessionStorage.removeItem(TOKEN_KEY);
  } catch {
    // Storage disabled: the console lasts for this page only.
  }
  for (const listener of listeners) listener();
}

export function usePlatformToken(): string | null {
  return useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, readPlatformToken);
}

const withToken = () => ({
  headers: { Authorization: `Bearer ${readPlatformToken() ?? ""}` },
  skipAuthRedirect: true,
});

export async function platformSignIn(body: { email: string; password: string }): Promise<TPlatformOperator> {
  const session = await api.post<TPlatformSession>("/platform/auth/login", body, { skipAuthRedirect: true });
  writePlatformToken(session.token);
  return session.operator;
}

export async function platformSignOut(): Promise<void> {
  try {
    await api.post("/platform/auth/logout", undefined, withToken());
  } finally {
    writePlatformToken(null);
  }
}

/** Forgets a token the server no longer knows (expired), back to the sign-in form. */
export const dropPlatformToken = () => writePlatformToken(null);

const KEYS = {
  me: ["platform", "me"] as const,
  companies: ["platform", "companies"] as const,
  demoRequests: ["platform", "demo-requests"] as const,
};

export function usePlatformMe(enabled: boolean) {
  return useQuery({
    queryKey: KEYS.me,
    queryFn: () => api.get<TPlatformOperator>("/platform/auth/me", withToken()),
    enabled,
    retry: false,
  });
}

export function usePlatformCompanies() {
  return useQuery({
    queryKey: KEYS.companies,
    queryFn: async () =>
      (await api.get<{ items: TPlatformCompany[] }>("/platform/companies", withToken())).items,
  });
}

export function usePlatformDemoRequests() {
  return useQuery({
    queryKey: KEYS.demoRequests,
    queryFn: async () =>
      (await api.get<{ items: TPlatformDemoRequest[] }>("/platform/demo-requests", withToken())).items,
  });
}

export function useChangePlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, subscription }: { id: string; subscription: TSubscription }) =>
      (
        await api.put<{ items: TPlatformCompany[] }>(
          `/platform/companies/${id}/plan`,
          { subscription },
          withToken(),
        )
      ).items,
    onSuccess: (items) => client.setQueryData(KEYS.companies, items),
  });
}

export function useSuspendCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, suspended }: { id: string; suspended: boolean }) =>
      (
        await api.put<{ items: TPlatformCompany[] }>(
          `/platform/companies/${id}/suspension`,
          { suspended },
          withToken(),
        )
      ).items,
    onSuccess: (items) => client.setQueryData(KEYS.companies, items),
  });
}

export function useMarkDemoHandled() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) =>
      api.put<TPlatformDemoRequest>(`/platform/demo-requests/${id}/handled`, { handled }, withToken()),
    onSuccess: (updated) =>
      client.setQueryData<TPlatformDemoRequest[]>(KEYS.demoRequests, (list) =>
        list?.map((item) => (item.id === updated.id ? updated : item)),
      ),
  });
}
