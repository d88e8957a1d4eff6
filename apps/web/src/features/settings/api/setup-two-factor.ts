import type { TTwoFactorSetup } from "@hts/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { settingsKeys } from "./settings-keys.ts";

/** POST /api/auth/two-factor/setup: a new secret and its QR code. */
export function setupTwoFactor(_input?: unknown): Promise<TTwoFactorSetup> {
  return api.post<TTwoFactorSetup>("/auth/two-factor/setup");
}

export function useSetupTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setupTwoFactor,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: settingsKeys.twoFactor })]),
  });
}
