import type { TCheckpoint, TTour } from "@hts/domain";
import type { tourCheckpoints, tours } from "../../db/schema.ts";

export type CheckpointRow = typeof tourCheckpoints.$inferSelect;
export type TourRow = typeof tours.$inferSelect;

export const toApiCheckpoint = (row: CheckpointRow): TCheckpoint => ({
  id: row.id,
  site_id: row.siteId,
  name: row.name,
  location: row.location,
  kind: row.kind as TCheckpoint["kind"],
  nfc_serial: row.nfcSerial,
  latitude: row.latitude,
  longitude: row.longitude,
  radius_m: row.radiusM,
  task_kind: row.taskKind as TCheckpoint["task_kind"],
  task_question: row.taskQuestion,
});

export const toApiTour = (row: TourRow): TTour => ({
  id: row.id,
  site_id: row.siteId,
  name: row.name,
  post: row.post,
  ordered: row.ordered,
  expected_minutes: row.expectedMinutes,
  severity: row.severity as TTour["severity"],
  schedule: row.schedule,
  active: row.active,
  stops: row.stops,
});
