import type { TUserListItem } from "@hts/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { settingsKeys } from "./settings-keys.ts";

/** GET /api/users (Utilisateurs tab). */
export function getUsers({ signal }: { signal?: AbortSignal } = {}) {
  return api.get<TUserListItem[]>("/users?limit=500", { signal });
}

export function useUsers() {
  return useQuery(
    queryOptions({ queryKey: settingsKeys.users, queryFn: ({ signal }) => getUsers({ signal }) }),
  );
}
