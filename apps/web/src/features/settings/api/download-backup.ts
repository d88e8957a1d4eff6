import { api } from "@/lib/api-client";

/** GET /api/backups/:id/download: the ZIP, through the authenticated client. */
export function downloadBackup(id: string): Promise<Blob> {
  return api.get<Blob>(`/backups/${encodeURIComponent(id)}/download`, { responseType: "blob" });
}
