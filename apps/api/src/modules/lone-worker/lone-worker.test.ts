import { randomUUID } from "node:crypto";
import { and, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { fieldCompany, insertShift } from "../../../test/field-world.ts";
import { useTestApp } from "../../../test/helpers.ts";
import { agentPositions, alarms, attendanceEvents, auditLog, loneWorkerChecks } from "../../db/schema.ts";
import { cancelLoneWorkerChecks } from "./index.ts";

const ctx = useTestApp();
const MIN = 60_000;

type World = Awaited<ReturnType<typeof fieldCompany>>;
let w: World;
let other: World;
const t0 = new Date();

async function clock(world: World, kind: "clock_in" | "clock_out", at: Date) {
  await ctx.database.db.insert(attendanceEvents).values({
    companyId: world.companyId,
    agentId: world.agentId,
    siteId: world.site,
    kind,
    clientId: randomUUID(),
    occurredAt: at,
  });
}

const alarmsOf = async (companyId: string) =>
  (await ctx.database.db.select({ n: count() }).from(alarms).where(eq(alarms.companyId, companyId)))[0]?.n;

beforeAll(async () => {
  w = await fieldCompany(ctx.app, "PTI SA");
  other = await fieldCompany(ctx.app, "Autre PTI");
  const res = await w.manager.call({
    method: "PUT",
    url: "/api/lone-worker/policies",
    payload: { site_id: w.site, interval_min: 60, grace_min: 10 },
  });
  expect(res.statusCode, res.body).toBe(200);
  await clock(w, "clock_in", new Date(t0.getTime() - 65 * MIN));
});

describe("lone worker — policies", () => {
  it("managers write; operators read only; another company's site is 404", async () => {
    const list = (
      await w.operator.call({ method: "GET", url: `/api/lone-worker/policies?site_id=${w.site}` })
    ).json();
    expect(list).toEqual([
      expect.objectContaining({
        site_id: w.site,
        post: null,
        interval_min: 60,
        grace_min: 10,
        enabled: true,
      }),
    ]);
    const refused = await w.operator.call({
      method: "PUT",
      url: "/api/lone-worker/policies",
      payload: { site_id: w.site, interval_min: 5 },
    });
    expect(refused.statusCode).toBe(403);
    const foreign = await other.manager.call({
      method: "PUT",
      url: "/api/lone-worker/policies",
      payload: { site_id: w.site, interval_min: 5 },
    });
    expect(foreign.statusCode).toBe(404);
    const bad = await w.manager.call({
      method: "PUT",
      url: "/api/lone-worker/policies",
      payload: { site_id: w.site, interval_min: 2 },
    });
    expect(bad.statusCode).toBe(422);
    expect((await other.manager.call({ method: "GET", url: "/api/lone-worker/policies" })).json()).toEqual(
      [],
    );
  });
});

describe("lone worker — positions", () => {
  it("stores the last fix, drops one sent within 10 s or older than the stored one", async () => {
    const send = (occurredAt: Date, lat: number) =>
      w.agentUser.call({
        method: "POST",
        url: "/api/me/position",
        payload: { occurred_at: occurredAt.toISOString(), position: { lat, lng: 2.35222, accuracy: 12 } },
      });
    const first = await send(new Date(t0.getTime() - 2 * MIN), 48.85661);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().accepted).toBe(true);
    expect((await send(new Date(t0.getTime() - MIN), 48.9)).json().accepted).toBe(false);
    const [row] = await ctx.database.db
      .select()
      .from(agentPositions)
      .where(eq(agentPositions.agentId, w.agentId));
    expect(row).toMatchObject({ latitude: 48.85661, source: "ping", accuracy: 12 });
    expect(
      (
        await w.operator.call({
          method: "POST",
          url: "/api/me/position",
          payload: { occurred_at: t0.toISOString(), position: { lat: 1, lng: 1 } },
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe("lone worker — checks and escalation", () => {
  let checkId: string;

  it("opens a due check for the agent on duty", async () => {
    const before = (await w.agentUser.call({ method: "GET", url: "/api/me/lone-worker" })).json();
    expect(before.enabled).toBe(true);
    expect(before.open_check).toBeNull();
    expect(Date.parse(before.next_due_at)).toBe(t0.getTime() - 5 * MIN);
    expect(await ctx.app.loneWorkerJob.runOnce(t0)).toEqual({ created: 1, missed: 0, cancelled: 0 });
    expect((await ctx.app.loneWorkerJob.runOnce(t0)).created).toBe(0);
    const state = (await w.agentUser.call({ method: "GET", url: "/api/me/lone-worker" })).json();
    expect(state.open_check).toMatchObject({ due_at: new Date(t0.getTime() - 5 * MIN).toISOString() });
    expect(Date.parse(state.open_check.deadline_at)).toBe(t0.getTime() + 5 * MIN);
    checkId = state.open_check.id;
  });

  it("an answer in time closes it (replayable), and no alarm is raised", async () => {
    const clientId = randomUUID();
    const answer = () =>
      w.agentUser.call({
        method: "POST",
        url: "/api/me/lone-worker/answer",
        payload: { client_id: clientId, check_id: checkId, occurred_at: t0.toISOString() },
      });
    const first = await answer();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ status: "ok", late: false, replayed: false });
    expect((await answer()).json()).toMatchObject({ status: "ok", replayed: true });
    expect(await ctx.app.loneWorkerJob.runOnce(new Date(t0.getTime() + 30 * MIN))).toEqual({
      created: 0,
      missed: 0,
      cancelled: 0,
    });
    expect(await alarmsOf(w.companyId)).toBe(0);
    // Another agent cannot answer it.
    const foreign = await other.agentUser.call({
      method: "POST",
      url: "/api/me/lone-worker/answer",
      payload: { client_id: randomUUID(), check_id: checkId, occurred_at: t0.toISOString() },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it("a missed check raises ONE critical alarm with the last position, even when the job runs twice", async () => {
    const job = ctx.app.loneWorkerJob;
    expect((await job.runOnce(new Date(t0.getTime() + 61 * MIN))).created).toBe(1);
    const late = new Date(t0.getTime() + 72 * MIN);
    const [a, b] = await Promise.all([job.runOnce(late), job.runOnce(late)]);
    expect((a?.missed ?? 0) + (b?.missed ?? 0)).toBe(1);
    expect((await job.runOnce(late)).missed).toBe(0);
    expect(await alarmsOf(w.companyId)).toBe(1);
    const [check] = await ctx.database.db
      .select()
      .from(loneWorkerChecks)
      .where(and(eq(loneWorkerChecks.agentId, w.agentId), eq(loneWorkerChecks.status, "missed")));
    expect(check?.alarmId).toBeTruthy();
    const alarm = await w.operator.call({
      method: "GET",
      url: `/api/alarms/${check?.alarmId}`,
      headers: { "accept-language": "en" },
    });
    expect(alarm.statusCode).toBe(200);
    expect(alarm.json()).toMatchObject({
      severity: "critique",
      status: "Active",
      title: "Lone worker: no answer to 'Are you OK?' — Aminata Diallo",
      location: "48.85661, 2.35222 (± 12 m)",
    });
    expect(alarm.json().description).toContain("Last position: 48.85661, 2.35222");
    // The control room's list shows it to an operator of the site, critical and active.
    const list = await w.operator.call({ method: "GET", url: "/api/alarms?severity=critique" });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: check?.alarmId, severity: "critique", status: "Active" }),
      ]),
    );
    // A late answer is recorded; the alarm stays active.
    const answer = await w.agentUser.call({
      method: "POST",
      url: "/api/me/lone-worker/answer",
      payload: { client_id: randomUUID(), check_id: check?.id, occurred_at: late.toISOString() },
    });
    expect(answer.json()).toMatchObject({ status: "missed", late: true, replayed: false });
    const [still] = await ctx.database.db
      .select()
      .from(alarms)
      .where(eq(alarms.id, check?.alarmId ?? ""));
    expect(still?.status).toBe("active");
  });

  it("two operators take the alarm at once: one wins, the other is told who; then it is resolved, all audited", async () => {
    const [alarm] = await ctx.database.db.select().from(alarms).where(eq(alarms.companyId, w.companyId));
    const id = alarm?.id ?? "";
    const [r1, r2] = await Promise.all([
      w.operator.call({ method: "POST", url: `/api/alarms/${id}/take` }),
      w.operator2.call({ method: "POST", url: `/api/alarms/${id}/take` }),
    ]);
    const codes = [r1.statusCode, r2.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const winner = r1.statusCode === 200 ? r1 : r2;
    const loser = r1.statusCode === 200 ? r2 : r1;
    const winnerName = winner.json().takenBy as string;
    expect(["Olga Opératrice", "Oscar Opérateur"]).toContain(winnerName);
    expect(loser.json().detail).toBe(`Cette alarme est déjà prise en charge par ${winnerName}`);
    const [row] = await ctx.database.db.select().from(alarms).where(eq(alarms.id, id));
    expect(row?.takenByName).toBe(winnerName);
    const winnerCall = winnerName === "Olga Opératrice" ? w.operator.call : w.operator2.call;
    const resolved = await winnerCall({
      method: "POST",
      url: `/api/alarms/${id}/resolve`,
      payload: { note: "Agent joint" },
    });
    expect(resolved.statusCode).toBe(200);
    const steps = await ctx.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, "alarm"), eq(auditLog.entityId, id)));
    expect(steps.map((s) => s.action).sort()).toEqual(["create", "resolve", "take"]);
    const checkSteps = await ctx.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, "lone-worker-check"), eq(auditLog.companyId, w.companyId)));
    expect(checkSteps.map((s) => s.action).sort()).toEqual(["answer", "answer_late", "miss"]);
  });

  it("clock-out cancels the open check", async () => {
    const job = ctx.app.loneWorkerJob;
    expect((await job.runOnce(new Date(t0.getTime() + 140 * MIN))).created).toBe(1);
    await clock(w, "clock_out", new Date(t0.getTime() + 1 * MIN));
    expect(await job.runOnce(new Date(t0.getTime() + 141 * MIN))).toEqual({
      created: 0,
      missed: 0,
      cancelled: 1,
    });
    expect((await w.agentUser.call({ method: "GET", url: "/api/me/lone-worker" })).json()).toEqual({
      enabled: false,
      next_due_at: null,
      open_check: null,
    });
  });
});

describe("SOS", () => {
  it("raises one critical alarm at once; a replay of the same client id raises nothing new", async () => {
    const before = await alarmsOf(w.companyId);
    const payload = {
      client_id: randomUUID(),
      occurred_at: new Date().toISOString(),
      position: { lat: 45.76404, lng: 4.83566, accuracy: 8 },
    };
    const first = await w.agentUser.call({ method: "POST", url: "/api/me/sos", payload });
    expect(first.statusCode, first.body).toBe(201);
    const again = await w.agentUser.call({ method: "POST", url: "/api/me/sos", payload });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ replayed: true, alarm_id: first.json().alarm_id });
    expect(await alarmsOf(w.companyId)).toBe((before ?? 0) + 1);
    const [alarm] = await ctx.database.db.select().from(alarms).where(eq(alarms.id, first.json().alarm_id));
    expect(alarm).toMatchObject({
      severity: "critique",
      location: "45.76404, 4.83566 (± 8 m)",
      siteId: w.site,
    });
    const [pos] = await ctx.database.db
      .select()
      .from(agentPositions)
      .where(eq(agentPositions.agentId, w.agentId));
    expect(pos?.source).toBe("sos");
  });

  it("an account that is no agent cannot send one", async () => {
    const res = await w.operator.call({
      method: "POST",
      url: "/api/me/sos",
      payload: { client_id: randomUUID(), occurred_at: new Date().toISOString() },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe("lone worker — a post's own rule", () => {
  it("wins over the site's, and clock-out cancels in the caller's transaction", async () => {
    const put = (payload: Record<string, unknown>) =>
      other.manager.call({ method: "PUT", url: "/api/lone-worker/policies", payload });
    expect((await put({ site_id: other.site, enabled: false })).statusCode).toBe(200);
    expect(
      (await put({ site_id: other.site, post: "Ronde", interval_min: 20, grace_min: 5 })).statusCode,
    ).toBe(200);
    const shift = await insertShift(ctx.database, {
      companyId: other.companyId,
      agentId: other.agentId,
      siteId: other.site,
      fromMs: -3600_000,
      post: "Ronde",
    });
    const clockIn = new Date(t0.getTime() - 30 * MIN);
    await ctx.database.db.insert(attendanceEvents).values({
      companyId: other.companyId,
      agentId: other.agentId,
      siteId: other.site,
      shiftId: shift.id,
      kind: "clock_in",
      clientId: randomUUID(),
      occurredAt: clockIn,
    });
    const state = (await other.agentUser.call({ method: "GET", url: "/api/me/lone-worker" })).json();
    expect(state).toMatchObject({ enabled: true, open_check: null });
    expect(Date.parse(state.next_due_at)).toBe(clockIn.getTime() + 20 * MIN);
    await ctx.app.loneWorkerJob.runOnce(t0);
    const [open] = await ctx.database.db
      .select()
      .from(loneWorkerChecks)
      .where(and(eq(loneWorkerChecks.agentId, other.agentId), eq(loneWorkerChecks.status, "pending")));
    expect(open?.graceMinutes).toBe(5);
    const cancelled = await ctx.database.db.transaction((tx) =>
      cancelLoneWorkerChecks({ tx, companyId: other.companyId, agentId: other.agentId, userId: null }),
    );
    expect(cancelled).toBe(1);
    const [row] = await ctx.database.db
      .select()
      .from(loneWorkerChecks)
      .where(eq(loneWorkerChecks.id, open?.id ?? ""));
    expect(row?.status).toBe("cancelled");
  });
});

describe("lone worker — the phone's clock", () => {
  it("an answer from a phone whose clock runs 30 min ahead is stored at the server's time: the next check is not pushed back", async () => {
    const [check] = await ctx.database.db
      .insert(loneWorkerChecks)
      .values({
        companyId: w.companyId,
        agentId: w.agentId,
        siteId: w.site,
        dueAt: new Date(Date.now() - MIN),
      })
      .returning();
    const answer = await w.agentUser.call({
      method: "POST",
      url: "/api/me/lone-worker/answer",
      payload: {
        client_id: randomUUID(),
        check_id: check?.id,
        occurred_at: new Date(Date.now() + 30 * MIN).toISOString(),
      },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().status).toBe("ok");
    expect(Date.parse(answer.json().answered_at)).toBeLessThanOrEqual(Date.now());
  });
});
