import { haversineMeters, parseCheckpointQr, type TCheckpoint, type TMyTours, type TTour } from "@hts/domain";

// What the phone knows of a tour being walked (issue 23), kept in IndexedDB so that a closed app or a
// lost network does not lose it: the run's id (made here), and the checkpoints passed, by device time.

export type TourWalk = {
  run_id: string;
  tour_id: string;
  shift_id: string;
  started_at: string;
  /** Checkpoint id → device time of its scan. */
  scanned: Record<string, string>;
};

export const walkKey = (userId: string) => `tour-walk:${userId}`;

/** The tour's stops still to pass: those neither scanned here nor known to the server for this run. */
export function remainingStops({
  tour,
  walk,
  data,
}: {
  tour: TTour;
  walk: TourWalk;
  data: TMyTours | undefined;
}) {
  const server = data?.runs.find((run) => run.id === walk.run_id);
  const done = new Set([
    ...Object.keys(walk.scanned),
    ...(server?.checkpoints.filter((c) => c.scanned_at !== null).map((c) => c.checkpoint_id) ?? []),
  ]);
  return tour.stops.map((stop) => stop.checkpoint_id).filter((id) => !done.has(id));
}

/**
 * The checkpoint of the tour a QR text or NFC serial names, or null. The QR's signature is the
 * server's to check (the phone has no key): here only which checkpoint it claims to be.
 */
export function checkpointOfCode({
  code,
  method,
  tour,
  checkpoints,
}: {
  code: string;
  method: "qr" | "nfc";
  tour: TTour;
  checkpoints: readonly TCheckpoint[];
}): TCheckpoint | null {
  const inTour = new Set(tour.stops.map((stop) => stop.checkpoint_id));
  const found =
    method === "qr"
      ? checkpoints.find((c) => c.id === parseCheckpointQr(code)?.checkpointId && c.kind === "qr")
      : checkpoints.find((c) => c.kind === "nfc" && c.nfc_serial === code.toLowerCase());
  return found && inTour.has(found.id) ? found : null;
}

/** Metres from a GPS checkpoint and whether the position counts as there (accuracy up to 50 m helps). */
export function gpsCheck(checkpoint: TCheckpoint, position: { lat: number; lng: number; accuracy: number }) {
  if (checkpoint.latitude === null || checkpoint.longitude === null) return { distance: 0, inside: false };
  const distance = Math.round(
    haversineMeters({ from: position, to: { lat: checkpoint.latitude, lng: checkpoint.longitude } }),
  );
  return { distance, inside: distance - Math.min(position.accuracy, 50) <= checkpoint.radius_m };
}
