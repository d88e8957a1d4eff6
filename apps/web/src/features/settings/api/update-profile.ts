import type { TProfile, TProfileUpdate } from "@hts/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { settingsKeys } from "./settings-keys.ts";

/** PUT /api/settings/profile; the new name, language and time zone show everywhere at once. */
export function updateProfile(input: TProfileUpdate): Promise<TProfile> {
  return api.put<TProfile>("/settings/profile", input);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: settingsKeys.profile }),
        queryClient.invalidateQueries({ queryKey: ["auth", "me"] }),
      ]),
  });
}
