import type { TUser, TUserPatch } from "@hts/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { settingsKeys } from "./settings-keys.ts";

/** PATCH /api/users/:id: role, activation, temporary password, agent record. */
export function updateUser(input: { id: string; patch: TUserPatch }): Promise<TUser> {
  return api.patch<TUser>(`/users/${encodeURIComponent(input.id)}`, input.patch);
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: settingsKeys.users }),
        queryClient.invalidateQueries({ queryKey: settingsKeys.agentChoices }),
        queryClient.invalidateQueries({ queryKey: ["agents"] }),
        queryClient.invalidateQueries({ queryKey: ["planning"] }),
      ]),
  });
}
