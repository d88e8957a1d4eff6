import { randomUUID } from "node:crypto";
import { and, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/helpers.ts";
import { agentPositions, attendanceEvents, auditLog, shifts } from "../../db/schema.ts";
import { buildCompany, type Company, clockIn, north } from "./attendance-test-helpers.ts";

const ctx = useTestApp();
let co: Company;
let other: Company;

beforeAll(async () => {
  co = await buildCompany(ctx);
  other = await buildCompany(ctx);
});

const setPolicy = async (policy: "refuse" | "exception") => {
  const res = await co.call({
    method: "PUT",
    url: "/api/settings/field",
    payload: { geofence_policy: policy },
  });
  expect(res.statusCode, res.body).toBe(200);
};
const eventsOf = async (agentId: string) =>
  ctx.database.db.select().from(attendanceEvents).where(eq(attendanceEvents.agentId, agentId));

describe("field settings", () => {
  it("reads the defaults, lets a manager write and refuses planners, operators and agents", async () => {
    const agent = await co.agent();
    const read = await agent.call({ method: "GET", url: "/api/settings/field" });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      geofence_policy: "refuse",
      window_before_min: 15,
      rounding_mode: "nearest",
    });
    for (const role of ["planner", "operator", "agent"]) {
      const u = await co.user(role);
      const res = await ctx.app.inject({
        method: "PUT",
        url: "/api/settings/field",
        headers: { authorization: `Bearer ${u.token}` },
        payload: { window_before_min: 60 },
      });
      expect(res.statusCode, role).toBe(403);
    }
    const manager = await co.user("manager");
    const put = await ctx.app.inject({
      method: "PUT",
      url: "/api/settings/field",
      headers: { authorization: `Bearer ${manager.token}` },
      payload: { window_before_min: 20, control_room_phone: "+33 1 23 45 67 89" },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await agent.call({ method: "GET", url: "/api/settings/field" })).json()).toMatchObject({
      window_before_min: 20,
      control_room_phone: "+33 1 23 45 67 89",
    });
    expect((await other.call({ method: "GET", url: "/api/settings/field" })).json().window_before_min).toBe(
      15,
    );
    await co.call({ method: "PUT", url: "/api/settings/field", payload: {} });
  });
});

describe("clock-in on a planned shift", () => {
  it("accepts a clock-in inside the radius, starts the shift, stores the position and replays once", async () => {
    const site = await co.site();
    const agent = await co.agent();
    const shift = await co.shift({ agentId: agent.id, siteId: site, startInMin: 5 });
    const body = clockIn({ shift_id: shift.id, position: north(150, 30) });
    const res = await agent.call({ method: "POST", url: "/api/attendance/events", payload: body });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      kind: "clock_in",
      shift_id: shift.id,
      site_id: site,
      flags: [],
      replayed: false,
    });
    expect(res.json().distance_m).toBe(150);
    const [s] = await ctx.database.db.select().from(shifts).where(eq(shifts.id, shift.id));
    expect(s?.status).toBe("in_progress");
    const [pos] = await ctx.database.db
      .select()
      .from(agentPositions)
      .where(eq(agentPositions.agentId, agent.id));
    expect(pos?.source).toBe("clock");
    const again = await agent.call({ method: "POST", url: "/api/attendance/events", payload: body });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: res.json().id, replayed: true });
    expect(await eventsOf(agent.id)).toHaveLength(1);
    const [audited] = await ctx.database.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.entity, "attendance-event"), eq(auditLog.entityId, res.json().id)));
    expect(audited?.n).toBe(1);
  });

  it("refuses 2 km away under 'refuse', even with a reason", async () => {
    const site = await co.site();
    const agent = await co.agent();
    const shift = await co.shift({ agentId: agent.id, siteId: site, startInMin: 0 });
    const far = clockIn({ shift_id: shift.id, position: north(2000), exception_reason: "Entrée fermée" });
    const res = await agent.call({ method: "POST", url: "/api/attendance/events", payload: far });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: "outside_geofence", distance_m: 2000, radius_m: 200 });
    expect(res.json().detail).toContain("2");
    expect(await eventsOf(agent.id)).toHaveLength(0);
  });

  it("under 'exception', asks for a reason then accepts it for review", async () => {
    await setPolicy("exception");
    try {
      const site = await co.site();
      const agent = await co.agent();
      const shift = await co.shift({ agentId: agent.id, siteId: site, startInMin: 0 });
      const far = clockIn({ shift_id: shift.id, position: north(2000) });
      const refused = await agent.call({ method: "POST", url: "/api/attendance/events", payload: far });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe("outside_geofence");
      const withReason = { ...far, exception_reason: "Accès bloqué par les travaux" };
      const res = await agent.call({ method: "POST", url: "/api/attendance/events", payload: withReason });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ review_status: "pending", flags: ["outside_radius"] });
    } finally {
      await setPolicy("refuse");
    }
  });

  it("refuses a clock-in before the window and flags a late one", async () => {
    const site = await co.site();
    const agent = await co.agent();
    const early = await co.shift({ agentId: agent.id, siteId: site, startInMin: 60 });
    const res = await agent.call({
      method: "POST",
      url: "/api/attendance/events",
      payload: clockIn({ shift_id: early.id }),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe("outside_window");
    const late = await co.shift({ agentId: agent.id, siteId: site, startInMin: -30, hours: 1 });
    const ok = await agent.call({
      method: "POST",
      url: "/api/attendance/events",
      payload: clockIn({ shift_id: late.id }),
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().flags).toEqual(["late"]);
  });

  it("flags a clock-in with no shift as unplanned and needs its site", async () => {
    const site = await co.site();
    const agent = await co.agent();
    const missing = await agent.call({ method: "POST", url: "/api/attendance/events", payload: clockIn() });
    expect(missing.statusCode).toBe(422);
    const res = await agent.call({
      method: "POST",
      url: "/api/attendance/events",
      payload: clockIn({ site_id: site }),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ shift_id: null, flags: ["unplanned"], review_status: "pending" });
  });
});

describe("state machine, breaks and the agent's own view", () => {
  it("refuses actions out of order and follows clock-in, break, clock-out", async () => {
    const site = await co.site();
    const agent = await co.agent();
    const shift = await co.shift({ agentId: agent.id, siteId: site, startInMin: 0 });
    const send = (kind: string) =>
      agent.call({
        method: "POST",
        url: "/api/attendance/events",
        payload: {
          client_id: randomUUID(),
          kind,
          occurred_at: new Date().toISOString(),
          position: north(10),
        },
      });
    const early = await send("clock_out");
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe("invalid_state");
    expect(
      (
        await agent.call({
          method: "POST",
          url: "/api/attendance/events",
          payload: clockIn({ shift_id: shift.id }),
        })
      ).statusCode,
    ).toBe(201);
    expect((await agent.call({ method: "GET", url: "/api/me/attendance" })).json()).toMatchObject({
      state: "on_duty",
      shift_id: shift.id,
    });
    expect((await send("break_start")).statusCode).toBe(201);
    expect((await send("break_start")).json().code).toBe("invalid_state");
    const me = (await agent.call({ method: "GET", url: "/api/me/attendance" })).json();
    expect(me.state).toBe("on_break");
    expect(me.open_break_since).not.toBeNull();
    expect((await send("break_end")).statusCode).toBe(201);
    const out = await send("clock_out");
    expect(out.statusCode).toBe(201);
    expect(out.json().shift_id).toBe(shift.id);
    const mine = (await agent.call({ method: "GET", url: "/api/me/shifts" })).json();
    const listed = mine.find((s: { id: string }) => s.id === shift.id);
    expect(listed.attendance.state).toBe("finished");
    expect(listed.status).toBe("completed");
    expect(listed.site_latitude).toBeCloseTo(48.85837);
  });

  it("lists colleagues on the same post only", async () => {
    const site = await co.site();
    const [a, b, c] = [await co.agent(), await co.agent(), await co.agent()];
    const mine = await co.shift({ agentId: a.id, siteId: site, startInMin: 120, post: "Accueil" });
    await co.shift({ agentId: b.id, siteId: site, startInMin: 180, post: "Accueil" });
    await co.shift({ agentId: c.id, siteId: site, startInMin: 180, post: "Ronde" });
    const list = (await a.call({ method: "GET", url: "/api/me/shifts" })).json();
    const shift = list.find((s: { id: string }) => s.id === mine.id);
    expect(shift.colleagues.map((x: { name: string }) => x.name)).toEqual([b.name]);
  });
});

describe("offline replay", () => {
  it("applies two identical concurrent requests once", async () => {
    const site = await co.site();
    const agent = await co.agent();
    const shift = await co.shift({ agentId: agent.id, siteId: site, startInMin: 0 });
    const body = clockIn({ shift_id: shift.id });
    const answers = await Promise.all(
      [1, 2].map(() => agent.call({ method: "POST", url: "/api/attendance/events", payload: body })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(await eventsOf(agent.id)).toHaveLength(1);
  });

  it("syncs a queue in order with the device times, then replays it without change", async () => {
    const site = await co.site();
    const agent = await co.agent();
    const shift = await co.shift({ agentId: agent.id, siteId: site, startInMin: -120 });
    const t = (minAgo: number) => new Date(Date.now() - minAgo * 60_000).toISOString();
    const queue = [
      {
        client_id: randomUUID(),
        kind: "clock_in",
        shift_id: shift.id,
        occurred_at: t(115),
        position: north(5),
      },
      { client_id: randomUUID(), kind: "break_start", occurred_at: t(60) },
      { client_id: randomUUID(), kind: "break_end", occurred_at: t(30) },
      { client_id: randomUUID(), kind: "clock_out", occurred_at: t(10), position: north(5) },
    ];
    const res = await agent.call({ method: "POST", url: "/api/attendance/sync", payload: { events: queue } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results.map((r: { status: number }) => r.status)).toEqual([201, 201, 201, 201]);
    const stored = await eventsOf(agent.id);
    expect(stored.find((e) => e.kind === "clock_in")?.occurredAt.toISOString()).toBe(queue[0]?.occurred_at);
    const replay = await agent.call({
      method: "POST",
      url: "/api/attendance/sync",
      payload: { events: queue },
    });
    expect(replay.json().results.map((r: { status: number }) => r.status)).toEqual([200, 200, 200, 200]);
    expect(await eventsOf(agent.id)).toHaveLength(4);
    const mixed = await agent.call({
      method: "POST",
      url: "/api/attendance/sync",
      payload: {
        events: [{ client_id: randomUUID(), kind: "break_end", occurred_at: t(1) }, { kind: "nope" }],
      },
    });
    expect(mixed.json().results.map((r: { status: number }) => r.status)).toEqual([409, 422]);
    expect(mixed.json().results[0].body.code).toBe("invalid_state");
  });
});

describe("rights", () => {
  it("refuses an account without agent with a clear message", async () => {
    const operator = await co.user("operator");
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/attendance/events",
      headers: { authorization: `Bearer ${operator.token}` },
      payload: clockIn({ site_id: await co.site() }),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toContain("aucun agent");
    const shifts = await ctx.app.inject({
      method: "GET",
      url: "/api/me/shifts",
      headers: { authorization: `Bearer ${operator.token}` },
    });
    expect(shifts.statusCode).toBe(403);
    const link = await ctx.app.inject({
      method: "GET",
      url: "/api/me/agent",
      headers: { authorization: `Bearer ${operator.token}` },
    });
    expect(link.json()).toEqual({ agent: null });
  });

  it("tells an account which agent it signs in as, so that the office offers the agent app", async () => {
    const agent = await co.agent();
    const link = (await agent.call({ method: "GET", url: "/api/me/agent" })).json();
    expect(link).toEqual({ agent: { id: agent.id, name: agent.name } });
  });

  it("answers 404 for another agent's shift, another company's shift or site, and writes nothing", async () => {
    const site = await co.site();
    const [me, colleague] = [await co.agent(), await co.agent()];
    const hisShift = await co.shift({ agentId: colleague.id, siteId: site, startInMin: 0 });
    const foreignSite = await other.site();
    const foreignAgent = await other.agent();
    const foreignShift = await other.shift({ agentId: foreignAgent.id, siteId: foreignSite, startInMin: 0 });
    for (const extra of [
      { shift_id: hisShift.id },
      { shift_id: foreignShift.id },
      { site_id: foreignSite },
    ]) {
      const res = await me.call({ method: "POST", url: "/api/attendance/events", payload: clockIn(extra) });
      expect(res.statusCode, JSON.stringify(extra)).toBe(404);
    }
    expect(await eventsOf(me.id)).toHaveLength(0);
  });
});
