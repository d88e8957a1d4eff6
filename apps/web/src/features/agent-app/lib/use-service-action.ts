import type { TAttendanceKind, TAttendanceRefusal, TPosition } from "@hts/domain";
import { useState } from "react";
import { currentPosition } from "./geolocation.ts";
import { attendanceRefusal, detailOf } from "./result-detail.ts";
import { useOfflineQueue } from "./use-offline-queue.tsx";

export type ServiceTarget = { shift_id: string | null; site_id?: string };

export type ServiceFeedback =
  | { type: "locating" }
  | { type: "done"; position: TPosition | null }
  | { type: "queued"; position: TPosition | null }
  | { type: "refused"; detail: string };

/** A refusal the screen answers with a dialog, and the action to send again. */
export type PendingRefusal = { kind: TAttendanceKind; target: ServiceTarget; refusal: TAttendanceRefusal };

/**
 * 'Prise de service', 'Pause', 'Fin de pause', 'Fin de service': the position, then the queue (stored
 * first, sent at once when online). A refusal with a code opens its dialog (geofence, post orders).
 */
export function useServiceAction() {
  const { submit } = useOfflineQueue();
  const [feedback, setFeedback] = useState<ServiceFeedback | null>(null);
  const [refusal, setRefusal] = useState<PendingRefusal | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async (kind: TAttendanceKind, target: ServiceTarget, exceptionReason?: string) => {
    setBusy(true);
    setRefusal(null);
    setFeedback({ type: "locating" });
    try {
      const position = await currentPosition({ maxAgeMs: 0 });
      const body = {
        kind,
        shift_id: target.shift_id,
        ...(target.site_id ? { site_id: target.site_id } : {}),
        ...(exceptionReason ? { exception_reason: exceptionReason } : {}),
      };
      const result = await submit({ kind, body, position });
      if (!result) setFeedback({ type: "queued", position });
      else if (result.outcome === "done") setFeedback({ type: "done", position });
      else {
        const coded = attendanceRefusal(result.body);
        setFeedback({ type: "refused", detail: detailOf(result.body) });
        if (coded && (coded.code === "outside_geofence" || coded.code === "post_orders_pending")) {
          setRefusal({ kind, target, refusal: coded });
        }
      }
    } finally {
      setBusy(false);
    }
  };

  return { send, feedback, refusal, clearRefusal: () => setRefusal(null), busy };
}
