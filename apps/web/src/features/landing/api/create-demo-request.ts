import type { TDemoRequest, TDemoRequestInput } from "@hts/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** POST /api/demo-requests: public, no session needed; 201 with the stored request. */
export function createDemoRequest(input: TDemoRequestInput): Promise<TDemoRequest> {
  return api.post<TDemoRequest>("/demo-requests", input);
}

export function useCreateDemoRequest() {
  // Nothing on the public page lists demo requests, so there is no query to invalidate.
  return useMutation({ mutationFn: createDemoRequest });
}
