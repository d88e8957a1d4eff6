import type { TCheckpoint, TPosition, TTour } from "@hts/domain";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAuth } from "@/lib/auth/auth-context";
import { currentPosition } from "./geolocation.ts";
import { readValue, writeValue } from "./offline-store.ts";
import { detailOf } from "./result-detail.ts";
import { type TourWalk, walkKey } from "./tour-walk.ts";
import { useOfflineQueue } from "./use-offline-queue.tsx";

/** A scan about to be sent: how the checkpoint was found, and what its task asks. */
export type PendingScan = {
  checkpoint: TCheckpoint;
  method: "qr" | "nfc" | "gps" | "manual";
  code?: string;
  position: TPosition | null;
  manual_reason?: string;
};

/** A photo travels with the queued scan (base64, resized on the phone) and is sent just before it. */
export type ScanAnswer = { answer_yes?: boolean; answer_number?: number; photo_base64?: string };

/**
 * The tour being walked on this phone: started, scanned and kept in IndexedDB; every action goes
 * through the offline queue (sent now, or when the network is back, with the phone's time).
 */
export function useTourWalk() {
  const { t } = useTranslation();
  const userId = useAuth().user?.id ?? "";
  const { submit } = useOfflineQueue();
  const [walk, setWalk] = useState<TourWalk | null | undefined>(undefined);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);

  useEffect(() => {
    void readValue<TourWalk | null>(walkKey(userId)).then((stored) => setWalk(stored ?? null));
  }, [userId]);

  const save = useCallback(
    async (next: TourWalk | null) => {
      setWalk(next);
      await writeValue(walkKey(userId), next);
    },
    [userId],
  );

  const start = async (tour: TTour, shiftId: string) => {
    const runId = crypto.randomUUID();
    const position = await currentPosition({ maxAgeMs: 10_000 });
    const result = await submit({
      kind: "tour_start",
      body: { client_id: runId, tour_id: tour.id, shift_id: shiftId },
      position,
    });
    if (result?.outcome === "rejected") return setMessage({ text: detailOf(result.body), error: true });
    setMessage(null);
    await save({
      run_id: runId,
      tour_id: tour.id,
      shift_id: shiftId,
      started_at: new Date().toISOString(),
      scanned: {},
    });
  };

  const scan = async (pending: PendingScan, answer: ScanAnswer = {}) => {
    if (!walk) return;
    const result = await submit({
      kind: "tour_scan",
      body: {
        run_id: walk.run_id,
        shift_id: walk.shift_id,
        method: pending.method,
        ...(pending.code ? { code: pending.code } : { checkpoint_id: pending.checkpoint.id }),
        ...(pending.manual_reason ? { manual_reason: pending.manual_reason } : {}),
        ...answer,
      },
      position: pending.position,
    });
    if (result?.outcome === "rejected") return setMessage({ text: detailOf(result.body), error: true });
    setMessage({ text: result ? t("tours.walk.sent") : t("tours.walk.queued"), error: false });
    await save({ ...walk, scanned: { ...walk.scanned, [pending.checkpoint.id]: new Date().toISOString() } });
  };

  return { walk, start, scan, leave: () => save(null), message, setMessage };
}
