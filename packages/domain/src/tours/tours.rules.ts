import { haversineMeters } from "../attendance/attendance.rules.ts";
import { zoneClock } from "../planning/zone-clock.ts";
import type { TTourSchedule } from "./tours.schemas.ts";

// Pure rules of patrol tours (issue 23): the signed QR text of a checkpoint, the progress of a run
// judged by the device's times, rapid scans, and the occurrences of a tour's schedule.

const MINUTE = 60_000;
const QR_PREFIX = "HTSCP1";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** What a checkpoint's QR code says: the company and checkpoint it belongs to, signed by the server. */
export type TCheckpointQr = { companyId: string; checkpointId: string; signature: string };

/** The text the HMAC covers: the company is part of it, so a label cannot be moved to another one. */
export const checkpointQrSigningInput = ({ companyId, checkpointId }: Omit<TCheckpointQr, "signature">) =>
  `${QR_PREFIX}.${companyId}.${checkpointId}`;

export const formatCheckpointQr = (qr: TCheckpointQr) => `${checkpointQrSigningInput(qr)}.${qr.signature}`;

/** The parts of a label's text, or null for anything that is not one. */
export function parseCheckpointQr(text: string): TCheckpointQr | null {
  const parts = text.trim().split(".");
  if (parts.length !== 4 || parts[0] !== QR_PREFIX) return null;
  const [, companyId = "", checkpointId = "", signature = ""] = parts;
  if (!UUID.test(companyId) || !UUID.test(checkpointId) || !/^[A-Za-z0-9_-]{20,100}$/.test(signature))
    return null;
  return { companyId, checkpointId, signature };
}

export type TProgressStop = { checkpointId: string; windowMin: number | null };
export type TProgressScan = { checkpointId: string; at: Date };
export type TStopProgress = {
  checkpointId: string;
  status: "pending" | "scanned" | "late" | "missed";
  scannedAt: Date | null;
  dueAt: Date;
};

/**
 * Each stop of a run at `now`, judged by the device times of its scans: scanned within its window,
 * scanned after it ('late'), not yet and still in time ('pending'), or its window passed ('missed').
 * A stop without a window has the tour's expected duration.
 */
export function tourProgress({
  stops,
  startedAt,
  expectedMin,
  scans,
  now,
}: {
  stops: readonly TProgressStop[];
  startedAt: Date;
  expectedMin: number;
  scans: readonly TProgressScan[];
  now: Date;
}): TStopProgress[] {
  return stops.map((stop) => {
    const dueAt = new Date(startedAt.getTime() + (stop.windowMin ?? expectedMin) * MINUTE);
    const first = scans
      .filter((scan) => scan.checkpointId === stop.checkpointId)
      .sort((a, b) => a.at.getTime() - b.at.getTime())[0];
    if (first)
      return {
        checkpointId: stop.checkpointId,
        status: first.at <= dueAt ? "scanned" : "late",
        scannedAt: first.at,
        dueAt,
      };
    return {
      checkpointId: stop.checkpointId,
      status: now > dueAt ? "missed" : "pending",
      scannedAt: null,
      dueAt,
    };
  });
}

/** True when an ordered tour's stop is scanned while an earlier one is still unscanned. */
export function outOfOrder({
  ordered,
  stops,
  scannedIds,
  checkpointId,
}: {
  ordered: boolean;
  stops: readonly { checkpointId: string }[];
  scannedIds: ReadonlySet<string>;
  checkpointId: string;
}): boolean {
  if (!ordered) return false;
  const index = stops.findIndex((stop) => stop.checkpointId === checkpointId);
  return stops.slice(0, Math.max(0, index)).some((stop) => !scannedIds.has(stop.checkpointId));
}

/** A brisk walk, with room for a jog: faster than this between two labels is not walking. */
export const WALKING_SPEED_MS = 2.5;
/** The same label scanned again within this is someone standing at it, not a round. */
export const REPEAT_SCAN_MS = 5 * MINUTE;

export type TTimedScan = {
  checkpointId: string;
  at: Date;
  position: { lat: number; lng: number; accuracy: number } | null;
};

/**
 * Flags of a scan against the previous one of the run (by device time): 'repeated' for the same
 * checkpoint again within 5 minutes, 'too_fast' when the two positions are further apart than a person
 * walks in the time between (their accuracies count in the agent's favour).
 */
export function rapidScanFlags({
  previous,
  current,
}: {
  previous: TTimedScan | null;
  current: TTimedScan;
}): string[] {
  if (!previous) return [];
  const seconds = Math.abs(current.at.getTime() - previous.at.getTime()) / 1000;
  if (previous.checkpointId === current.checkpointId)
    return seconds * 1000 < REPEAT_SCAN_MS ? ["repeated"] : [];
  if (!previous.position || !current.position) return [];
  const distance = haversineMeters({ from: previous.position, to: current.position });
  const doubt = Math.min(previous.position.accuracy, 50) + Math.min(current.position.accuracy, 50);
  const walkable = WALKING_SPEED_MS * Math.max(seconds, 1);
  return distance - doubt > walkable ? ["too_fast"] : [];
}

export const TOUR_TIME_ZONE = "Europe/Paris";

/**
 * When a tour is due within a shift: every N hours from the shift's start (the start included), or at
 * each fixed Paris time inside the shift. None for a tour without a schedule.
 */
export function scheduleOccurrences({
  schedule,
  startsAt,
  endsAt,
}: {
  schedule: TTourSchedule;
  startsAt: Date;
  endsAt: Date;
}): Date[] {
  if (schedule.mode === "none") return [];
  const start = startsAt.getTime();
  const end = endsAt.getTime();
  if (schedule.mode === "interval") {
    const step = schedule.every_hours * 60 * MINUTE;
    const out: Date[] = [];
    for (let at = start; at < end; at += step) out.push(new Date(at));
    return out;
  }
  const clock = zoneClock({ timeZone: TOUR_TIME_ZONE });
  const out = new Set<number>();
  for (let day = clock.dayOf(start) - 1; day <= clock.dayOf(end); day++) {
    for (const time of schedule.times) {
      const [h = 0, m = 0] = time.split(":").map(Number);
      const at = clock.wallToInstant(day * 1440 * MINUTE + (h * 60 + m) * MINUTE);
      if (at >= start && at < end) out.add(at);
    }
  }
  return [...out].sort((a, b) => a - b).map((at) => new Date(at));
}

/** How long after its due time a tour not started counts as missed: its own duration. */
export const missedAt = ({ dueAt, expectedMin }: { dueAt: Date; expectedMin: number }) =>
  new Date(dueAt.getTime() + expectedMin * MINUTE);

/** A run started in the 15 minutes before a due time, or after it, covers that occurrence. */
export const EARLY_START_MIN = 15;
