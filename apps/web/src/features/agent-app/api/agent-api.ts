import type {
  TAttendanceSyncResult,
  TFieldSettings,
  TMyAttendance,
  TMyLoneWorker,
  TMyPostOrder,
  TMyShift,
  TMyTours,
  TPosition,
} from "@hts/domain";
import { queryOptions } from "@tanstack/react-query";
import { api, apiRequestRaw } from "@/lib/api-client";
import { isApiError } from "@/lib/api-error";
import type { TPushPublicKey } from "./contract.ts";

/**
 * Offline, a query still runs once (the service worker may answer from its cache, decision 089) and a
 * network failure is not retried until the network returns: no endless spinner in a basement.
 */
const offlineFirst = {
  networkMode: "offlineFirst",
  retry: (failureCount: number) => navigator.onLine && failureCount < 2,
} as const;

export const agentKeys = {
  all: ["agent-app"] as const,
  shifts: ["agent-app", "shifts"] as const,
  attendance: ["agent-app", "attendance"] as const,
  postOrders: ["agent-app", "post-orders"] as const,
  loneWorker: ["agent-app", "lone-worker"] as const,
  fieldSettings: ["agent-app", "field-settings"] as const,
  tours: (shiftId: string) => ["agent-app", "tours", shiftId] as const,
};

export const myShiftsQuery = () =>
  queryOptions({
    ...offlineFirst,
    queryKey: agentKeys.shifts,
    queryFn: async ({ signal }): Promise<TMyShift[]> => api.get<TMyShift[]>("/me/shifts", { signal }),
    // Until shifts have a live event of their own, an open app looks again every 5 minutes.
    refetchInterval: 5 * 60_000,
  });

export const myAttendanceQuery = () =>
  queryOptions({
    ...offlineFirst,
    queryKey: agentKeys.attendance,
    queryFn: async ({ signal }): Promise<TMyAttendance> =>
      api.get<TMyAttendance>("/me/attendance", { signal }),
  });

/** The tours of one of the agent's shifts: cached (service worker and query cache) to walk offline. */
export const myToursQuery = (shiftId: string) =>
  queryOptions({
    ...offlineFirst,
    queryKey: agentKeys.tours(shiftId),
    queryFn: async ({ signal }): Promise<TMyTours> =>
      api.get<TMyTours>("/me/tours", { query: { shift_id: shiftId }, signal }),
  });

export const myPostOrdersQuery = () =>
  queryOptions({
    ...offlineFirst,
    queryKey: agentKeys.postOrders,
    queryFn: async ({ signal }): Promise<TMyPostOrder[]> =>
      api.get<TMyPostOrder[]>("/me/post-orders", { signal }),
  });

export const loneWorkerQuery = () =>
  queryOptions({
    ...offlineFirst,
    queryKey: agentKeys.loneWorker,
    queryFn: async ({ signal }): Promise<TMyLoneWorker> =>
      api.get<TMyLoneWorker>("/me/lone-worker", { signal }),
    // A check opens while the app is open: looked at every minute.
    refetchInterval: 60_000,
  });

export async function fetchFieldSettings(): Promise<TFieldSettings> {
  return api.get<TFieldSettings>("/settings/field");
}

/** A request's status, 0 when the server could not be reached, and its body (the `{ detail }` of a 4xx). */
export type SendResult = { status: number; body: unknown };

async function send(path: string, body: unknown): Promise<SendResult> {
  try {
    const response = await apiRequestRaw<unknown>(path, { method: "POST", body });
    return { status: response.status, body: response.data };
  } catch (error) {
    if (isApiError(error))
      return { status: error.status, body: { detail: error.message, ...asObject(error.detail) } };
    throw error;
  }
}

function asObject(detail: unknown): Record<string, unknown> {
  return detail && typeof detail === "object" && !Array.isArray(detail)
    ? (detail as Record<string, unknown>)
    : {};
}

export async function postSync(events: unknown[]): Promise<TAttendanceSyncResult | SendResult> {
  const result = await send("/attendance/sync", { events });
  if (result.status >= 200 && result.status < 300) return result.body as TAttendanceSyncResult;
  return result;
}

export const postLoneWorkerAnswer = (body: unknown) => send("/me/lone-worker/answer", body);
export const postSos = (body: unknown) => send("/me/sos", body);
export const postTourStart = (body: unknown) => send("/me/tour-runs", body);
/**
 * A queued checkpoint scan: its photo first when the task asks for one (the server keys photos by
 * content, so a replay gets the same id), then the scan with the photo's id. A refused photo refuses
 * the scan, with its reason.
 */
export async function postTourScan(body: unknown): Promise<SendResult> {
  const { photo_base64, shift_id, ...scan } = body as {
    photo_base64?: string;
    shift_id?: string;
  } & Record<string, unknown>;
  if (!photo_base64) return send("/me/tour-scans", scan);
  const photo = await send("/me/photos", {
    content_base64: photo_base64,
    shift_id,
    taken_at: scan.occurred_at,
  });
  if (photo.status !== 201) return photo;
  return send("/me/tour-scans", { ...scan, photo_id: (photo.body as { id: string }).id });
}
export const postAcknowledge = (versionId: string, body: unknown) =>
  send(`/me/post-orders/${encodeURIComponent(versionId)}/acknowledge`, body);

export async function getPushPublicKey(): Promise<string> {
  return (await api.get<TPushPublicKey>("/push/public-key")).public_key;
}

export function postPushSubscription(subscription: PushSubscriptionJSON): Promise<unknown> {
  return api.post("/push/subscriptions", subscription);
}

/** A post order's attachment (PDF, image), fetched with the session's token. */
export function getAttachment(id: string): Promise<Blob> {
  return api.get<Blob>(`/post-orders/attachments/${encodeURIComponent(id)}`, { responseType: "blob" });
}

/** The last known position while on duty (the control room's 'Sur le terrain'); not queued: a late
 * position is worth nothing. */
export function postPosition(body: { occurred_at: string; position: TPosition }): Promise<unknown> {
  return api.post("/me/position", body);
}
