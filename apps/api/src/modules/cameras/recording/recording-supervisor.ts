import {
  alarmStep,
  eventActive,
  expiredBufferSegments,
  isRecordingStalled,
  MSG_RECORDING,
  recorderBackoff,
  recordingSettingsOf,
  recordingWanted,
  renderServerText,
  type TRecordingMode,
} from "@hts/domain";
import { and, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { RecordingConfig } from "../../../config.ts";
import type { Db } from "../../../db/client.ts";
import { alarms, cameras, companies, sites } from "../../../db/schema.ts";
import type { EventBus } from "../../../lib/events/event-bus.ts";
import { LoopedJob } from "../../../lib/job-loop.ts";
import { raiseAlarm } from "../../alarms/index.ts";
import type { CameraVideo } from "../video/camera-video.ts";
import { CameraRecorder, type FinishedPart } from "./camera-recorder.ts";
import { applyRetention } from "./recording-retention.ts";
import type { RecordingSpace } from "./recording-space.ts";
import { cameraDir, finishPart, keepBuffered, listSegments, removeSegments } from "./segment-store.ts";
import { raiseSpaceAlarm } from "./space-alarm.ts";

type Wanted = "off" | "buffer" | "record";

/** What the supervisor knows of one camera between cycles. */
type Slot = {
  companyId: string;
  dir: string;
  recorder: CameraRecorder;
  wanted: Wanted;
  /** When this camera began to need recording (or was last restarted): the stall clock's origin. */
  since: number;
  lastSegmentAt: number | null;
  failures: number;
  /** A restart waits until then (backoff after a failure). */
  retryAt: number;
};

type CameraRow = {
  id: string;
  companyId: string;
  siteId: string;
  siteName: string;
  name: string;
  mode: string;
  recordUntil: Date | null;
  state: string;
  lastSegmentAt: Date | null;
  retentionDays: number | null;
  quotaMb: number | null;
  companySettings: unknown;
};

export type RecordingSupervisorOptions = {
  db: Db;
  events: EventBus;
  video: CameraVideo;
  config: RecordingConfig;
  /** Free space of the recording disk, shared with the system status. */
  space: RecordingSpace;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
};

/**
 * The leader's recording job (issue 30, decision 100). Every cycle it compares what each camera should
 * do (its mode, a manual 'Enregistrer maintenant', the alarms of its site) with the ffmpeg it runs:
 * starts, stops and restarts them (backoff), names finished segments, keeps the pre-event buffer of an
 * events-mode camera when an event begins, applies retention and quotas, writes the recording state
 * and the last segment's time on the camera, and raises one alarm when a recording camera stalls.
 */
export class RecordingSupervisor extends LoopedJob {
  private readonly slots = new Map<string, Slot>();
  private lastRetentionAt = 0;
  /** Companies told of the current low-space episode; emptied when space comes back. */
  private readonly spaceAlerted = new Set<string>();

  constructor(private readonly options: RecordingSupervisorOptions) {
    super({
      name: "enregistrement des caméras",
      intervalMs: options.config.checkMs,
      firstRunMs: 0,
      log: options.log,
    });
  }

  override async stop(): Promise<void> {
    await super.stop();
    await Promise.all([...this.slots.values()].map((s) => s.recorder.stop()));
    this.slots.clear();
  }

  /** Cameras whose ffmpeg runs now (tests, system status). */
  get recordingCount(): number {
    return [...this.slots.values()].filter((s) => s.recorder.running).length;
  }

  async runOnce(now = Date.now()): Promise<void> {
    const rows = await this.readCameras();
    const activeSites = await this.sitesWithEvents(rows, now);
    const seen = new Set<string>();
    const recording: CameraRow[] = [];
    for (const row of rows) {
      seen.add(row.id);
      const wanted = recordingWanted({
        mode: row.mode as TRecordingMode,
        recordUntil: row.recordUntil?.getTime() ?? null,
        eventActive: activeSites.has(row.siteId),
        now,
      });
      if (wanted !== "off") recording.push(row);
      await this.steer(row, wanted, now);
    }
    await this.watchSpace(recording, now);
    // A camera deleted, or its site archived: its recorder stops, its files stay for retention.
    for (const [id, slot] of this.slots)
      if (!seen.has(id)) {
        await slot.recorder.stop();
        this.slots.delete(id);
      }
    if (now - this.lastRetentionAt >= 60_000) {
      this.lastRetentionAt = now;
      await this.applyRetention(rows, now);
    }
  }

  /** Retention now (tests). */
  /** A retention or quota changed: applied at the next cycle, which starts now. */
  retentionChanged(): void {
    this.lastRetentionAt = 0;
    this.kick();
  }

  async retentionOnce(now = Date.now()): Promise<void> {
    await this.applyRetention(await this.readCameras(), now);
  }

  private async readCameras(): Promise<CameraRow[]> {
    return this.options.db
      .select({
        id: cameras.id,
        companyId: cameras.companyId,
        siteId: cameras.siteId,
        siteName: sites.name,
        name: cameras.name,
        mode: cameras.recordingMode,
        recordUntil: cameras.recordUntil,
        state: cameras.recordingState,
        lastSegmentAt: cameras.lastSegmentAt,
        retentionDays: cameras.recordingRetentionDays,
        quotaMb: cameras.recordingQuotaMb,
        companySettings: companies.settings,
      })
      .from(cameras)
      .innerJoin(sites, eq(sites.id, cameras.siteId))
      .innerJoin(companies, eq(companies.id, cameras.companyId))
      .where(isNull(sites.archivedAt));
  }

  /** Sites of events-mode cameras with an alarm active, or resolved within the post-event time. */
  private async sitesWithEvents(rows: CameraRow[], now: number): Promise<Set<string>> {
    const siteIds = [...new Set(rows.filter((r) => r.mode === "events").map((r) => r.siteId))];
    if (siteIds.length === 0) return new Set();
    const since = new Date(now - this.options.config.postEventMs);
    const found = await this.options.db
      .select({ siteId: alarms.siteId, resolvedAt: alarms.resolvedAt })
      .from(alarms)
      .where(
        and(
          inArray(alarms.siteId, siteIds),
          or(eq(alarms.status, "active"), sql`${alarms.resolvedAt} > ${since}`),
        ),
      );
    const active = new Set<string>();
    for (const siteId of siteIds) {
      const ofSite = found
        .filter((a) => a.siteId === siteId)
        .map((a) => ({ resolvedAt: a.resolvedAt?.getTime() ?? null }));
      if (eventActive({ alarms: ofSite, postMs: this.options.config.postEventMs, now })) active.add(siteId);
    }
    return active;
  }

  private async steer(row: CameraRow, wanted: Wanted, now: number): Promise<void> {
    let slot = this.slots.get(row.id);
    if (wanted === "off") {
      if (slot) {
        await slot.recorder.stop();
        this.slots.delete(row.id);
      }
      await this.writeState(row, "off", slot?.lastSegmentAt ?? null);
      return;
    }
    if (!slot) {
      slot = this.newSlot(row, wanted, now);
      this.slots.set(row.id, slot);
    }
    // An event began: the buffer becomes the pre-event part of the recording.
    if (slot.wanted === "buffer" && wanted === "record")
      await keepBuffered(slot.dir, await listSegments(slot.dir));
    slot.wanted = wanted;
    if (!slot.recorder.running && now >= slot.retryAt) {
      slot.retryAt = Number.POSITIVE_INFINITY; // until start() resolves or fails
      await slot.recorder.start().catch((error: unknown) => {
        this.options.log.warn({ err: error, cameraId: row.id }, "enregistrement : démarrage en échec");
        this.failed(slot, Date.now());
      });
      if (slot.retryAt === Number.POSITIVE_INFINITY) slot.retryAt = 0;
    }
    if (wanted === "buffer") {
      const buffered = (await listSegments(slot.dir)).filter((s) => s.buffered);
      await removeSegments(
        slot.dir,
        expiredBufferSegments({ segments: buffered, preMs: this.options.config.preEventMs, now }),
      );
    }
    const stalled = isRecordingStalled({
      lastSegmentAt: slot.lastSegmentAt,
      runningSince: slot.since,
      silenceMs: this.options.config.silenceMs,
      now,
    });
    if (stalled) await this.reportStall(row, slot, now);
    else await this.writeState(row, wanted === "record" ? "recording" : "buffering", slot.lastSegmentAt);
  }

  private newSlot(row: CameraRow, wanted: Wanted, now: number): Slot {
    const { config, video } = this.options;
    const dir = cameraDir(config.dir, row.companyId, row.id);
    const slot: Slot = {
      companyId: row.companyId,
      dir,
      wanted,
      since: now,
      lastSegmentAt: row.lastSegmentAt?.getTime() ?? null,
      failures: 0,
      retryAt: 0,
      recorder: new CameraRecorder({
        dir,
        ffmpegPath: video.ffmpegPath,
        segmentSeconds: config.segmentSeconds,
        timeoutMs: video.timeoutMs,
        source: async () => {
          const [source] = await this.options.db
            .select({ rtspUrl: cameras.rtspUrl, rtspSecret: cameras.rtspSecret })
            .from(cameras)
            .where(eq(cameras.id, row.id));
          return source ? video.sourceOf(source) : { failure: "no-url" };
        },
        onPart: (part) => void this.onPart(row.id, slot, part),
        onExit: (reason) => {
          this.options.log.warn({ cameraId: row.id, reason }, "enregistrement : ffmpeg arrêté");
          this.failed(slot, Date.now());
        },
      }),
    };
    return slot;
  }

  private failed(slot: Slot, now: number): void {
    slot.failures += 1;
    const { retryBaseMs, retryMaxMs } = this.options.config;
    slot.retryAt = now + recorderBackoff({ failures: slot.failures, baseMs: retryBaseMs, maxMs: retryMaxMs });
  }

  private async onPart(cameraId: string, slot: Slot, part: FinishedPart): Promise<void> {
    try {
      await finishPart({
        dir: slot.dir,
        part: part.part,
        start: part.endedAt - part.durationMs,
        end: part.endedAt,
        buffered: slot.wanted !== "record",
      });
      slot.lastSegmentAt = part.endedAt;
      slot.failures = 0;
    } catch (error) {
      this.options.log.warn({ err: error, cameraId }, "enregistrement : segment introuvable");
    }
  }

  /** Writes the state and last segment time when they changed; lists refresh through the bus. */
  private async writeState(row: CameraRow, state: string, lastSegmentAt: number | null): Promise<void> {
    const last = lastSegmentAt === null ? null : new Date(lastSegmentAt);
    if (row.state === state && (row.lastSegmentAt?.getTime() ?? null) === (last?.getTime() ?? null)) return;
    await this.options.db
      .update(cameras)
      .set({ recordingState: state, lastSegmentAt: last })
      .where(eq(cameras.id, row.id));
    if (row.state !== state)
      await this.options.events.publishSafely({
        companyId: row.companyId,
        type: "camera.status",
        id: row.id,
      });
  }

  /**
   * One alarm per stall: the state turns 'stalled' conditionally, in the alarm's transaction, so two
   * instances (or two cycles) never raise it twice. It is raised again only after writing resumed.
   */
  private async reportStall(row: CameraRow, slot: Slot, now: number): Promise<void> {
    const minutes = String(
      Math.max(1, Math.round((now - Math.max(slot.lastSegmentAt ?? 0, slot.since)) / 60_000)),
    );
    const alarmId = await this.options.db.transaction(async (tx) => {
      const [changed] = await tx
        .update(cameras)
        .set({ recordingState: "stalled" })
        .where(and(eq(cameras.id, row.id), ne(cameras.recordingState, "stalled")))
        .returning({ id: cameras.id });
      if (!changed) return null;
      const message = {
        title: { text: MSG_RECORDING.stalledTitle, params: { camera: row.name } },
        description: {
          text: MSG_RECORDING.stalledDescription,
          params: { camera: row.name, site: row.siteName, minutes },
        },
        triggeredBy: { text: MSG_RECORDING.stalledTriggeredBy },
      };
      const alarm = await raiseAlarm({
        tx,
        companyId: row.companyId,
        site: { id: row.siteId, name: row.siteName },
        alarm: {
          type: "technique",
          severity: "important",
          title: renderServerText(message.title, "fr"),
          description: renderServerText(message.description, "fr"),
          location: row.name,
          triggeredBy: renderServerText(message.triggeredBy, "fr"),
          message,
          actions: [alarmStep(MSG_RECORDING.stalledRaised, { minutes }, new Date(now))],
        },
        by: { userId: null, details: { source: "recording", cameraId: row.id } },
        bellTitle: message.title,
      });
      return alarm.id;
    });
    if (alarmId) {
      await this.options.events.publishSafely({
        companyId: row.companyId,
        type: "alarm.created",
        id: alarmId,
      });
      await this.options.events.publishSafely({
        companyId: row.companyId,
        type: "camera.status",
        id: row.id,
      });
    }
  }

  /** Retention and quotas (decisions 100 and 114), once a minute. */
  private async applyRetention(rows: CameraRow[], now: number): Promise<void> {
    await applyRetention({
      root: this.options.config.dir,
      rows: rows.map((r) => ({ ...r, companyQuotaMb: recordingSettingsOf(r.companySettings).quotaMb })),
      defaultRetentionDays: this.options.config.retentionDays,
      now,
    });
  }

  /**
   * Measures the recording disk's free space; under the threshold, each company with a camera that
   * records gets one alarm for the episode (decision 114), not one per cycle.
   */
  private async watchSpace(recording: CameraRow[], now: number): Promise<void> {
    const { space } = this.options;
    const reading = await space.measure();
    if (!reading) return;
    if (!space.isLow) {
      this.spaceAlerted.clear();
      return;
    }
    for (const row of recording) {
      if (this.spaceAlerted.has(row.companyId)) continue;
      await raiseSpaceAlarm({
        db: this.options.db,
        events: this.options.events,
        target: row,
        reading,
        minFreeBytes: space.minFreeBytes,
        now,
      });
      this.spaceAlerted.add(row.companyId);
    }
  }
}
