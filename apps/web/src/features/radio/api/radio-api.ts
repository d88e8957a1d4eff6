import type {
  TChannel,
  TChannelCreate,
  TCommunication,
  TNearestAgent,
  TRadio,
  TRadioAlert,
  TRadioCreate,
  TRadioPatch,
  TRadioSummary,
} from "@hts/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** Query keys of the radio area; every live `radio.*` event invalidates `["radio"]` (no polling). */
export const radioKeys = {
  all: ["radio"] as const,
  radios: ["radio", "radios"] as const,
  channels: ["radio", "channels"] as const,
  communications: (q: string, limit: number) => ["radio", "communications", q, limit] as const,
  alerts: ["radio", "alerts"] as const,
  summary: ["radio", "summary"] as const,
  nearest: (alertId: string) => ["radio", "nearest", alertId] as const,
  agents: ["radio", "agents"] as const,
};

export type TSosResult = TRadioAlert & { nearestAgents: TNearestAgent[] };

export const useRadios = () =>
  useQuery({
    queryKey: radioKeys.radios,
    queryFn: ({ signal }) => api.get<TRadio[]>("/radio/radios/", { signal }),
  });

export const useChannels = () =>
  useQuery({
    queryKey: radioKeys.channels,
    queryFn: ({ signal }) => api.get<TChannel[]>("/radio/channels/", { signal }),
  });

export const useCommunications = (q: string, limit: number) =>
  useQuery({
    queryKey: radioKeys.communications(q, limit),
    queryFn: ({ signal }) =>
      api.get<TCommunication[]>("/radio/communications/", { signal, query: { q: q || undefined, limit } }),
  });

export const useRadioAlerts = () =>
  useQuery({
    queryKey: radioKeys.alerts,
    queryFn: ({ signal }) => api.get<TRadioAlert[]>("/radio/alerts/", { signal, query: { limit: 100 } }),
  });

export const useRadioSummary = () =>
  useQuery({
    queryKey: radioKeys.summary,
    queryFn: ({ signal }) => api.get<TRadioSummary>("/radio/summary", { signal }),
  });

export const useNearestAgents = (alertId: string | null) =>
  useQuery({
    queryKey: radioKeys.nearest(alertId ?? ""),
    queryFn: ({ signal }) => api.get<TNearestAgent[]>(`/radio/alerts/${alertId}/nearest-agents`, { signal }),
    enabled: alertId !== null,
  });

/** The company's agents for the add-radio dialog: id and name. */
export const useRadioAgents = (enabled: boolean) =>
  useQuery({
    queryKey: radioKeys.agents,
    queryFn: async ({ signal }) => {
      const agents = await api.get<{ id: string; name: string }[]>("/agents", {
        signal,
        query: { limit: 500 },
      });
      return agents.map(({ id, name }) => ({ id, name }));
    },
    enabled,
  });

function useRadioMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: radioKeys.all }),
  });
}

export const useCreateRadio = () =>
  useRadioMutation((input: TRadioCreate) => api.post<TRadio & { radioKey: string }>("/radio/radios/", input));

export const useCreateChannel = () =>
  useRadioMutation((input: Partial<TChannelCreate>) => api.post<TChannel>("/radio/channels/", input));

export const useTriggerSos = () =>
  useRadioMutation((input: { radio_id: string; location: { lat: number; lng: number } }) =>
    api.post<TSosResult>("/radio/alerts/sos", input),
  );

export const useAlertAction = () =>
  useRadioMutation(
    ({
      id,
      action,
      agentId,
    }: {
      id: string;
      action: "dispatch" | "acknowledge" | "resolve";
      agentId?: string;
    }) =>
      api.post<TRadioAlert>(`/radio/alerts/${id}/${action}`, action === "dispatch" ? { agentId } : undefined),
  );

export const useUpdateRadio = () =>
  useRadioMutation(({ id, input }: { id: string; input: TRadioPatch }) =>
    api.patch<TRadio>(`/radio/radios/${id}`, input),
  );

export const useUpdateChannel = () =>
  useRadioMutation(({ id, input }: { id: string; input: Partial<TChannelCreate> }) =>
    api.patch<TChannel>(`/radio/channels/${id}`, input),
  );

export const useDeleteChannel = () =>
  useRadioMutation((id: string) => api.delete<null>(`/radio/channels/${id}`));
