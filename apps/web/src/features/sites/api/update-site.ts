import type { TSite, TSitePatch } from "@hts/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { siteKeys } from "./site-keys.ts";

/** PATCH /api/sites/:id; reactivating a site counts against the plan's limit (409). */
export function updateSite({ id, input }: { id: string; input: TSitePatch }): Promise<TSite> {
  return api.patch<TSite>(`/sites/${encodeURIComponent(id)}`, input);
}

export function useUpdateSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSite,
    onSuccess: (site) => {
      queryClient.setQueryData(siteKeys.detail(site.id), site);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: siteKeys.all }),
        // Site names and statuses appear on the dashboard and in the camera and alarm screens.
        queryClient.invalidateQueries({ queryKey: ["dashboard"] }),
        queryClient.invalidateQueries({ queryKey: ["cameras"] }),
        queryClient.invalidateQueries({ queryKey: ["alarms"] }),
      ]);
    },
  });
}
