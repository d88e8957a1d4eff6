import { fieldDay, type TFieldFloor } from "@hts/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { as, registerAndLogin, useTestApp } from "../../../test/helpers.ts";
import { attendanceEvents } from "../../db/schema.ts";
import { fieldWorld } from "./field-test-helpers.ts";
import { flushFieldSignals, signalFieldChange } from "./index.ts";

const ctx = useTestApp();
let w: Awaited<ReturnType<typeof fieldWorld>>;

beforeAll(async () => {
  w = await fieldWorld(ctx.app, ctx.database.db);
});

const floor = async (token: string, query = "") => {
  const res = await as(ctx.app, token)({ method: "GET", url: `/api/field/floor${query}` });
  return { status: res.statusCode, body: res.json() as TFieldFloor };
};
const ids = (list: { agent_id: string }[]) => list.map((r) => r.agent_id).sort();

describe("GET /api/field/floor", () => {
  it("shows who is on duty, on break, expected and missing, late, and the open checks", async () => {
    const { status, body } = await floor(w.tokens.admin);
    expect(status).toBe(200);
    const { onTime, missing, lateAgent, unplanned } = w.agents;
    expect(ids(body.on_duty)).toEqual([onTime, lateAgent, unplanned].sort());

    const alice = body.on_duty.find((r) => r.agent_id === onTime);
    expect(alice).toMatchObject({ site_id: w.sites.a, shift_id: w.shifts.onTimeShift, on_break: false });
    expect(alice?.unplanned).toBe(false);
    expect(alice?.clock_in_at).toBe(new Date(w.now - 62 * 60_000).toISOString());
    // About 334 m due north of site A, 90 s old when the floor was read.
    expect(alice?.position?.distance_m).toBeGreaterThan(320);
    expect(alice?.position?.distance_m).toBeLessThan(345);
    expect(alice?.position?.bearing_deg).toBe(0);
    expect(alice?.position?.age_s).toBeGreaterThanOrEqual(90);
    expect(alice?.position?.age_s).toBeLessThan(150);

    const chloe = body.on_duty.find((r) => r.agent_id === lateAgent);
    expect(chloe?.on_break).toBe(true);
    expect(chloe?.break_since).toBe(new Date(w.now - 5 * 60_000).toISOString());
    expect(body.on_duty.find((r) => r.agent_id === unplanned)?.unplanned).toBe(true);

    // The started shift without a clock-in; not the future one, not the cancelled one.
    expect(ids(body.expected_missing)).toEqual([missing]);
    const bruno = body.expected_missing[0];
    expect(bruno?.shift_id).toBe(w.shifts.missingShift);
    expect(bruno?.minutes_late).toBeGreaterThanOrEqual(30);
    expect(bruno?.minutes_late).toBeLessThan(33);

    // Clocked in 25 min after the start (window 10 min): late, when that clock-in fell today in Paris.
    const clockIn = w.now - 15 * 60_000;
    if (clockIn >= fieldDay({ now: new Date() }).from.getTime()) {
      expect(body.late).toHaveLength(1);
      expect(body.late[0]).toMatchObject({
        agent_id: lateAgent,
        shift_id: w.shifts.lateShift,
        minutes_late: 25,
      });
    }

    // The check due 5 minutes ago (deadline in 5) and the missed one; not the future nor the answered.
    expect(body.open_checks.map((c) => c.check_id).sort()).toEqual([w.checks.due, w.checks.missed].sort());
    const due = body.open_checks.find((c) => c.check_id === w.checks.due);
    expect(due?.status).toBe("pending");
    expect(due?.deadline_at).toBe(new Date(w.now + 5 * 60_000).toISOString());

    expect(body.positions.map((p) => p.agent_id)).toEqual([onTime]);
    expect(body.sites.map((s) => s.id).sort()).toEqual([w.sites.a, w.sites.b].sort());
    expect(body.map_tile_url).toBeNull();
  });

  it("filters by site", async () => {
    const { body } = await floor(w.tokens.admin, `?site_id=${w.sites.b}`);
    expect(ids(body.on_duty)).toEqual([w.agents.lateAgent, w.agents.unplanned].sort());
    expect(body.expected_missing).toEqual([]);
    expect(body.open_checks.map((c) => c.check_id)).toEqual([w.checks.missed]);
    expect(body.sites.map((s) => s.id)).toEqual([w.sites.b]);
    // Site B has no position: the distance is unknown, not zero.
    expect(body.positions).toEqual([]);
  });

  it("shows an operator only the sites he works on, and refuses the others as missing", async () => {
    const { status, body } = await floor(w.tokens.operator);
    expect(status).toBe(200);
    expect(body.sites.map((s) => s.id)).toEqual([w.sites.a]);
    expect(ids(body.on_duty)).toEqual([w.agents.onTime]);
    expect(ids(body.expected_missing)).toEqual([w.agents.missing]);
    expect(body.late).toEqual([]);
    expect(body.open_checks.map((c) => c.check_id)).toEqual([w.checks.due]);
    expect((await floor(w.tokens.operator, `?site_id=${w.sites.b}`)).status).toBe(404);
    expect((await floor(w.tokens.operator, `?site_id=${w.sites.a}`)).status).toBe(200);
  });

  it("lets a planner read the whole company, and refuses an agent", async () => {
    const planner = await floor(w.tokens.planner);
    expect(planner.status).toBe(200);
    expect(planner.body.on_duty).toHaveLength(3);
    const agent = await as(ctx.app, w.tokens.agent)({ method: "GET", url: "/api/field/floor" });
    expect(agent.statusCode).toBe(403);
    expect(agent.json().detail).toBeTypeOf("string");
    const anonymous = await ctx.app.inject({ method: "GET", url: "/api/field/floor" });
    expect(anonymous.statusCode).toBe(401);
  });

  it("answers 404 for another company's site, and shows nothing of it", async () => {
    const other = await registerAndLogin(ctx.app, { companyName: "Autre société" });
    const mine = await floor(other.token);
    expect(mine.status).toBe(200);
    expect(mine.body.on_duty).toEqual([]);
    expect(mine.body.expected_missing).toEqual([]);
    expect(mine.body.open_checks).toEqual([]);
    expect((await floor(other.token, `?site_id=${w.sites.a}`)).status).toBe(404);
    expect((await floor(w.tokens.admin, "?site_id=pas-un-uuid")).status).toBe(422);
  });

  it("serves a kept floor until a change of the company is signalled, then the new one", async () => {
    // The bus's delivery of the company's next field.updated: events leave in batches (decision 108).
    const delivered = () =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error("field.updated not delivered")), 5_000);
        const off = ctx.app.events.subscribe((event) => {
          if (event.type !== "field.updated" || event.companyId !== w.companyId) return;
          clearTimeout(timer);
          off();
          // The floor route's own subscriber forgets its cache on the same event, in the same turn.
          setImmediate(resolve);
        });
      });
    // A fresh kept floor (earlier reads of the company may be kept already).
    let arrived = delivered();
    signalFieldChange({ events: ctx.app.events, companyId: w.companyId });
    flushFieldSignals({ events: ctx.app.events });
    await arrived;
    const before = await floor(w.tokens.planner);
    // Bruno clocks in (written by another module, which then signals the change).
    await ctx.database.db.insert(attendanceEvents).values({
      companyId: w.companyId,
      agentId: w.agents.missing,
      siteId: w.sites.a,
      shiftId: w.shifts.missingShift,
      kind: "clock_in",
      clientId: crypto.randomUUID(),
      occurredAt: new Date(),
    });
    const kept = await floor(w.tokens.planner);
    expect(kept.body.generated_at).toBe(before.body.generated_at);
    expect(ids(kept.body.expected_missing)).toEqual([w.agents.missing]);
    arrived = delivered();
    signalFieldChange({ events: ctx.app.events, companyId: w.companyId });
    await arrived;
    const after = await floor(w.tokens.planner);
    expect(after.body.expected_missing).toEqual([]);
    expect(ids(after.body.on_duty)).toContain(w.agents.missing);
    flushFieldSignals({ events: ctx.app.events });
  });
});
