import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** POST /api/users/:id/send-link: a reset link (or the pending invitation) by e-mail. */
export function sendUserLink(input: string): Promise<{ kind: "invitation" | "password-reset" }> {
  return api.post<{ kind: "invitation" | "password-reset" }>(`/users/${encodeURIComponent(input)}/send-link`);
}

export function useSendUserLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendUserLink,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ["settings", "audit"] })]),
  });
}
