import type { TBadgePresence, TMyBadgeCode } from "@hts/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { accessKeys } from "./access-keys.ts";

// Anti-passback presence and the holder's rotating QR code (decision 082).

export function usePresence({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...accessKeys.all, "presence"],
    queryFn: ({ signal }) => api.get<TBadgePresence[]>("/access/presence", { signal }),
    enabled,
  });
}

/** The override: the badge's next entry is let through. Every access screen refreshes. */
export function useResetPresence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (badgeRef: string) =>
      api.post<{ cleared: number }>(`/access/badges/${badgeRef}/presence/reset`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accessKeys.all }),
  });
}

/**
 * The caller's current code, fetched again when its 30-second step ends. Its own key (not under
 * ["access"]): an agent's phone does not follow the control room's events.
 */
export function useMyBadgeCode() {
  return useQuery({
    queryKey: ["my-badge"],
    queryFn: ({ signal }) => api.get<TMyBadgeCode>("/access/my-badge", { signal }),
    refetchInterval: (query) => {
      const expiresAt = query.state.data?.expiresAt;
      if (!expiresAt) return false;
      // Just after the step changes, so the server signs the new step.
      return Math.max(500, new Date(expiresAt).getTime() - Date.now() + 300);
    },
    refetchIntervalInBackground: false,
    retry: false,
  });
}
