import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

type TInvitation = { name: string; email: string; company: string };

/** GET /api/auth/invitation?token=: who is invited, to which company. */
export function getInvitation({ token, signal }: { token: string; signal?: AbortSignal }) {
  return api.get<TInvitation>("/auth/invitation", { query: { token }, signal, skipAuthRedirect: true });
}

export function useInvitation(token: string) {
  return useQuery(
    queryOptions({
      queryKey: ["account", "invitation", token],
      queryFn: ({ signal }) => getInvitation({ token, signal }),
      retry: false,
      enabled: token !== "",
    }),
  );
}
