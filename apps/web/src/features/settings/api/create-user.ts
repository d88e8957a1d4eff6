import type { TUser, TUserCreate } from "@hts/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { settingsKeys } from "./settings-keys.ts";

/** POST /api/users: a temporary password, or an invitation e-mailed when there is none. */
export function createUser(input: TUserCreate): Promise<TUser> {
  return api.post<TUser>("/users", input);
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: settingsKeys.users }),
        queryClient.invalidateQueries({ queryKey: ["settings", "audit"] }),
      ]),
  });
}
