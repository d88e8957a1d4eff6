import type { TEvidenceClip } from "@hts/domain";
import { useQuery } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { api } from "@/lib/api-client";
import { formatDateTime } from "@/lib/format-date";
import { saveBlob } from "@/lib/save-blob";

// Evidence clips attached to a security report (issue 30): shared like the snapshots, so the reports
// screen does not reach into the cameras feature. Whoever reads the report sees them.

const clientPath = (url: string) => (url.startsWith("/api/") ? url.slice(4) : url);

export function AttachedEvidence({ reportId }: { reportId: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const clips = useQuery({
    queryKey: ["security-reports", reportId, "evidence"],
    queryFn: ({ signal }) =>
      api.get<TEvidenceClip[]>(`/security-reports/${encodeURIComponent(reportId)}/evidence`, { signal }),
  });
  if (!clips.data || clips.data.length === 0) return null;
  return (
    <section aria-labelledby={id} className="grid gap-2">
      <h3 id={id} className="text-sm font-medium">
        {t("cameras.evidence.attached")}
      </h3>
      <ul className="grid gap-2 text-xs" data-testid="attached-evidence">
        {clips.data.map((clip) => {
          const stamp = clip.startsAt.slice(0, 19).replace(/[:T]/g, "-");
          return (
            <li key={clip.id} className="grid gap-1 rounded border border-border p-2">
              <span>
                {clip.cameraName} · {formatDateTime(clip.startsAt, i18n.language)} →{" "}
                {formatDateTime(clip.endsAt, i18n.language)} · {clip.createdByName}
              </span>
              <span className="break-all text-muted-foreground">SHA-256 {clip.sha256}</span>
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className="inline-flex items-center gap-1 underline"
                  onClick={async () =>
                    saveBlob({
                      blob: await api.get<Blob>(clientPath(clip.fileUrl), { responseType: "blob" }),
                      fileName: `${t("common.files.clip")}-${stamp}.mp4`,
                    })
                  }
                >
                  <Download className="size-3" aria-hidden="true" />
                  {t("cameras.evidence.video")}
                </button>
                <button
                  type="button"
                  className="inline-flex items-center gap-1 underline"
                  onClick={() =>
                    saveBlob({
                      blob: new Blob(
                        [JSON.stringify({ manifest: clip.manifest, signature: clip.signature }, null, 2)],
                        {
                          type: "application/json",
                        },
                      ),
                      fileName: `${t("common.files.clip")}-${stamp}.${t("common.files.manifest")}.json`,
                    })
                  }
                >
                  <Download className="size-3" aria-hidden="true" />
                  {t("cameras.evidence.manifest")}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
