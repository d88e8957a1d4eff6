import type {
  TAgentPlanningProfile,
  TAgentPlanningProfileRead,
  TAutoScheduleApply,
  TAutoScheduleInput,
  TAutoScheduleResult,
  TAutoScheduleRun,
  TAutoScheduleRunInput,
  TCoveragePost,
  TCoveragePostCreate,
  TCoveragePostUpdate,
  TCoverageWeek,
  TShiftBatchResult,
  TSite,
} from "@hts/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

// Under the planning root on purpose: every shift change already invalidates ["planning"], so the
// uncovered hours refresh with the grid without the planning feature knowing this one.
export const coverageKeys = {
  all: ["planning", "coverage"] as const,
  posts: (siteId?: string) => ["planning", "coverage", "posts", siteId ?? "all"] as const,
  week: (date: string, siteId?: string) => ["planning", "coverage", "week", date, siteId ?? "all"] as const,
};

/** GET /api/coverage/posts: the company's posts to cover, of one site when given. */
export function useCoveragePosts({ siteId, enabled = true }: { siteId?: string; enabled?: boolean }) {
  return useQuery({
    queryKey: coverageKeys.posts(siteId),
    queryFn: ({ signal }) =>
      api.get<TCoveragePost[]>("/coverage/posts", { signal, query: siteId ? { site_id: siteId } : {} }),
    enabled,
  });
}

/** GET /api/coverage/week: what the posts of the week holding `date` need and what is still uncovered. */
export function useCoverageWeek({
  date,
  siteId,
  enabled = true,
}: {
  date: string;
  siteId?: string;
  enabled?: boolean;
}) {
  return useQuery({
    queryKey: coverageKeys.week(date, siteId),
    queryFn: ({ signal }) =>
      api.get<TCoverageWeek>("/coverage/week", {
        signal,
        query: { date, ...(siteId ? { site_id: siteId } : {}) },
      }),
    enabled,
  });
}

/** GET /api/sites: the site choices of the post form in Planning Avancé. */
export function useCoverageSites({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ["planning", "coverage", "sites"],
    queryFn: ({ signal }) => api.get<TSite[]>("/sites", { signal, query: { limit: 500 } }),
    staleTime: 60_000,
    enabled,
  });
}

type TSave = { id: string; input: TCoveragePostUpdate } | { id?: undefined; input: TCoveragePostCreate };

/** POST (new) or PATCH (edit) a post; the lists and the week's gaps refresh after. */
export function useSaveCoveragePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: TSave) =>
      save.id
        ? api.patch<TCoveragePost>(`/coverage/posts/${encodeURIComponent(save.id)}`, save.input)
        : api.post<TCoveragePost>("/coverage/posts", save.input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...coverageKeys.all] }),
  });
}

export function useDeleteCoveragePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string }) => api.delete<void>(`/coverage/posts/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...coverageKeys.all] }),
  });
}

/** POST /api/coverage/schedule/preview: a proposal for the period; nothing is written. */
export function useAutoSchedulePreview() {
  return useMutation({
    mutationFn: (input: TAutoScheduleInput) =>
      api.post<TAutoScheduleResult>("/coverage/schedule/preview", input),
  });
}

/** POST /api/coverage/schedule/apply: the chosen shifts in one transaction; every planning screen refreshes. */
export function useApplyAutoSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TAutoScheduleApply) => api.post<TShiftBatchResult>("/coverage/schedule/apply", input),
    onSuccess: () =>
      Promise.all(
        [["planning"], ["agents"], ["dashboard"], ["payroll"]].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

/** POST /api/coverage/schedule/runs: the solver starts in a worker thread; the run is then polled. */
export function useStartScheduleRun() {
  return useMutation({
    mutationFn: (input: Partial<TAutoScheduleRunInput> & TAutoScheduleInput) =>
      api.post<TAutoScheduleRun>("/coverage/schedule/runs", input),
  });
}

/** GET /api/coverage/schedule/runs/:id every second while it runs (progress and current best cost). */
export function useScheduleRun(id: string | null) {
  return useQuery({
    queryKey: ["planning", "coverage", "run", id ?? "none"],
    queryFn: ({ signal }) => api.get<TAutoScheduleRun>(`/coverage/schedule/runs/${id}`, { signal }),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.status === "running" || !query.state.data ? 1000 : false),
  });
}

/** POST /api/coverage/schedule/runs/:id/cancel: stops between two sub-problems; what was found stays. */
export function useCancelScheduleRun() {
  return useMutation({
    mutationFn: (id: string) => api.post<TAutoScheduleRun>(`/coverage/schedule/runs/${id}/cancel`, {}),
  });
}

const profileKey = (agentId: string) => ["planning", "coverage", "profile", agentId] as const;

/** GET /api/coverage/agents/:id/profile: what the scheduler plans the agent by (decision 126). */
export function useAgentPlanningProfile(agentId: string) {
  return useQuery({
    queryKey: profileKey(agentId),
    queryFn: ({ signal }) =>
      api.get<TAgentPlanningProfileRead>(`/coverage/agents/${encodeURIComponent(agentId)}/profile`, {
        signal,
      }),
  });
}

/** PUT /api/coverage/agents/:id/profile: the whole profile, validated by the server. */
export function useSaveAgentPlanningProfile(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: TAgentPlanningProfile) =>
      api.put<TAgentPlanningProfileRead>(`/coverage/agents/${encodeURIComponent(agentId)}/profile`, profile),
    onSuccess: (saved) => queryClient.setQueryData(profileKey(agentId), saved),
  });
}
