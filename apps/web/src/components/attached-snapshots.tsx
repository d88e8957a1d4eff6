import type { TCameraSnapshot } from "@hts/domain";
import { useQuery } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { useEffect, useId, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { api } from "@/lib/api-client";
import { formatDateTime } from "@/lib/format-date";
import { saveBlob } from "@/lib/save-blob";

// Camera snapshots attached to an alarm (or a report): shared by the screens that show those records,
// so that they do not reach into the cameras feature. The API lets whoever reads the record see them.

const clientPath = (url: string) => (url.startsWith("/api/") ? url.slice(4) : url);

function Thumbnail({ snapshot }: { snapshot: TCameraSnapshot }) {
  const { t, i18n } = useTranslation();
  const image = useQuery({
    queryKey: ["cameras", "snapshot-image", snapshot.id],
    queryFn: ({ signal }) => api.get<Blob>(clientPath(snapshot.imageUrl), { responseType: "blob", signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const url = useMemo(() => (image.data ? URL.createObjectURL(image.data) : null), [image.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  const name = `capture-${snapshot.takenAt.slice(0, 19).replace(/[:T]/g, "-")}.jpg`;
  return (
    <li className="grid gap-1 text-xs">
      <div className="aspect-video overflow-hidden rounded bg-muted">
        {url && (
          <img
            src={url}
            alt={t("cameras.snapshot.alt", { name: snapshot.cameraName })}
            className="size-full object-cover"
          />
        )}
      </div>
      <div className="flex items-center justify-between gap-2">
        <span className="text-muted-foreground">
          {snapshot.cameraName} · {formatDateTime(snapshot.takenAt, i18n.language)}
        </span>
        <button
          type="button"
          className="inline-flex size-8 items-center justify-center rounded-md hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
          disabled={!image.data}
          onClick={() => image.data && saveBlob({ blob: image.data, fileName: name })}
          aria-label={t("cameras.snapshot.download")}
          title={t("cameras.snapshot.download")}
        >
          <Download className="size-4" aria-hidden="true" />
        </button>
      </div>
    </li>
  );
}

/** `GET {path}` (e.g. `/alarms/:id/snapshots`) and the pictures it lists; nothing when there are none. */
export function AttachedSnapshots({ path, queryKey }: { path: string; queryKey: readonly unknown[] }) {
  const { t } = useTranslation();
  const id = useId();
  const snapshots = useQuery({
    queryKey,
    queryFn: ({ signal }) => api.get<TCameraSnapshot[]>(path, { signal }),
  });
  if (!snapshots.data || snapshots.data.length === 0) return null;
  return (
    <section aria-labelledby={id} className="grid gap-2" data-testid="attached-snapshots">
      <h3 id={id} className="text-sm font-semibold">
        {t("cameras.snapshot.attachedTitle", { count: snapshots.data.length })}
      </h3>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {snapshots.data.map((snapshot) => (
          <Thumbnail key={snapshot.id} snapshot={snapshot} />
        ))}
      </ul>
    </section>
  );
}
