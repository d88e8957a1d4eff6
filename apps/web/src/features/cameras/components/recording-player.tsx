import type { TCamera } from "@hts/domain";
import { Camera as CameraIcon, Play } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { formatDateTime } from "@/lib/format-date";
import { saveBlob } from "@/lib/save-blob";
import { getSegment, useRecordings } from "../api/camera-recording.ts";
import { placeOn, recordedRuns, type Span, spanAt, toSpans } from "../lib/recording-timeline.ts";
import { EvidenceExport } from "./evidence-export.tsx";

const SPEEDS = [1, 2, 4, 8] as const;
/** The periods the timeline can show, in hours: the last hour, or the last day (issue 30's seek target). */
const PERIODS = [1, 24] as const;

/**
 * Playback of the last hour or day (issue 30): the recorded spans on a timeline, a click plays from that
 * instant; each segment is a standalone MP4 fetched with the session, the next one follows when it ends.
 */
export function RecordingPlayer({ camera }: { camera: TCamera }) {
  const { t, i18n } = useTranslation();
  const [hours, setHours] = useState<number>(1);
  const [window, setWindow] = useState(() => {
    const to = Date.now();
    return { from: to - hours * 3600_000, to };
  });
  const recordings = useRecordings({
    id: camera.id,
    from: new Date(window.from).toISOString(),
    to: new Date(window.to).toISOString(),
  });
  const spans = useMemo(() => toSpans(recordings.data ?? []), [recordings.data]);
  const runs = useMemo(() => recordedRuns(spans), [spans]);
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState<{ index: number; offsetMs: number } | null>(null);
  const [speed, setSpeed] = useState<number>(1);
  // Read when a segment loads; changing it does not reload the segment.
  const speedRef = useRef(1);
  speedRef.current = speed;
  const [position, setPosition] = useState<number | null>(null);
  const speedId = useId();
  const periodId = useId();

  useEffect(() => {
    const element = video.current;
    const span: Span | undefined = playing ? spans[playing.index] : undefined;
    if (!element || !span || !playing) return;
    const abort = new AbortController();
    let url = "";
    void getSegment(span.segment, abort.signal).then(
      (blob) => {
        url = URL.createObjectURL(blob);
        element.src = url;
        element.onloadedmetadata = () => {
          element.currentTime = playing.offsetMs / 1000;
          element.playbackRate = speedRef.current;
          void element.play().catch(() => {});
        };
        element.ontimeupdate = () => setPosition(span.start + element.currentTime * 1000);
        element.onended = () =>
          setPlaying(playing.index + 1 < spans.length ? { index: playing.index + 1, offsetMs: 0 } : null);
      },
      () => {},
    );
    return () => {
      abort.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [playing, spans]);

  useEffect(() => {
    if (video.current) video.current.playbackRate = speed;
  }, [speed]);

  const playAt = (at: number) => setPlaying(spanAt(spans, at));
  const showPeriod = (period: number) => {
    setHours(period);
    setWindow({ from: Date.now() - period * 3600_000, to: Date.now() });
  };
  const refresh = () => showPeriod(hours);
  const snapshot = () => {
    const element = video.current;
    if (!element?.videoWidth) return;
    const canvas = document.createElement("canvas");
    canvas.width = element.videoWidth;
    canvas.height = element.videoHeight;
    canvas.getContext("2d")?.drawImage(element, 0, 0);
    const stamp = new Date(position ?? Date.now()).toISOString().slice(0, 19).replace(/[:T]/g, "-");
    canvas.toBlob(
      (blob) => blob && saveBlob({ blob, fileName: `${t("common.files.frame")}-${stamp}.png` }),
      "image/png",
    );
  };

  return (
    <section aria-labelledby={`${speedId}-title`} className="grid gap-3 rounded-md border border-border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${speedId}-title`} className="text-sm font-semibold">
          {t("cameras.playback.title")}
        </h3>
        <div className="flex items-center gap-2">
          <label htmlFor={periodId} className="text-xs font-medium">
            {t("cameras.playback.period")}
          </label>
          <Select id={periodId} value={hours} onChange={(event) => showPeriod(Number(event.target.value))}>
            {PERIODS.map((period) => (
              <option key={period} value={period}>
                {t("cameras.playback.lastHours", { count: period })}
              </option>
            ))}
          </Select>
        </div>
      </div>
      {recordings.isPending ? (
        <Spinner />
      ) : spans.length === 0 ? (
        // A camera that has just begun to record has its first segment within seconds: look again.
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-muted-foreground">{t("cameras.playback.empty")}</p>
          <Button variant="ghost" size="sm" onClick={refresh}>
            {t("cameras.playback.refresh")}
          </Button>
        </div>
      ) : (
        <>
          <button
            type="button"
            aria-label={t("cameras.playback.timeline")}
            data-testid="recording-timeline"
            className="relative h-8 w-full rounded bg-muted"
            onClick={(event) => {
              const box = event.currentTarget.getBoundingClientRect();
              playAt(window.from + ((event.clientX - box.left) / box.width) * (window.to - window.from));
            }}
          >
            {runs.map((run) => {
              const place = placeOn({ span: run, from: window.from, to: window.to });
              return (
                <span
                  key={run.start}
                  className="absolute inset-y-1 rounded-sm bg-primary/70"
                  style={{ left: `${place.left}%`, width: `${place.width}%` }}
                />
              );
            })}
          </button>
          <div className="flex flex-wrap items-end gap-2">
            <Button variant="outline" size="sm" onClick={() => playAt(Date.now() - 60_000)}>
              <Play aria-hidden="true" />
              {t("cameras.playback.lastMinute")}
            </Button>
            <div className="grid gap-1">
              <label htmlFor={speedId} className="text-xs font-medium">
                {t("cameras.playback.speed")}
              </label>
              <Select id={speedId} value={speed} onChange={(event) => setSpeed(Number(event.target.value))}>
                {SPEEDS.map((s) => (
                  <option key={s} value={s}>{`${s}x`}</option>
                ))}
              </Select>
            </div>
            <Button variant="outline" size="sm" disabled={!playing} onClick={snapshot}>
              <CameraIcon aria-hidden="true" />
              {t("cameras.playback.snapshot")}
            </Button>
            <Button variant="ghost" size="sm" onClick={refresh}>
              {t("cameras.playback.refresh")}
            </Button>
          </div>
          <video
            ref={video}
            muted
            playsInline
            controls
            className="aspect-video w-full bg-black"
            data-testid="playback-video"
          />
          <p className="text-xs text-muted-foreground" aria-live="polite" data-testid="playback-position">
            {position !== null ? formatDateTime(new Date(position).toISOString(), i18n.language) : ""}
          </p>
          <EvidenceExport camera={camera} />
        </>
      )}
    </section>
  );
}
