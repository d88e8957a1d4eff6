import type { TSite, TSiteCreate } from "@hts/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { siteKeys } from "./site-keys.ts";

/** POST /api/sites: 201 with the site; 409 with a French detail when the plan's limit is reached. */
export function createSite(input: TSiteCreate): Promise<TSite> {
  return api.post<TSite>("/sites", input);
}

export function useCreateSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSite,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: siteKeys.all }),
        // The dashboard counts sites, and the camera and alarm forms list them.
        queryClient.invalidateQueries({ queryKey: ["dashboard"] }),
        queryClient.invalidateQueries({ queryKey: ["cameras", "sites"] }),
        queryClient.invalidateQueries({ queryKey: ["alarms", "sites"] }),
      ]),
  });
}
