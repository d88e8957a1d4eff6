import {
  ACCURACY_ALLOWANCE_MAX_M,
  haversineMeters,
  MSG_LOGBOOK,
  MSG_TOURS,
  outOfOrder,
  rapidScanFlags,
  type TServerText,
  type TTourRun,
  type TTourScanInput,
} from "@hts/domain";
import { and, desc, eq, lte } from "drizzle-orm";
import { agents, tourCheckpoints, tourRuns, tourScans } from "../../db/schema.ts";
import { audit } from "../../lib/audit.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import { AppError, conflict, notFound } from "../../lib/errors.ts";
import type { EventBus } from "../../lib/events/event-bus.ts";
import type { Tx } from "../../lib/tenancy.ts";
import { keepLastPosition, signalFieldChange } from "../field/index.ts";
import { attachMedia } from "../storage/index.ts";
import type { NotedScan } from "./board-state.ts";
import { refuseFuture } from "./run-start.service.ts";
import { type RunRow, runsView } from "./run-view.ts";
import { raiseNoAnswerAlarm } from "./tour-alarms.ts";
import { tourQrSecret, verifyCheckpointQr } from "./tour-keys.ts";

/**
 * `raisedAlarm`: the scan's 'non' raised an alarm (its pages, counters and the dashboard changed).
 * `noted`: a scan stored (not a replay), as the kept tour boards take it (decision 138).
 */
export type ScanResult = { status: 200 | 201; body: TTourRun; raisedAlarm?: boolean; noted?: NotedScan };
type CheckpointRow = typeof tourCheckpoints.$inferSelect;

const invalid = (field: string, msg: string | TServerText, type = "invalid") =>
  new AppError("validation", [{ loc: ["body", field], msg, type }]);

/** The checkpoint a scan names: a label the company signed, a tag enrolled, or a point named with a position. */
async function resolveCheckpoint({
  tx,
  companyId,
  run,
  input,
}: {
  tx: Tx;
  companyId: string;
  run: RunRow;
  input: TTourScanInput;
}): Promise<CheckpointRow> {
  let where: ReturnType<typeof eq>;
  if (input.method === "qr") {
    const checkpointId = input.code
      ? verifyCheckpointQr({ secret: await tourQrSecret(tx, companyId), companyId, text: input.code })
      : null;
    if (!checkpointId) throw invalid("code", MSG_TOURS.invalidCode);
    where = eq(tourCheckpoints.id, checkpointId);
  } else if (input.method === "nfc") {
    if (!input.code) throw invalid("code", MSG_TOURS.unknownTag);
    where = eq(tourCheckpoints.nfcSerial, input.code.toLowerCase());
  } else {
    if (!input.checkpoint_id) throw invalid("checkpoint_id", MSG_TOURS.checkpointNotFound, "required");
    where = eq(tourCheckpoints.id, input.checkpoint_id);
  }
  const [checkpoint] = await tx
    .select()
    .from(tourCheckpoints)
    .where(and(eq(tourCheckpoints.companyId, companyId), where));
  const inTour = checkpoint && run.stops.some((stop) => stop.checkpoint_id === checkpoint.id);
  if (!checkpoint || !inTour)
    throw invalid(
      input.method === "nfc" ? "code" : input.method === "qr" ? "code" : "checkpoint_id",
      input.method === "nfc" ? MSG_TOURS.unknownTag : MSG_TOURS.notInTour,
    );
  if (input.method === "nfc" && checkpoint.kind !== "nfc") throw invalid("code", MSG_TOURS.unknownTag);
  if (input.method === "qr" && checkpoint.kind !== "qr") throw invalid("code", MSG_TOURS.invalidCode);
  return checkpoint;
}

/** What the checkpoint's method and task require of the scan: position in radius, reason, answer, photo. */
function checkRequirements(checkpoint: CheckpointRow, input: TTourScanInput) {
  if (input.method === "gps") {
    if (checkpoint.latitude == null || checkpoint.longitude == null)
      throw invalid("method", MSG_TOURS.notInTour);
    if (!input.position) throw invalid("position", MSG_TOURS.gpsPositionRequired, "required");
    const distance = haversineMeters({
      from: input.position,
      to: { lat: checkpoint.latitude, lng: checkpoint.longitude },
    });
    if (distance - Math.min(input.position.accuracy, ACCURACY_ALLOWANCE_MAX_M) > checkpoint.radiusM)
      throw conflict({
        text: MSG_TOURS.outsideRadius,
        params: { distance: Math.round(distance), radius: checkpoint.radiusM },
      });
  }
  if (input.method === "manual" && !input.manual_reason)
    throw invalid("manual_reason", MSG_TOURS.reasonRequired, "required");
  const question = checkpoint.taskQuestion ?? "";
  if (checkpoint.taskKind === "yes_no" && input.answer_yes === undefined)
    throw invalid("answer_yes", { text: MSG_TOURS.answerRequired, params: { question } }, "required");
  if (checkpoint.taskKind === "number" && input.answer_number === undefined)
    throw invalid("answer_number", { text: MSG_TOURS.answerRequired, params: { question } }, "required");
  if (checkpoint.taskKind === "photo" && !input.photo_id)
    throw invalid("photo_id", MSG_TOURS.photoRequired, "required");
}

const answerOf = (checkpoint: CheckpointRow, input: TTourScanInput): string | null => {
  if (checkpoint.taskKind === "yes_no") return input.answer_yes ? "oui" : "non";
  if (checkpoint.taskKind === "number") return String(input.answer_number);
  return null;
};

/**
 * One scan of the caller's own run, judged by the phone's time: the checkpoint resolved and checked,
 * flagged (manual, rapid, repeated, out of order, late), stored once per `client_id`. A 'non' raises an
 * alarm; the last stop scanned completes the run.
 */
export async function recordScan({
  auth,
  agent,
  input,
  events,
}: {
  auth: AuthContext;
  agent: { id: string; name: string };
  input: TTourScanInput;
  events: EventBus;
}): Promise<ScanResult> {
  const now = new Date();
  const at = refuseFuture(input.occurred_at, now);
  let alarmId: string | null = null;
  const result = await auth.tenant.db.transaction(async (tx): Promise<ScanResult> => {
    await tx.select({ id: agents.id }).from(agents).where(eq(agents.id, agent.id)).for("update");
    const [run] = await tx
      .select()
      .from(tourRuns)
      .where(
        and(
          eq(tourRuns.companyId, auth.companyId),
          eq(tourRuns.id, input.run_id),
          eq(tourRuns.agentId, agent.id),
        ),
      );
    if (!run) throw notFound(MSG_TOURS.runNotFound);
    const [replay] = await tx
      .select({ id: tourScans.id })
      .from(tourScans)
      .where(and(eq(tourScans.agentId, agent.id), eq(tourScans.clientId, input.client_id)));
    if (replay) {
      const [body] = await runsView({ db: tx, runs: [run], now, replayed: true });
      return { status: 200, body: body as TTourRun };
    }
    const checkpoint = await resolveCheckpoint({ tx, companyId: auth.companyId, run, input });
    checkRequirements(checkpoint, input);
    const before = await tx
      .select()
      .from(tourScans)
      .where(and(eq(tourScans.runId, run.id), lte(tourScans.occurredAt, at)))
      .orderBy(desc(tourScans.occurredAt));
    const previous = before[0];
    const flags: string[] = input.method === "manual" ? ["manual"] : [];
    flags.push(
      ...rapidScanFlags({
        previous: previous
          ? {
              checkpointId: previous.checkpointId,
              at: previous.occurredAt,
              position:
                previous.latitude != null && previous.longitude != null
                  ? { lat: previous.latitude, lng: previous.longitude, accuracy: previous.accuracy ?? 0 }
                  : null,
            }
          : null,
        current: { checkpointId: checkpoint.id, at, position: input.position ?? null },
      }),
    );
    const stops = run.stops.map((stop) => ({ checkpointId: stop.checkpoint_id }));
    if (
      outOfOrder({
        ordered: run.ordered,
        stops,
        scannedIds: new Set(before.map((scan) => scan.checkpointId)),
        checkpointId: checkpoint.id,
      })
    )
      flags.push("out_of_order");
    const stop = run.stops.find((s) => s.checkpoint_id === checkpoint.id);
    const window = (stop?.window_min ?? run.expectedMinutes) * 60_000;
    if (at.getTime() > run.startedAt.getTime() + window) flags.push("late");
    const answer = answerOf(checkpoint, input);
    const [scan] = await tx
      .insert(tourScans)
      .values({
        companyId: auth.companyId,
        runId: run.id,
        checkpointId: checkpoint.id,
        agentId: agent.id,
        clientId: input.client_id,
        method: input.method,
        occurredAt: at,
        receivedAt: now,
        latitude: input.position?.lat ?? null,
        longitude: input.position?.lng ?? null,
        accuracy: input.position?.accuracy ?? null,
        answer,
        photoId: input.photo_id ?? null,
        manualReason: input.manual_reason ?? null,
        flags,
      })
      .returning();
    if (!scan) throw new Error("scan not inserted");
    if (input.photo_id) {
      // The photo was sent just before (POST /api/me/photos) by this agent: it now belongs to the scan
      // and is read with the run's rights; another's photo, or none, refuses the scan (rolled back).
      const missing = await attachMedia({
        tx,
        companyId: auth.companyId,
        userId: auth.user.id,
        ids: [input.photo_id],
        owner: { kind: "tour-scan", id: scan.id, siteId: run.siteId },
      });
      if (missing.length > 0) throw invalid("photo_id", MSG_LOGBOOK.photoNotFound, "not_found");
    }
    if (answer === "non") {
      const alarm = await raiseNoAnswerAlarm({
        tx,
        run,
        checkpoint,
        agentName: agent.name,
        at,
        userId: auth.user.id,
      });
      alarmId = alarm.id;
      await tx.update(tourScans).set({ alarmId }).where(eq(tourScans.id, scan.id));
    }
    // Scans arrive in any order (offline replays): the run is complete once every stop has one.
    const all = await tx
      .select({ checkpointId: tourScans.checkpointId, occurredAt: tourScans.occurredAt })
      .from(tourScans)
      .where(eq(tourScans.runId, run.id));
    const scanned = new Set(all.map((s) => s.checkpointId));
    let current = run;
    if (run.status === "in_progress" && run.stops.every((s) => scanned.has(s.checkpoint_id))) {
      const finishedAt = new Date(Math.max(...all.map((s) => s.occurredAt.getTime())));
      const [done] = await tx
        .update(tourRuns)
        .set({ status: "completed", finishedAt })
        .where(eq(tourRuns.id, run.id))
        .returning();
      if (done) current = done;
    }
    if (input.position)
      await keepLastPosition(tx, {
        companyId: auth.companyId,
        agentId: agent.id,
        position: input.position,
        at,
        receivedAt: now,
        source: "tour",
      });
    await audit(tx, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "scan",
      entity: "tour-run",
      entityId: run.id,
      details: { checkpointId: checkpoint.id, method: input.method, occurredAt: input.occurred_at, flags },
    });
    const [body] = await runsView({ db: tx, runs: [current], now });
    const noted: NotedScan = {
      id: scan.id,
      runId: run.id,
      checkpointId: checkpoint.id,
      at,
      flags,
      completed: run.status === "in_progress" && current.status !== "in_progress",
    };
    return { status: 201, body: body as TTourRun, noted };
  });
  if (alarmId) await events.publishSafely({ companyId: auth.companyId, type: "alarm.created", id: alarmId });
  if (result.status === 201) signalFieldChange({ events, companyId: auth.companyId });
  return { ...result, raisedAlarm: alarmId !== null };
}
