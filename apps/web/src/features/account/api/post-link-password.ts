import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export type TLinkPassword = {
  kind: "reset" | "invitation";
  token: string;
  newPassword: string;
  confirmPassword: string;
};

/** POST /api/auth/reset-password or /api/auth/invitation: a password chosen through an e-mailed link. */
export function postLinkPassword({ kind, ...body }: TLinkPassword): Promise<{ email: string }> {
  return api.post<{ email: string }>(kind === "reset" ? "/auth/reset-password" : "/auth/invitation", body, {
    skipAuthRedirect: true,
  });
}

export function useLinkPassword() {
  return useMutation({ mutationFn: postLinkPassword });
}
