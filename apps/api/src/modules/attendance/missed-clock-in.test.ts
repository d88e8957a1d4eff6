import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/helpers.ts";
import { alarms, shiftAttendanceAlerts } from "../../db/schema.ts";
import { buildCompany, type Company, clockIn } from "./attendance-test-helpers.ts";

const ctx = useTestApp();
let co: Company;

beforeAll(async () => {
  co = await buildCompany(ctx);
});

const alarmOf = async (shiftId: string) => {
  const [row] = await ctx.database.db
    .select({ alarm: alarms })
    .from(shiftAttendanceAlerts)
    .innerJoin(alarms, eq(alarms.id, shiftAttendanceAlerts.alarmId))
    .where(eq(shiftAttendanceAlerts.shiftId, shiftId));
  return row?.alarm ?? null;
};

describe("missed clock-in ('Prise de service non effectuée')", () => {
  it("raises one important alarm once N minutes passed, and none before", async () => {
    const site = await co.site();
    const agent = await co.agent();
    const notYet = await co.shift({ agentId: agent.id, siteId: site, startInMin: -10 });
    const due = await co.shift({ agentId: agent.id, siteId: site, startInMin: -20 });
    const job = ctx.app.missedClockIn;
    // Two instances' cycles at once and a later one: still one alarm.
    const raised = (await Promise.all([job.runOnce(), job.runOnce()])).flat();
    await job.runOnce();
    expect(await alarmOf(notYet.id)).toBeNull();
    const alarm = await alarmOf(due.id);
    expect(raised.filter((id) => id === alarm?.id)).toHaveLength(1);
    expect(alarm).toMatchObject({ severity: "important", status: "active", siteId: site });
    expect(alarm?.title).toBe(`Prise de service non effectuée : ${agent.name}`);
    const english = await co.call({
      method: "GET",
      url: `/api/alarms/${alarm?.id}`,
      headers: { "accept-language": "en" },
    });
    expect(english.json().title).toBe(`Missed clock-in: ${agent.name}`);
  });

  it("is resolved by the late clock-in, with a step in its history", async () => {
    const site = await co.site();
    const agent = await co.agent();
    const shift = await co.shift({ agentId: agent.id, siteId: site, startInMin: -25 });
    await ctx.app.missedClockIn.runOnce();
    expect((await alarmOf(shift.id))?.status).toBe("active");
    const res = await agent.call({
      method: "POST",
      url: "/api/attendance/events",
      payload: clockIn({ shift_id: shift.id }),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().flags).toContain("late");
    const alarm = await alarmOf(shift.id);
    expect(alarm?.status).toBe("resolved");
    expect(alarm?.resolvedByName).toBe(agent.name);
    expect(JSON.stringify(alarm?.actions)).toContain("Prise de service effectuée");
    await ctx.app.missedClockIn.runOnce();
    const [count] = await ctx.database.db
      .select()
      .from(shiftAttendanceAlerts)
      .where(eq(shiftAttendanceAlerts.shiftId, shift.id));
    expect(count?.alarmId).toBe(alarm?.id);
  });

  it("is resolved by an operator like any alarm, and a later clock-in leaves it so", async () => {
    const site = await co.site();
    const agent = await co.agent();
    const shift = await co.shift({ agentId: agent.id, siteId: site, startInMin: -30 });
    await ctx.app.missedClockIn.runOnce();
    const alarm = await alarmOf(shift.id);
    const operator = await co.user("operator");
    const resolved = await ctx.app.inject({
      method: "POST",
      url: `/api/alarms/${alarm?.id}/resolve`,
      headers: { authorization: `Bearer ${operator.token}` },
      payload: {},
    });
    expect(resolved.statusCode, resolved.body).toBeLessThan(300);
    const res = await agent.call({
      method: "POST",
      url: "/api/attendance/events",
      payload: clockIn({ shift_id: shift.id }),
    });
    expect(res.statusCode).toBe(201);
    expect((await alarmOf(shift.id))?.resolvedByName).not.toBe(agent.name);
  });

  it("does not alarm a shift already clocked in", async () => {
    const site = await co.site();
    const agent = await co.agent();
    const shift = await co.shift({ agentId: agent.id, siteId: site, startInMin: -5 });
    await agent.call({
      method: "POST",
      url: "/api/attendance/events",
      payload: clockIn({ shift_id: shift.id }),
    });
    await ctx.app.missedClockIn.runOnce(new Date(Date.now() + 30 * 60_000));
    expect(await alarmOf(shift.id)).toBeNull();
  });
});
