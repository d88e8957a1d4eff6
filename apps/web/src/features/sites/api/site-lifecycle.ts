import type { TSite, TSiteImpact } from "@hts/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { siteKeys } from "./site-keys.ts";

/** GET /api/sites/:id/impact: what deleting would do (erase, archive or refuse), with the counts. */
export function useSiteImpact({ id, enabled }: { id: string; enabled: boolean }) {
  return useQuery({
    queryKey: [...siteKeys.detail(id), "impact"],
    queryFn: ({ signal }) => api.get<TSiteImpact>(`/sites/${encodeURIComponent(id)}/impact`, { signal }),
    enabled,
    // Counts change with every alarm and shift: asked again each time the dialog opens.
    staleTime: 0,
    gcTime: 0,
  });
}

/** Everything that shows a site, its counts or its name. */
function invalidateAround(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: siteKeys.all }),
    queryClient.invalidateQueries({ queryKey: ["dashboard"] }),
    queryClient.invalidateQueries({ queryKey: ["cameras"] }),
    queryClient.invalidateQueries({ queryKey: ["alarms"] }),
    queryClient.invalidateQueries({ queryKey: ["planning"] }),
  ]);
}

/** DELETE /api/sites/:id: null when erased (204), the archived site otherwise (200). */
export function useDeleteSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string }) =>
      api.delete<TSite | null>(`/sites/${encodeURIComponent(id)}`).then((site) => site ?? null),
    onSuccess: (site, { id }) => {
      if (site) queryClient.setQueryData(siteKeys.detail(id), site);
      else queryClient.removeQueries({ queryKey: siteKeys.detail(id) });
      return invalidateAround(queryClient);
    },
  });
}

/** POST /api/sites/:id/restore: the archived site comes back, inactive. */
export function useRestoreSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string }) => api.post<TSite>(`/sites/${encodeURIComponent(id)}/restore`),
    onSuccess: (site) => {
      queryClient.setQueryData(siteKeys.detail(site.id), site);
      return invalidateAround(queryClient);
    },
  });
}
