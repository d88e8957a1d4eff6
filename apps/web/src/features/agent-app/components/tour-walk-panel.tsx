import type { TMyTours, TTour } from "@hts/domain";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { nfcSupported, startNfc } from "@/features/access";
import { currentPosition } from "../lib/geolocation.ts";
import { checkpointOfCode, gpsCheck, remainingStops, type TourWalk } from "../lib/tour-walk.ts";
import type { PendingScan, ScanAnswer } from "../lib/use-tour-walk.ts";
import { TourManualEntry } from "./tour-manual-entry.tsx";
import { TourQrCamera } from "./tour-qr-camera.tsx";
import { TourTaskPanel } from "./tour-task-panel.tsx";

type Props = {
  tour: TTour;
  data: TMyTours;
  walk: TourWalk;
  onScan: (pending: PendingScan, answer?: ScanAnswer) => Promise<void>;
  onMessage: (text: string) => void;
  onLeave: () => void;
};

/** A tour under way: what is left, and the ways to pass a checkpoint (QR, NFC, position, by hand). */
export function TourWalkPanel({ tour, data, walk, onScan, onMessage, onLeave }: Props) {
  const { t } = useTranslation();
  const [camera, setCamera] = useState(false);
  const [nfc, setNfc] = useState(false);
  const [task, setTask] = useState<PendingScan | null>(null);
  const [manual, setManual] = useState<string | null>(null);
  const nfcAbort = useRef<AbortController | null>(null);
  useEffect(() => () => nfcAbort.current?.abort(), []);
  const byId = new Map(data.checkpoints.map((c) => [c.id, c]));
  const left = remainingStops({ tour, walk, data }).flatMap((id) => byId.get(id) ?? []);

  const found = async (pending: PendingScan) => {
    setCamera(false);
    if (pending.checkpoint.task_kind !== "none") return setTask(pending);
    await onScan(pending);
  };
  const onCode = async (code: string, method: "qr" | "nfc") => {
    const checkpoint = checkpointOfCode({ code, method, tour, checkpoints: data.checkpoints });
    if (!checkpoint) {
      setCamera(false);
      return onMessage(t("tours.walk.unknownCode"));
    }
    await found({ checkpoint, method, code, position: await currentPosition({ maxAgeMs: 10_000 }) });
  };
  const readNfc = async () => {
    nfcAbort.current?.abort();
    const controller = new AbortController();
    nfcAbort.current = controller;
    setNfc(true);
    const ok = await startNfc({
      signal: controller.signal,
      onUid: (uid) => {
        controller.abort();
        setNfc(false);
        void onCode(uid, "nfc");
      },
    });
    if (!ok) setNfc(false);
  };
  const here = async (id: string) => {
    const checkpoint = byId.get(id);
    if (!checkpoint) return;
    const position = await currentPosition({ maxAgeMs: 0 });
    if (!position) return onMessage(t("tours.walk.noPosition"));
    const check = gpsCheck(checkpoint, position);
    if (!check.inside)
      return onMessage(t("tours.walk.tooFar", { distance: check.distance, radius: checkpoint.radius_m }));
    await found({ checkpoint, method: "gps", position });
  };

  if (task)
    return (
      <TourTaskPanel
        pending={task}
        onCancel={() => setTask(null)}
        onAnswer={(answer) => {
          setTask(null);
          void onScan(task, answer);
        }}
      />
    );
  const manualCheckpoint = manual ? byId.get(manual) : undefined;
  if (manualCheckpoint)
    return (
      <TourManualEntry
        checkpoint={manualCheckpoint}
        onCancel={() => setManual(null)}
        onConfirm={(reason) => {
          setManual(null);
          void currentPosition({ maxAgeMs: 10_000 }).then((position) =>
            found({ checkpoint: manualCheckpoint, method: "manual", manual_reason: reason, position }),
          );
        }}
      />
    );
  return (
    <section aria-labelledby="tour-walk-title" className="grid gap-3">
      <h2 id="tour-walk-title" className="text-xl font-semibold">
        {tour.name}
      </h2>
      {left.length === 0 ? (
        <p role="status" className="rounded-lg border border-success bg-card p-4 text-lg">
          {t("tours.walk.done")}
        </p>
      ) : (
        <>
          <p className="text-lg" role="status">
            {t("tours.walk.left", { count: left.length })}
          </p>
          <div className="grid grid-cols-2 gap-2">
            <Button className="min-h-14 text-base" onClick={() => setCamera((on) => !on)}>
              {camera ? t("tours.walk.stopCamera") : t("tours.walk.scanQr")}
            </Button>
            {nfcSupported() && (
              <Button
                variant="secondary"
                className="min-h-14 text-base"
                onClick={() => void readNfc()}
                disabled={nfc}
              >
                {nfc ? t("tours.walk.nfcWaiting") : t("tours.walk.scanNfc")}
              </Button>
            )}
          </div>
          {camera && <TourQrCamera onCode={(code) => void onCode(code, "qr")} />}
          <h3 className="text-base font-semibold">{t("tours.walk.leftList")}</h3>
          <ul className="grid gap-2">
            {left.map((checkpoint) => (
              <li
                key={checkpoint.id}
                className="grid gap-2 rounded-lg border border-border bg-card p-3 text-card-foreground"
              >
                <span className="text-base font-medium">
                  {checkpoint.name}
                  {checkpoint.location && (
                    <span className="text-muted-foreground"> · {checkpoint.location}</span>
                  )}
                </span>
                <div className="flex flex-wrap gap-2">
                  {checkpoint.kind === "gps" && (
                    <Button
                      className="min-h-12"
                      onClick={() => void here(checkpoint.id)}
                      aria-label={`${t("tours.walk.here")} : ${checkpoint.name}`}
                    >
                      {t("tours.walk.here")}
                    </Button>
                  )}
                  <Button
                    variant="outline"
                    className="min-h-12"
                    onClick={() => setManual(checkpoint.id)}
                    aria-label={`${t("tours.walk.manual")} : ${checkpoint.name}`}
                  >
                    {t("tours.walk.manual")}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
      <Button variant="outline" className="min-h-12" onClick={onLeave}>
        {t("tours.walk.finish")}
      </Button>
    </section>
  );
}
