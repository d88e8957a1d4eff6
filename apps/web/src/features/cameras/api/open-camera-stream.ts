import type { TStreamTicket } from "@hts/domain";
import { api } from "@/lib/api-client";

/** POST /api/cameras/:id/stream: a signed WebSocket link to the live video, valid one minute. */
export async function openCameraStream({ cameraId }: { cameraId: string }): Promise<string> {
  const ticket = await api.post<TStreamTicket>(`/cameras/${encodeURIComponent(cameraId)}/stream`);
  return ticket.url;
}
