import type { TLogbookPage } from "@hts/domain";
import { queryOptions } from "@tanstack/react-query";
import { api, apiRequestRaw } from "@/lib/api-client";
import { isApiError } from "@/lib/api-error";
import type { SendResult } from "./agent-api.ts";

export const logbookKeys = {
  categories: ["agent-app", "logbook", "categories"] as const,
  shift: (shiftId: string) => ["agent-app", "logbook", "shift", shiftId] as const,
};

export const logbookCategoriesQuery = () =>
  queryOptions({
    queryKey: logbookKeys.categories,
    networkMode: "offlineFirst",
    staleTime: 3600_000,
    queryFn: async ({ signal }) =>
      (await api.get<{ categories: string[] }>("/me/logbook/categories", { signal })).categories,
  });

export const shiftLogbookQuery = (shiftId: string) =>
  queryOptions({
    queryKey: logbookKeys.shift(shiftId),
    networkMode: "offlineFirst",
    queryFn: async ({ signal }) =>
      api.get<TLogbookPage>(`/logbook?shift_id=${encodeURIComponent(shiftId)}&limit=100`, { signal }),
  });

async function post(path: string, body: unknown): Promise<SendResult> {
  try {
    const response = await apiRequestRaw<unknown>(path, { method: "POST", body });
    return { status: response.status, body: response.data };
  } catch (error) {
    if (isApiError(error)) return { status: error.status, body: { detail: error.message } };
    // No network: status 0, the queue keeps the entry.
    return { status: 0, body: null };
  }
}

/**
 * A queued logbook entry: its photos first (each answers the same id when sent again: the server keys
 * them by content), then the entry with their ids. A refused photo refuses the entry, with its reason.
 */
export async function postLogbookEntry(body: Record<string, unknown>): Promise<SendResult> {
  const { photos = [], ...entry } = body as { photos?: string[] } & Record<string, unknown>;
  const photo_ids: string[] = [];
  for (const content_base64 of photos) {
    const sent = await post("/me/photos", {
      content_base64,
      shift_id: entry.shift_id,
      taken_at: entry.occurred_at,
    });
    if (sent.status !== 201) return sent;
    photo_ids.push((sent.body as { id: string }).id);
  }
  return post("/me/logbook", { ...entry, photo_ids });
}
