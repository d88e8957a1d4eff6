import type {
  dashboardInsights,
  incidentAnalysis,
  predictions,
  TAiEngine,
  TAssistantAnswerOut,
  TRecommendation,
} from "@hts/domain";
import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

type TStamp = { engine: TAiEngine; generated_at: string };
export type TDashboardInsights = ReturnType<typeof dashboardInsights> & TStamp;
export type TIncidentAnalysis = ReturnType<typeof incidentAnalysis> & {
  recommendations: string[];
  priority_actions: { reason: string; link: string; kind: string }[];
  engine: TAiEngine;
};
export type TPredictions = ReturnType<typeof predictions> & TStamp;
export type TRecommendations = { ranked: TRecommendation[]; by_kind: Record<string, number> } & TStamp;

export const aiKeys = {
  all: ["ai-insights"] as const,
  engine: () => [...aiKeys.all, "engine"] as const,
  dashboard: () => [...aiKeys.all, "dashboard"] as const,
};

/** GET /api/ai-insights/engine: the engine answering now (the sidebar badge and the screen). */
export function useAiEngine(enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: aiKeys.engine(),
      queryFn: ({ signal }) => api.get<TAiEngine>("/ai-insights/engine", { signal }),
      staleTime: 60_000,
      enabled,
    }),
  );
}

/** GET /api/ai-insights/dashboard-insights: the four cards. */
export function useDashboardInsights() {
  return useQuery(
    queryOptions({
      queryKey: aiKeys.dashboard(),
      queryFn: ({ signal }) => api.get<TDashboardInsights>("/ai-insights/dashboard-insights", { signal }),
    }),
  );
}

/** The three actions: each a GET run on demand, its result kept by the page. */
export function useIncidentAnalysis() {
  return useMutation({
    mutationFn: () =>
      api.get<{ success: boolean; analysis: TIncidentAnalysis }>("/ai-insights/incident-analysis"),
  });
}

export function usePredictions() {
  return useMutation({
    mutationFn: () =>
      api.get<{ success: boolean; predictions: TPredictions }>("/ai-insights/predict-incidents"),
  });
}

export function useRecommendations() {
  return useMutation({
    mutationFn: () =>
      api.get<{ success: boolean; recommendations: TRecommendations }>("/ai-insights/smart-recommendations"),
  });
}

/** POST /api/ai-insights/assistant-chat {question}. */
export function useAssistantChat() {
  return useMutation({
    mutationFn: (question: string) =>
      api.post<TAssistantAnswerOut>("/ai-insights/assistant-chat", { question }),
  });
}
