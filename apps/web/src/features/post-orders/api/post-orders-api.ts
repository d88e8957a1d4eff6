import type {
  TLoneWorkerPolicy,
  TLoneWorkerPolicyInput,
  TPostOrder,
  TPostOrderAcknowledgements,
  TPostOrderAttachment,
  TPostOrderDetail,
  TSite,
} from "@hts/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { saveBlob } from "@/lib/save-blob";

export const postOrderKeys = {
  all: ["post-orders"] as const,
  list: (siteId: string) => ["post-orders", "list", siteId] as const,
  detail: (id: string) => ["post-orders", "detail", id] as const,
  acknowledgements: (id: string) => ["post-orders", "detail", id, "acknowledgements"] as const,
  policies: (siteId: string) => ["lone-worker", "policies", siteId] as const,
};

export type AttachmentUpload = { file_name: string; content_base64: string };

export const usePostOrders = (siteId: string) =>
  useQuery({
    queryKey: postOrderKeys.list(siteId),
    queryFn: ({ signal }) => api.get<TPostOrder[]>("/post-orders", { signal, query: { site_id: siteId } }),
    enabled: Boolean(siteId),
  });

export const usePostOrder = (id: string | null) =>
  useQuery({
    queryKey: postOrderKeys.detail(id ?? ""),
    queryFn: ({ signal }) => api.get<TPostOrderDetail>(`/post-orders/${id}`, { signal }),
    enabled: Boolean(id),
  });

export const useAcknowledgements = (id: string | null) =>
  useQuery({
    queryKey: postOrderKeys.acknowledgements(id ?? ""),
    queryFn: ({ signal }) =>
      api.get<TPostOrderAcknowledgements>(`/post-orders/${id}/acknowledgements`, { signal }),
    enabled: Boolean(id),
  });

/** A new post order (version 1) or a new version of one: both refresh the list and the detail. */
export function usePublishPostOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      id: string | null;
      site_id: string;
      post: string | null;
      title: string;
      body: string;
      attachments: AttachmentUpload[];
    }) =>
      input.id
        ? api.post<TPostOrderDetail>(`/post-orders/${input.id}/versions`, {
            title: input.title,
            body: input.body,
            attachments: input.attachments,
          })
        : api.post<TPostOrderDetail>("/post-orders", {
            site_id: input.site_id,
            post: input.post,
            title: input.title,
            body: input.body,
            attachments: input.attachments,
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: postOrderKeys.all }),
  });
}

export async function downloadAttachment(file: TPostOrderAttachment): Promise<void> {
  const blob = await api.get<Blob>(`/post-orders/attachments/${file.id}`, { responseType: "blob" });
  saveBlob({ blob, fileName: file.file_name });
}

export const useLoneWorkerPolicies = (siteId: string) =>
  useQuery({
    queryKey: postOrderKeys.policies(siteId),
    queryFn: ({ signal }) =>
      api.get<TLoneWorkerPolicy[]>("/lone-worker/policies", { signal, query: { site_id: siteId } }),
    enabled: Boolean(siteId),
  });

export function useSaveLoneWorkerPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TLoneWorkerPolicyInput) => api.put<TLoneWorkerPolicy>("/lone-worker/policies", input),
    onSuccess: (_data, input) =>
      queryClient.invalidateQueries({ queryKey: postOrderKeys.policies(input.site_id) }),
  });
}

/** The file's bytes as base64, for the JSON body (decision 085). */
export function readAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ""));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** The company's sites for the picker (this feature reads them itself: features do not share internals). */
export const usePostOrderSites = () =>
  useQuery({
    queryKey: ["post-orders", "sites"],
    queryFn: ({ signal }) => api.get<TSite[]>("/sites", { signal, query: { limit: 500 } }),
  });
