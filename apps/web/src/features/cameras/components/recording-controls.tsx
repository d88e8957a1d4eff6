import { RECORDING_MODES, type TCamera, type TRecordingMode } from "@hts/domain";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { toast } from "@/components/ui/toast-store";
import { formatDateTime } from "@/lib/format-date";
import { useRecordNow } from "../api/camera-recording.ts";
import { useUpdateCamera } from "../api/update-camera.ts";

/** Recording of one camera (issue 30): its mode, what it does now, 'Enregistrer maintenant'. */
export function RecordingControls({ camera, canWrite }: { camera: TCamera; canWrite: boolean }) {
  const { t, i18n } = useTranslation();
  const update = useUpdateCamera();
  const now = useRecordNow();
  const [minutes, setMinutes] = useState(10);
  const modeId = useId();
  const minutesId = useId();
  const fail = (error: Error) =>
    toast({ variant: "destructive", title: t("common.error"), description: error.message });

  return (
    <section aria-labelledby={`${modeId}-title`} className="grid gap-3 rounded-md border border-border p-4">
      <h3 id={`${modeId}-title`} className="text-sm font-semibold">
        {t("cameras.recording.title")}
      </h3>
      <p className="text-sm" data-testid="recording-state">
        {t(`cameras.recording.states.${camera.recordingState}`)}
        {" · "}
        {camera.lastSegmentAt
          ? t("cameras.recording.lastSegment", { at: formatDateTime(camera.lastSegmentAt, i18n.language) })
          : t("cameras.recording.noSegment")}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-1">
          <label htmlFor={modeId} className="text-sm font-medium">
            {t("cameras.recording.mode")}
          </label>
          <Select
            id={modeId}
            value={camera.recordingMode}
            disabled={!canWrite || update.isPending}
            onChange={(event) =>
              update.mutate(
                { id: camera.id, input: { recordingMode: event.target.value as TRecordingMode } },
                { onError: fail },
              )
            }
          >
            {RECORDING_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {t(`cameras.recording.modes.${mode}`)}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid gap-1">
          <label htmlFor={minutesId} className="text-sm font-medium">
            {t("cameras.recording.minutes")}
          </label>
          <div className="flex gap-2">
            <Input
              id={minutesId}
              type="number"
              min={1}
              max={240}
              value={minutes}
              onChange={(event) => setMinutes(Math.max(1, Math.min(240, Number(event.target.value) || 1)))}
              className="w-24"
            />
            <Button
              variant="outline"
              disabled={!canWrite || now.isPending}
              onClick={() =>
                now.mutate(
                  { id: camera.id, minutes },
                  {
                    onSuccess: () => toast({ variant: "success", title: t("cameras.recording.nowStarted") }),
                    onError: fail,
                  },
                )
              }
            >
              {t("cameras.recording.now")}
            </Button>
          </div>
          {camera.recordUntil && (
            <p className="text-xs text-muted-foreground">
              {t("cameras.recording.until", { at: formatDateTime(camera.recordUntil, i18n.language) })}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
