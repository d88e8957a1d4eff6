import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** POST /api/auth/forgot-password: the same answer whether or not the e-mail has an account. */
export function postForgotPassword(input: { email: string }): Promise<{ detail: string }> {
  return api.post<{ detail: string }>("/auth/forgot-password", input, { skipAuthRedirect: true });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: postForgotPassword });
}
