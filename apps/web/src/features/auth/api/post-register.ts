import type { TRegisterNested, ZRegisterResponse } from "@hts/domain";
import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "@/lib/api-client";

export type TRegisterResponse = z.infer<typeof ZRegisterResponse>;

export function postRegister(body: TRegisterNested): Promise<TRegisterResponse> {
  return api.post<TRegisterResponse>("/auth/register", body);
}

export function useRegisterCompany() {
  return useMutation({ mutationFn: postRegister });
}
