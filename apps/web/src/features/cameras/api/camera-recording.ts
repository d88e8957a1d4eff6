import type { TCamera, TEvidenceClip, TEvidenceExport, TRecordingSegment } from "@hts/domain";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { cameraKeys } from "./camera-keys.ts";

/** Segment URLs are rooted at the site ("/api/cameras/…"); the client adds "/api" itself. */
const clientPath = (url: string) => (url.startsWith("/api/") ? url.slice(4) : url);

/** POST /api/cameras/:id/recording/now: 'Enregistrer maintenant' for N minutes. */
export function recordNow({ id, minutes }: { id: string; minutes: number }): Promise<TCamera> {
  return api.post<TCamera>(`/cameras/${encodeURIComponent(id)}/recording/now`, { minutes });
}

export function useRecordNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordNow,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cameraKeys.all }),
  });
}

/** GET /api/cameras/:id/recordings: the kept segments between two instants (audited as a playback). */
export function useRecordings({ id, from, to }: { id: string; from: string; to: string }) {
  return useQuery(
    queryOptions({
      queryKey: ["cameras", "recordings", id, from, to],
      queryFn: ({ signal }) =>
        api.get<TRecordingSegment[]>(
          `/cameras/${encodeURIComponent(id)}/recordings?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
          { signal },
        ),
    }),
  );
}

/** One segment's MP4 with the session (a <video> cannot send the bearer token). */
export function getSegment(segment: TRecordingSegment, signal?: AbortSignal): Promise<Blob> {
  return api.get<Blob>(clientPath(segment.url), { responseType: "blob", signal });
}

/** POST /api/cameras/:id/evidence: a clip between two instants, with its signed manifest. */
export function exportEvidence({
  id,
  input,
}: {
  id: string;
  input: TEvidenceExport;
}): Promise<TEvidenceClip> {
  return api.post<TEvidenceClip>(`/cameras/${encodeURIComponent(id)}/evidence`, input);
}

export function useExportEvidence() {
  return useMutation({ mutationFn: exportEvidence });
}

/** The clip's MP4 with the session. */
export function getEvidenceFile(clip: TEvidenceClip): Promise<Blob> {
  return api.get<Blob>(clientPath(clip.fileUrl), { responseType: "blob" });
}
