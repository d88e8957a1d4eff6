import { z } from "zod";
import { ALARM_SEVERITIES } from "../alarms/alarms.rules.ts";
import { ZPosition } from "../attendance/attendance.schemas.ts";
import { MSG_TOURS } from "./tours.messages.ts";

// Patrol tours (rondes, issue 23): checkpoints of a site, tours over them, runs walked on the phone and
// their scans. snake_case JSON like the rest of the agent app; times ISO 8601 with offset.

export const CHECKPOINT_KINDS = ["nfc", "qr", "gps"] as const;
export const TASK_KINDS = ["none", "yes_no", "number", "photo"] as const;
export const SCAN_METHODS = ["nfc", "qr", "gps", "manual"] as const;
export const RUN_STATUSES = ["in_progress", "completed", "incomplete"] as const;
export const CHECKPOINT_STATUSES = ["pending", "scanned", "late", "missed"] as const;

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
const name = z.string().trim().min(1).max(120);

export const ZCheckpointInput = z
  .object({
    site_id: z.uuid(),
    name,
    location: z.string().trim().max(200).default(""),
    kind: z.enum(CHECKPOINT_KINDS),
    /** The tag's serial as Web NFC reads it ("04:a2:…"), stored lower-case. */
    nfc_serial: z.string().trim().toLowerCase().min(4).max(64).nullable().optional(),
    latitude: z.number().min(-90).max(90).nullable().optional(),
    longitude: z.number().min(-180).max(180).nullable().optional(),
    radius_m: z.number().int().min(5).max(500).default(30),
    task_kind: z.enum(TASK_KINDS).default("none"),
    task_question: z.string().trim().max(200).nullable().optional(),
  })
  .refine((c) => c.kind !== "gps" || (c.latitude != null && c.longitude != null), {
    path: ["latitude"],
    message: MSG_TOURS.positionRequired,
  })
  .refine((c) => c.task_kind === "none" || c.task_kind === "photo" || !!c.task_question, {
    path: ["task_question"],
    message: MSG_TOURS.questionRequired,
  });
export type TCheckpointInput = z.infer<typeof ZCheckpointInput>;

export const ZCheckpointUpdate = z.object({
  name: name.optional(),
  location: z.string().trim().max(200).optional(),
  nfc_serial: z.string().trim().toLowerCase().min(4).max(64).nullable().optional(),
  latitude: z.number().min(-90).max(90).nullable().optional(),
  longitude: z.number().min(-180).max(180).nullable().optional(),
  radius_m: z.number().int().min(5).max(500).optional(),
  task_kind: z.enum(TASK_KINDS).optional(),
  task_question: z.string().trim().max(200).nullable().optional(),
});

export const ZCheckpoint = z.object({
  id: z.string(),
  site_id: z.string(),
  name: z.string(),
  location: z.string(),
  kind: z.enum(CHECKPOINT_KINDS),
  nfc_serial: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  radius_m: z.number(),
  task_kind: z.enum(TASK_KINDS),
  task_question: z.string().nullable(),
});
export type TCheckpoint = z.infer<typeof ZCheckpoint>;

/** Every N hours from the shift's start, or at fixed Paris times. */
export const ZTourSchedule = z.discriminatedUnion("mode", [
  z.object({ mode: z.literal("none") }),
  z.object({ mode: z.literal("interval"), every_hours: z.number().int().min(1).max(24) }),
  z.object({ mode: z.literal("fixed"), times: z.array(hhmm).min(1).max(24) }),
]);
export type TTourSchedule = z.infer<typeof ZTourSchedule>;

export const ZTourStop = z.object({
  checkpoint_id: z.uuid(),
  /** Minutes from the tour's start within which the checkpoint must be scanned; null = the tour's duration. */
  window_min: z.number().int().min(1).max(1440).nullable().default(null),
});

export const ZTourInput = z.object({
  site_id: z.uuid(),
  name,
  post: z.string().trim().max(120).nullable().default(null),
  ordered: z.boolean().default(true),
  expected_minutes: z.number().int().min(1).max(720),
  severity: z.enum(ALARM_SEVERITIES).default("important"),
  schedule: ZTourSchedule.default({ mode: "none" }),
  active: z.boolean().default(true),
  stops: z.array(ZTourStop).min(1).max(100),
});
export type TTourInput = z.infer<typeof ZTourInput>;
export const ZTourUpdate = ZTourInput.omit({ site_id: true }).partial();

export const ZTour = z.object({
  id: z.string(),
  site_id: z.string(),
  name: z.string(),
  post: z.string().nullable(),
  ordered: z.boolean(),
  expected_minutes: z.number(),
  severity: z.enum(ALARM_SEVERITIES),
  schedule: ZTourSchedule,
  active: z.boolean(),
  stops: z.array(z.object({ checkpoint_id: z.string(), window_min: z.number().nullable() })),
});
export type TTour = z.infer<typeof ZTour>;

export const ZSiteQuery = z.object({ site_id: z.uuid() });

/** The phone starts a run: its id is made on the phone so that the scans can name it offline. */
export const ZTourRunStart = z.object({
  client_id: z.uuid(),
  tour_id: z.uuid(),
  shift_id: z.uuid(),
  occurred_at: z.iso.datetime({ offset: true }),
  position: ZPosition.optional(),
});
export type TTourRunStart = z.infer<typeof ZTourRunStart>;

export const ZTourScanInput = z.object({
  client_id: z.uuid(),
  run_id: z.uuid(),
  method: z.enum(SCAN_METHODS),
  /** The QR text or the NFC serial; for GPS and manual entries, the checkpoint is named. */
  code: z.string().trim().min(1).max(300).optional(),
  checkpoint_id: z.uuid().optional(),
  occurred_at: z.iso.datetime({ offset: true }),
  position: ZPosition.optional(),
  manual_reason: z.string().trim().min(3).max(500).optional(),
  answer_yes: z.boolean().optional(),
  answer_number: z.number().finite().optional(),
  /** A photo already sent to POST /api/me/photos. */
  photo_id: z.uuid().optional(),
});
export type TTourScanInput = z.infer<typeof ZTourScanInput>;

export const ZTourScan = z.object({
  id: z.string(),
  client_id: z.string(),
  run_id: z.string(),
  checkpoint_id: z.string(),
  method: z.enum(SCAN_METHODS),
  occurred_at: z.string(),
  received_at: z.string(),
  answer: z.string().nullable(),
  photo_id: z.string().nullable(),
  flags: z.array(z.string()),
  replayed: z.boolean(),
});
export type TTourScan = z.infer<typeof ZTourScan>;

export const ZRunCheckpoint = z.object({
  checkpoint_id: z.string(),
  name: z.string(),
  status: z.enum(CHECKPOINT_STATUSES),
  scanned_at: z.string().nullable(),
  method: z.enum(SCAN_METHODS).nullable(),
  answer: z.string().nullable(),
  photo_id: z.string().nullable(),
  flags: z.array(z.string()),
});

export const ZTourRun = z.object({
  id: z.string(),
  tour_id: z.string(),
  tour_name: z.string(),
  site_id: z.string(),
  site_name: z.string(),
  agent_id: z.string(),
  agent_name: z.string(),
  shift_id: z.string().nullable(),
  status: z.enum(RUN_STATUSES),
  late: z.boolean(),
  started_at: z.string(),
  due_at: z.string(),
  finished_at: z.string().nullable(),
  flagged: z.number(),
  checkpoints: z.array(ZRunCheckpoint),
  replayed: z.boolean(),
});
export type TTourRun = z.infer<typeof ZTourRun>;

export const ZTourRunQuery = z.object({
  site_id: z.uuid().optional(),
  status: z.enum(RUN_STATUSES).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});

/** What the phone needs to walk offline: the tours of the shift's site, with their checkpoints. */
export const ZMyTours = z.object({
  tours: z.array(ZTour),
  checkpoints: z.array(ZCheckpoint),
  runs: z.array(ZTourRun),
});
export type TMyTours = z.infer<typeof ZMyTours>;

/**
 * A run as the control room's board shows it (decision 128): who, where, when, and each stop's name,
 * status and flags, in the tour's order. The scan's method, answer, photo and times are the run's
 * (`GET /api/tour-runs/:id`, the PDF report): with 500 runs of 12 stops the full runs made a 1.4 MB
 * board, sent to every control-room screen at each change.
 */
export const ZBoardRun = ZTourRun.pick({
  id: true,
  tour_id: true,
  tour_name: true,
  site_id: true,
  site_name: true,
  agent_name: true,
  late: true,
  started_at: true,
  due_at: true,
}).extend({
  checkpoints: z.array(ZRunCheckpoint.pick({ name: true, status: true, flags: true })),
});
export type TBoardRun = z.infer<typeof ZBoardRun>;

/** The control room's overview: runs in progress and late, missed occurrences of the last hours. */
export const ZTourBoard = z.object({
  in_progress: z.array(ZBoardRun),
  late: z.array(ZBoardRun),
  missed: z.array(
    z.object({ tour_id: z.string(), tour_name: z.string(), site_name: z.string(), due_at: z.string() }),
  ),
  flagged_scans: z.number(),
});
export type TTourBoard = z.infer<typeof ZTourBoard>;

/** Counts of one scope (all, a site, a tour): see `tourFigures`. */
const tourCounts = {
  runs: z.number(),
  on_time: z.number(),
  late: z.number(),
  incomplete: z.number(),
  in_progress: z.number(),
  missed: z.number(),
  completion_rate: z.number().nullable(),
};

/** Tour completion figures for reports and analytics. */
export const ZTourStats = z.object({
  from: z.string(),
  to: z.string(),
  runs: z.number(),
  completed: z.number(),
  incomplete: z.number(),
  missed_tours: z.number(),
  checkpoints_expected: z.number(),
  checkpoints_scanned: z.number(),
  flagged_scans: z.number(),
  completion_rate: z.number().nullable(),
  /** Done on time, late, missed... over everything, then per site and per tour (most missed first). */
  totals: z.object(tourCounts),
  by_site: z.array(z.object({ site_id: z.string(), site_name: z.string(), ...tourCounts })),
  by_tour: z.array(
    z.object({ tour_id: z.string(), tour_name: z.string(), site_name: z.string(), ...tourCounts }),
  ),
});
export type TTourStats = z.infer<typeof ZTourStats>;
export const ZTourStatsQuery = z.object({
  from: z.iso.datetime({ offset: true }),
  to: z.iso.datetime({ offset: true }),
  site_id: z.uuid().optional(),
});

/** One tour run of a shift, for the daily activity report. */
export const ZShiftTourSummary = z.object({
  tour_name: z.string(),
  run_id: z.string(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  status: z.enum(RUN_STATUSES),
  checkpoints: z.array(
    z.object({
      name: z.string(),
      scanned_at: z.string().nullable(),
      status: z.enum(CHECKPOINT_STATUSES),
      method: z.enum(SCAN_METHODS).nullable(),
      answer: z.string().nullable(),
      photo_id: z.string().nullable(),
      flagged: z.boolean(),
    }),
  ),
});
export type TShiftTourSummary = z.infer<typeof ZShiftTourSummary>;
