import type { TReportJob } from "@hts/domain/reports/reports.schemas";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { saveBlob } from "@/lib/save-blob";

/** GET /api/reports/:id/file with the bearer token (a plain link could not send it), then saved. */
export async function downloadReportFile(job: Pick<TReportJob, "id" | "filename">): Promise<void> {
  const blob = await api.get<Blob>(`/reports/${encodeURIComponent(job.id)}/file`, { responseType: "blob" });
  saveBlob({ blob, fileName: job.filename });
}

export function useDownloadReportFile() {
  return useMutation({ mutationFn: downloadReportFile });
}
