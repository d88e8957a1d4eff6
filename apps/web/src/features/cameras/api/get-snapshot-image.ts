import type { TCameraSnapshot } from "@hts/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { i18n } from "@/i18n/i18n";
import { api } from "@/lib/api-client";
import { saveBlob } from "@/lib/save-blob";

/** The snapshot's imageUrl is rooted at the site ("/api/camera-snapshots/:id/image"); the client adds "/api". */
const clientPath = (url: string) => (url.startsWith("/api/") ? url.slice(4) : url);

/** GET the JPEG with the session (an <img> cannot send the bearer token). */
export function getSnapshotImage({ snapshot, signal }: { snapshot: TCameraSnapshot; signal?: AbortSignal }) {
  return api.get<Blob>(clientPath(snapshot.imageUrl), { responseType: "blob", signal });
}

export function useSnapshotImage(snapshot: TCameraSnapshot | null) {
  return useQuery(
    queryOptions({
      queryKey: ["cameras", "snapshot-image", snapshot?.id ?? ""],
      queryFn: ({ signal }) => getSnapshotImage({ snapshot: snapshot as TCameraSnapshot, signal }),
      enabled: snapshot !== null,
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );
}

/** Hands the JPEG to the browser's download, named after the camera and the time it was taken. */
export async function downloadSnapshot({ snapshot, blob }: { snapshot: TCameraSnapshot; blob?: Blob }) {
  const image = blob ?? (await getSnapshotImage({ snapshot }));
  const stamp = snapshot.takenAt.slice(0, 19).replace(/[:T]/g, "-");
  const slug =
    snapshot.cameraName
      .normalize("NFD")
      .replace(/[^\w-]+/g, "-")
      .replace(/^-+|-+$/g, "") || "camera";
  saveBlob({ blob: image, fileName: `${i18n.t("common.files.snapshot")}-${slug}-${stamp}.jpg` });
}
