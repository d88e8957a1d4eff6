import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { api } from "@/lib/api-client";

/**
 * A stored photo (`/api/media/:id`), fetched with the session's token (an <img src> would carry none)
 * and shown from a blob URL; a photo the reader may not see simply says so.
 */
export function MediaImage({ id, alt, className }: { id: string; alt: string; className?: string }) {
  const { t } = useTranslation();
  const blob = useQuery({
    queryKey: ["media", id],
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: ({ signal }) =>
      api.get<Blob>(`/media/${encodeURIComponent(id)}`, { responseType: "blob", signal }),
  });
  const url = useMemo(() => (blob.data ? URL.createObjectURL(blob.data) : null), [blob.data]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  if (blob.isError)
    return <span className="text-sm text-muted-foreground">{t("logbook.photoUnavailable")}</span>;
  if (!url)
    return <span className="inline-block size-24 animate-pulse rounded-md bg-muted" aria-hidden="true" />;
  return (
    <a href={url} target="_blank" rel="noreferrer">
      <img src={url} alt={alt} className={className ?? "size-24 rounded-md object-cover"} />
    </a>
  );
}
