import type { TCamera, TEvidenceClip } from "@hts/domain";
import { Download, FileVideo } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { toast } from "@/components/ui/toast-store";
import { saveBlob } from "@/lib/save-blob";
import { getEvidenceFile, useExportEvidence } from "../api/camera-recording.ts";
import { useSnapshotTargets } from "../api/get-snapshot-targets.ts";

/** "2026-11-29T02:13" in the browser's time zone, for a datetime-local field. */
const localInput = (at: number) => {
  const d = new Date(at - new Date(at).getTimezoneOffset() * 60_000);
  return d.toISOString().slice(0, 16);
};

/** Evidence export (issue 30): a clip between two instants, its MP4 and its signed manifest to download. */
export function EvidenceExport({ camera }: { camera: TCamera }) {
  const { t } = useTranslation();
  const id = useId();
  const [from, setFrom] = useState(() => localInput(Date.now() - 120_000));
  const [to, setTo] = useState(() => localInput(Date.now() - 60_000));
  const [clip, setClip] = useState<TEvidenceClip | null>(null);
  const [reportId, setReportId] = useState("");
  const targets = useSnapshotTargets(camera.siteId, true);
  const exporting = useExportEvidence();
  const submit = () =>
    exporting.mutate(
      {
        id: camera.id,
        input: {
          from: new Date(from).toISOString(),
          to: new Date(to).toISOString(),
          ...(reportId ? { securityReportId: reportId } : {}),
        },
      },
      {
        onSuccess: (made) => {
          setClip(made);
          toast({ variant: "success", title: t("cameras.evidence.done") });
        },
        onError: (error) =>
          toast({ variant: "destructive", title: t("common.error"), description: error.message }),
      },
    );
  const stamp = clip ? clip.startsAt.slice(0, 19).replace(/[:T]/g, "-") : "";

  return (
    <div className="grid gap-2" data-testid="evidence-export">
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid gap-1">
          <label htmlFor={`${id}-from`} className="text-xs font-medium">
            {t("cameras.evidence.from")}
          </label>
          <Input
            id={`${id}-from`}
            type="datetime-local"
            value={from}
            onChange={(e) => setFrom(e.target.value)}
          />
        </div>
        <div className="grid gap-1">
          <label htmlFor={`${id}-to`} className="text-xs font-medium">
            {t("cameras.evidence.to")}
          </label>
          <Input id={`${id}-to`} type="datetime-local" value={to} onChange={(e) => setTo(e.target.value)} />
        </div>
        <div className="grid gap-1">
          <label htmlFor={`${id}-report`} className="text-xs font-medium">
            {t("cameras.evidence.report")}
          </label>
          <Select id={`${id}-report`} value={reportId} onChange={(e) => setReportId(e.target.value)}>
            <option value="">{t("cameras.evidence.noReport")}</option>
            {(targets.data?.reports ?? []).map((r) => (
              <option key={r.id} value={r.id}>{`${r.periodStart} → ${r.periodEnd}`}</option>
            ))}
          </Select>
        </div>
        <Button variant="outline" size="sm" disabled={exporting.isPending} onClick={submit}>
          <FileVideo aria-hidden="true" />
          {t("cameras.evidence.export")}
        </Button>
      </div>
      {clip && (
        <div className="flex flex-wrap items-center gap-2 text-xs">
          <span className="break-all" data-testid="evidence-sha256">
            SHA-256 {clip.sha256}
          </span>
          <Button
            variant="ghost"
            size="sm"
            onClick={async () =>
              saveBlob({
                blob: await getEvidenceFile(clip),
                fileName: `${t("common.files.clip")}-${stamp}.mp4`,
              })
            }
          >
            <Download aria-hidden="true" />
            {t("cameras.evidence.video")}
          </Button>
          <Button
            variant="ghost"
            size="sm"
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
            <Download aria-hidden="true" />
            {t("cameras.evidence.manifest")}
          </Button>
        </div>
      )}
    </div>
  );
}
