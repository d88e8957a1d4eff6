import {
  answerOutcome,
  checkDeadline,
  MSG_LONE_WORKER,
  nextCheckDueAt,
  type TLoneWorkerAnswer,
  type TLoneWorkerAnswerResult,
  type TLoneWorkerCheckStatus,
  type TMyLoneWorker,
  type TPhonePosition,
} from "@hts/domain";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { agentPositions, loneWorkerChecks } from "../../db/schema.ts";
import { audit } from "../../lib/audit.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import { forbidden, notFound } from "../../lib/errors.ts";
import { callerAccess, requireScope } from "../../lib/record-access.ts";
import { inTransaction, type Tx } from "../../lib/tenancy.ts";
import { lastChecks, loadDuties, policiesFor } from "./on-duty.ts";

const iso = (d: Date) => d.toISOString();

/** The agent record the caller signs in as (any role may be one); 403 otherwise. */
export async function callerAgentId(auth: AuthContext): Promise<string> {
  const { agentId } = await callerAccess(auth);
  if (!agentId) throw forbidden(MSG_LONE_WORKER.notAnAgent);
  return agentId;
}

/**
 * Stores the agent's latest fix, unless it is older than the one kept or comes less than `minGapMs`
 * after it (a phone sending too often): one conditional upsert, no read first.
 */
export async function savePosition({
  db,
  companyId,
  agentId,
  position,
  recordedAt,
  source,
  minGapMs = 0,
}: {
  db: Db | Tx;
  companyId: string;
  agentId: string;
  position: TPhonePosition;
  recordedAt: Date;
  source: "ping" | "check" | "sos";
  minGapMs?: number;
}): Promise<boolean> {
  const rows = await db
    .insert(agentPositions)
    .values({
      agentId,
      companyId,
      latitude: position.lat,
      longitude: position.lng,
      accuracy: position.accuracy ?? null,
      recordedAt,
      source,
    })
    .onConflictDoUpdate({
      target: agentPositions.agentId,
      set: {
        latitude: position.lat,
        longitude: position.lng,
        accuracy: position.accuracy ?? null,
        recordedAt,
        receivedAt: sql`now()`,
        source,
      },
      setWhere: and(
        eq(agentPositions.companyId, companyId),
        sql`${agentPositions.recordedAt} < ${recordedAt.toISOString()}::timestamptz`,
        sql`${agentPositions.receivedAt} <= now() - make_interval(secs => ${minGapMs / 1000})`,
      ),
    })
    .returning({ agentId: agentPositions.agentId });
  return rows.length > 0;
}

/** GET /api/me/lone-worker: whether checks apply now, when the next is due, the open one. */
export async function myLoneWorker({ auth }: { auth: AuthContext }): Promise<TMyLoneWorker> {
  requireScope(auth, "lone-worker-check", "create");
  const agentId = await callerAgentId(auth);
  const { db } = auth.tenant;
  const now = new Date();
  const [duty] = await loadDuties({ db, now, agentId });
  if (!duty) return { enabled: false, next_due_at: null, open_check: null };
  const policy = (await policiesFor({ db, duties: [duty] })).get(agentId);
  const last = (await lastChecks({ db, agentIds: [agentId] })).get(agentId);
  const open = last?.status === "pending" ? last : null;
  const openCheck = open
    ? {
        id: open.id,
        due_at: iso(open.dueAt),
        deadline_at: iso(checkDeadline({ dueAt: open.dueAt, graceMin: open.graceMinutes })),
      }
    : null;
  if (!policy) return { enabled: false, next_due_at: null, open_check: openCheck };
  const next = nextCheckDueAt({
    clockInAt: duty.clockInAt,
    lastCheck: last
      ? {
          status: last.status as TLoneWorkerCheckStatus,
          dueAt: last.dueAt,
          graceMin: last.graceMinutes,
          answeredAt: last.answeredAt,
        }
      : null,
    intervalMin: policy.intervalMin,
  });
  return { enabled: true, next_due_at: iso(next), open_check: openCheck };
}

const resultOf = (row: typeof loneWorkerChecks.$inferSelect, replayed: boolean): TLoneWorkerAnswerResult => ({
  check_id: row.id,
  status: row.status as TLoneWorkerCheckStatus,
  answered_at: row.answeredAt ? iso(row.answeredAt) : null,
  late: row.status === "missed" && row.answeredAt !== null,
  replayed,
});

/**
 * 'Tout va bien ? — Oui': closes a pending check (conditional on it still being pending). An answer
 * after the deadline is recorded on the missed check and its alarm stays for the control room. The
 * same client id again answers the stored result.
 */
export async function answerCheck({
  auth,
  input,
}: {
  auth: AuthContext;
  input: TLoneWorkerAnswer;
}): Promise<TLoneWorkerAnswerResult> {
  requireScope(auth, "lone-worker-check", "update");
  const agentId = await callerAgentId(auth);
  return inTransaction(auth.tenant, async (t) => {
    const [check] = await t.db
      .select()
      .from(loneWorkerChecks)
      .where(
        t.scope(
          loneWorkerChecks,
          eq(loneWorkerChecks.id, input.check_id),
          eq(loneWorkerChecks.agentId, agentId),
        ),
      )
      .for("update");
    if (!check) throw notFound(MSG_LONE_WORKER.checkNotFound);
    if (check.answerClientId === input.client_id || check.answeredAt) return resultOf(check, true);
    const outcome = answerOutcome({ status: check.status as TLoneWorkerCheckStatus });
    if (outcome === "ignore") return resultOf(check, true);
    // The next check is counted from the answer: a phone whose clock runs ahead must not push it back
    // (a gap in the protection), so the device time is kept only when it is not after the server's.
    const answeredAt = new Date(Math.min(input.occurred_at.getTime(), Date.now()));
    const [row] = await t.db
      .update(loneWorkerChecks)
      .set({
        status: outcome === "close" ? "ok" : "missed",
        answeredAt,
        answerClientId: input.client_id,
      })
      .where(eq(loneWorkerChecks.id, check.id))
      .returning();
    if (!row) throw notFound(MSG_LONE_WORKER.checkNotFound);
    if (input.position) {
      await savePosition({
        db: t.db,
        companyId: auth.companyId,
        agentId,
        position: input.position,
        recordedAt: input.occurred_at,
        source: "check",
      });
    }
    await audit(t.db, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: outcome === "close" ? "answer" : "answer_late",
      entity: "lone-worker-check",
      entityId: check.id,
      details: {
        agentId,
        clientId: input.client_id,
        occurredAt: input.occurred_at.toISOString(),
        alarmId: check.alarmId,
      },
    });
    return resultOf(row, false);
  });
}

/** Clock-out: the agent's open checks are cancelled, in the clock-out's transaction (slice A, at merge). */
export async function cancelLoneWorkerChecks({
  tx,
  companyId,
  agentId,
  userId,
}: {
  tx: Tx;
  companyId: string;
  agentId: string;
  userId: string | null;
}): Promise<number> {
  const rows = await tx
    .update(loneWorkerChecks)
    .set({ status: "cancelled" })
    .where(
      and(
        eq(loneWorkerChecks.companyId, companyId),
        eq(loneWorkerChecks.agentId, agentId),
        eq(loneWorkerChecks.status, "pending"),
      ),
    )
    .returning({ id: loneWorkerChecks.id });
  for (const row of rows) {
    await audit(tx, {
      companyId,
      userId,
      action: "cancel",
      entity: "lone-worker-check",
      entityId: row.id,
      details: { agentId, reason: "clock_out" },
    });
  }
  return rows.length;
}
