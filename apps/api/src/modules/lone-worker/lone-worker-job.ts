import {
  checkDeadline,
  checkIsDue,
  isCheckMissed,
  MSG_PUSH,
  nextCheckDueAt,
  type TLoneWorkerCheckStatus,
} from "@hts/domain";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { agents, loneWorkerChecks } from "../../db/schema.ts";
import { audit } from "../../lib/audit.ts";
import type { EventBus } from "../../lib/events/event-bus.ts";
import { LoopedJob } from "../../lib/job-loop.ts";
import { signalFieldChange } from "../field/index.ts";
import { notifyUsers } from "../push/index.ts";
import { raiseFieldAlarm } from "./field-alarms.ts";
import { type Duty, lastChecks, loadDuties, policiesFor } from "./on-duty.ts";

type Log = { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };

const lastOf = (row: typeof loneWorkerChecks.$inferSelect | undefined) =>
  row
    ? {
        status: row.status as TLoneWorkerCheckStatus,
        dueAt: row.dueAt,
        graceMin: row.graceMinutes,
        answeredAt: row.answeredAt,
      }
    : null;

/**
 * Lone-worker checks (PTI, decision 086), every 30 s on the leader: cancels the open checks of agents
 * who clocked out, marks missed the checks past their deadline — one critical alarm each, with the
 * agent's last position — and opens the checks that fell due. Every change is a conditional update
 * (`where status = 'pending'`) or an insert guarded by the one-open-check-per-agent index, so two
 * cycles or two instances never raise the same alarm twice.
 */
export class LoneWorkerJob extends LoopedJob {
  constructor(private readonly deps: { db: Db; events: EventBus; log: Log; intervalMs?: number }) {
    super({
      name: "contrôles travailleur isolé",
      intervalMs: deps.intervalMs ?? 30_000,
      firstRunMs: 5_000,
      log: deps.log,
    });
  }

  async runOnce(now = new Date()): Promise<{ created: number; missed: number; cancelled: number }> {
    const { db } = this.deps;
    const duties = await loadDuties({ db, now });
    const dutyOf = new Map(duties.map((d) => [d.agentId, d]));
    const pending = await db.select().from(loneWorkerChecks).where(eq(loneWorkerChecks.status, "pending"));
    let missed = 0;
    let cancelled = 0;
    // The control room's floor shows open checks: each company whose checks changed gets one signal.
    const changed = new Set<string>();
    for (const check of pending) {
      const duty = dutyOf.get(check.agentId);
      if (!duty || duty.companyId !== check.companyId || check.dueAt < duty.clockInAt) {
        if (await this.cancel(check)) {
          cancelled++;
          changed.add(check.companyId);
        }
      } else if (isCheckMissed({ dueAt: check.dueAt, graceMin: check.graceMinutes, now })) {
        if (await this.miss(check)) {
          missed++;
          changed.add(check.companyId);
        }
      }
    }
    const opened = await this.openDue(duties, now);
    for (const duty of opened) changed.add(duty.companyId);
    for (const companyId of changed) signalFieldChange({ events: this.deps.events, companyId });
    await this.askPhones(opened);
    return { created: opened.length, missed, cancelled };
  }

  private async cancel(check: typeof loneWorkerChecks.$inferSelect): Promise<boolean> {
    return this.deps.db.transaction(async (tx) => {
      const [row] = await tx
        .update(loneWorkerChecks)
        .set({ status: "cancelled" })
        .where(and(eq(loneWorkerChecks.id, check.id), eq(loneWorkerChecks.status, "pending")))
        .returning({ id: loneWorkerChecks.id });
      if (!row) return false;
      await audit(tx, {
        companyId: check.companyId,
        userId: null,
        action: "cancel",
        entity: "lone-worker-check",
        entityId: check.id,
        details: { agentId: check.agentId, reason: "clock_out" },
      });
      return true;
    });
  }

  /** Pending → missed, its alarm and audit row in one transaction; false when another cycle did it. */
  private async miss(check: typeof loneWorkerChecks.$inferSelect): Promise<boolean> {
    const alarmId = await this.deps.db.transaction(async (tx) => {
      const [row] = await tx
        .update(loneWorkerChecks)
        .set({ status: "missed" })
        .where(and(eq(loneWorkerChecks.id, check.id), eq(loneWorkerChecks.status, "pending")))
        .returning({ id: loneWorkerChecks.id });
      if (!row) return null;
      const alarm = await raiseFieldAlarm({
        tx,
        companyId: check.companyId,
        agentId: check.agentId,
        siteId: check.siteId,
        kind: "missed",
        params: { due: { dateTime: check.dueAt.toISOString() }, grace: check.graceMinutes },
        details: { checkId: check.id },
      });
      await tx.update(loneWorkerChecks).set({ alarmId: alarm.id }).where(eq(loneWorkerChecks.id, check.id));
      await audit(tx, {
        companyId: check.companyId,
        userId: null,
        action: "miss",
        entity: "lone-worker-check",
        entityId: check.id,
        details: { agentId: check.agentId, alarmId: alarm.id, dueAt: check.dueAt.toISOString() },
      });
      return alarm.id;
    });
    if (!alarmId) return false;
    await this.deps.events.publishSafely({ companyId: check.companyId, type: "alarm.created", id: alarmId });
    return true;
  }

  /** Opens the checks that fell due for agents on duty under an enabled policy. */
  /** 'Tout va bien ?' on the phones of the agents whose check just opened (those who opted in). */
  private async askPhones(opened: (Duty & { graceMin: number })[]): Promise<void> {
    if (opened.length === 0) return;
    const { db, log } = this.deps;
    const accounts = await db
      .select({ id: agents.id, userId: agents.userId })
      .from(agents)
      .where(
        and(
          inArray(
            agents.id,
            opened.map((d) => d.agentId),
          ),
          isNotNull(agents.userId),
        ),
      );
    const userOf = new Map(accounts.map((a) => [a.id, a.userId as string]));
    for (const duty of opened) {
      const userId = userOf.get(duty.agentId);
      if (!userId) continue;
      notifyUsers({
        db,
        userIds: [userId],
        kind: "check_due",
        title: { text: MSG_PUSH.checkDueTitle },
        body: { text: MSG_PUSH.checkDueBody, params: { grace: duty.graceMin } },
        tag: "lone-worker-check",
        log,
      });
    }
  }

  private async openDue(duties: Duty[], now: Date): Promise<(Duty & { graceMin: number })[]> {
    const { db } = this.deps;
    const policies = await policiesFor({ db, duties });
    const covered = duties.filter((d) => policies.has(d.agentId));
    const last = await lastChecks({ db, agentIds: covered.map((d) => d.agentId) });
    const opened: (Duty & { graceMin: number })[] = [];
    for (const duty of covered) {
      const policy = policies.get(duty.agentId);
      const previous = last.get(duty.agentId);
      if (!policy || previous?.status === "pending") continue;
      const nextDueAt = nextCheckDueAt({
        clockInAt: duty.clockInAt,
        lastCheck: lastOf(previous),
        intervalMin: policy.intervalMin,
      });
      if (!checkIsDue({ nextDueAt, now })) continue;
      // Due long ago (the server was down): the agent still gets his whole grace period from now.
      const dueAt = checkDeadline({ dueAt: nextDueAt, graceMin: policy.graceMin }) < now ? now : nextDueAt;
      const rows = await db
        .insert(loneWorkerChecks)
        .values({
          companyId: duty.companyId,
          agentId: duty.agentId,
          shiftId: duty.shiftId,
          siteId: duty.siteId,
          dueAt,
          graceMinutes: policy.graceMin,
        })
        .onConflictDoNothing()
        .returning({ id: loneWorkerChecks.id });
      if (rows.length > 0) opened.push({ ...duty, graceMin: policy.graceMin });
    }
    return opened;
  }
}
