import type { TClient, TClientUser, TPublication } from "@hts/domain";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const clientKeys = { all: ["clients"] as const };

export const clientsQuery = () =>
  queryOptions({
    queryKey: [...clientKeys.all, "list"],
    queryFn: ({ signal }) => api.get<TClient[]>("/clients", { signal }),
  });

export const clientUsersQuery = (id: string) =>
  queryOptions({
    queryKey: [...clientKeys.all, id, "users"],
    queryFn: ({ signal }) => api.get<TClientUser[]>(`/clients/${id}/users`, { signal }),
  });

export const publicationQuery = (id: string) =>
  queryOptions({
    queryKey: [...clientKeys.all, id, "publication"],
    queryFn: ({ signal }) => api.get<TPublication>(`/clients/${id}/publication`, { signal }),
  });

/** A change to clients refreshes them and the sites (a site's client changed). */
export function useClientMutation<I, O>(run: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: clientKeys.all });
      void queryClient.invalidateQueries({ queryKey: ["sites"] });
    },
  });
}

export const clientsApi = {
  create: (input: {
    name: string;
    siren?: string;
    siret?: string;
    billingAddress?: string;
    contacts?: unknown[];
  }) => api.post<TClient>("/clients", input),
  attach: ({ id, siteIds }: { id: string; siteIds: string[] }) =>
    api.post<TClient>(`/clients/${id}/sites`, { siteIds }),
  invite: ({ id, ...input }: { id: string; name: string; email: string; siteIds: string[] }) =>
    api.post(`/clients/${id}/users`, input),
  publish: ({ id, ...input }: { id: string } & Partial<TPublication>) =>
    api.put<TPublication>(`/clients/${id}/publication`, input),
  remove: (id: string) => api.delete(`/clients/${id}`),
};
