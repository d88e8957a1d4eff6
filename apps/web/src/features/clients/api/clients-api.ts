import type {
  TClient,
  TClientRequest,
  TClientRequestAnswer,
  TClientRequestStatus,
  TClientUser,
  TPublication,
} from "@hts/domain";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { i18n } from "@/i18n/i18n";
import { api } from "@/lib/api-client";
import { saveBlob } from "@/lib/save-blob";

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

/** The clients' requests (issue 25); the live event `client-request.updated` refreshes the `clients` root. */
export const clientRequestsQuery = (status: TClientRequestStatus | "") =>
  queryOptions({
    queryKey: [...clientKeys.all, "requests", status],
    queryFn: ({ signal }) =>
      api.get<TClientRequest[]>("/client-requests", {
        signal,
        query: { status: status || undefined, limit: 200 },
      }),
  });

export const answerRequest = ({ id, ...input }: { id: string } & TClientRequestAnswer) =>
  api.patch<TClientRequest>(`/client-requests/${id}`, input);

/** The client's monthly service report, as his portal gives it (a manager's preview by the client's id). */
export async function downloadClientMonthlyReport({ clientId, month }: { clientId: string; month: string }) {
  const blob = await api.get<Blob>("/portal/monthly-report.pdf", {
    responseType: "blob",
    query: { month, clientId },
  });
  saveBlob({ blob, fileName: `${i18n.t("common.files.monthlyReport")}-${month}.pdf` });
}
