import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/helpers.ts";
import { attendanceEvents, auditLog, shifts, timesheetDays } from "../../db/schema.ts";
import { buildCompany, type Company } from "./attendance-test-helpers.ts";

const ctx = useTestApp();
let co: Company;
let other: Company;

beforeAll(async () => {
  co = await buildCompany(ctx);
  other = await buildCompany(ctx);
});

/** The Monday of the week `weeksAgo` weeks before this one, in Paris. */
function monday(weeksAgo: number) {
  const d = new Date(Date.now() - weeksAgo * 7 * 86_400_000);
  const local = new Date(
    `${new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Paris" }).format(d)}T12:00:00Z`,
  );
  local.setUTCDate(local.getUTCDate() - ((local.getUTCDay() + 6) % 7));
  return local.toISOString().slice(0, 10);
}

/** A past shift on `date` 08:00-16:00 Paris (winter or summer offset read from the zone). */
async function pastShift(agentId: string, siteId: string, date: string) {
  const startsAt = new Date(`${date}T08:00:00+01:00`);
  const offset = new Intl.DateTimeFormat("en", { timeZone: "Europe/Paris", timeZoneName: "shortOffset" })
    .formatToParts(startsAt)
    .find((p) => p.type === "timeZoneName")?.value;
  const start = offset === "GMT+2" ? new Date(`${date}T08:00:00+02:00`) : startsAt;
  const [row] = await ctx.database.db
    .insert(shifts)
    .values({
      companyId: co.companyId,
      agentId,
      siteId,
      shiftDate: date,
      startTime: "08:00",
      endTime: "16:00",
      startsAt: start,
      endsAt: new Date(start.getTime() + 8 * 3_600_000),
      breakMinutes: 0,
    })
    .returning();
  return row as typeof shifts.$inferSelect;
}

/** Clock events straight into the store (offline actions already synced), at given offsets from the start. */
async function worked(
  agent: { id: string },
  shift: typeof shifts.$inferSelect,
  inMin: number,
  outMin: number,
  extra = {},
) {
  const at = (m: number) => new Date(shift.startsAt.getTime() + m * 60_000);
  await ctx.database.db.insert(attendanceEvents).values([
    {
      companyId: co.companyId,
      agentId: agent.id,
      shiftId: shift.id,
      siteId: shift.siteId,
      kind: "clock_in",
      clientId: randomUUID(),
      occurredAt: at(inMin),
      ...extra,
    },
    {
      companyId: co.companyId,
      agentId: agent.id,
      shiftId: shift.id,
      siteId: shift.siteId,
      kind: "clock_out",
      clientId: randomUUID(),
      occurredAt: at(outMin),
    },
  ]);
}

describe("timesheets", () => {
  it("shows planned against worked rounded minutes, validates the week, and payroll pays the validated hours", async () => {
    const site = await co.site();
    const agent = await co.agent();
    // A past week whose Monday and Tuesday are in the same month, so the month is all validated.
    const tuesdayOf = (m: string) =>
      new Date(Date.parse(`${m}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const week = [5, 9].map(monday).find((m) => tuesdayOf(m).slice(5, 7) === m.slice(5, 7)) as string;
    const days = [week, tuesdayOf(week)];
    const [mon, tue] = [
      await pastShift(agent.id, site, days[0] as string),
      await pastShift(agent.id, site, days[1] as string),
    ];
    await worked(agent, mon, 3, 5 * 60 + 4); // 301 min → 300
    await worked(agent, tue, 0, 7 * 60 + 53); // 473 min → 480
    const url = `/api/attendance/timesheets?week=${week}&agent_id=${agent.id}`;
    const sheet = await co.call({ method: "GET", url });
    expect(sheet.statusCode, sheet.body).toBe(200);
    const row = sheet.json().agents[0];
    expect(row.days[0]).toMatchObject({
      planned_min: 480,
      worked_min: 301,
      worked_rounded_min: 300,
      validated_min: null,
    });
    expect(row.days[1]).toMatchObject({ worked_rounded_min: 480 });
    expect(row.total_planned_min).toBe(960);

    const month = Number(week.slice(5, 7));
    const year = Number(week.slice(0, 4));
    const before = await co.call({
      method: "GET",
      url: `/api/payroll/hours?agent_id=${agent.id}&year=${year}&month=${month}`,
    });
    expect(before.json().hours_source).toBe("planned");

    const manager = await co.user("manager");
    const valid = await ctx.app.inject({
      method: "POST",
      url: "/api/attendance/timesheets/validate",
      headers: { authorization: `Bearer ${manager.token}` },
      payload: { agent_id: agent.id, week_start: week },
    });
    expect(valid.statusCode, valid.body).toBe(200);
    expect(valid.json().agents[0].days[0].validated_min).toBe(300);
    expect(valid.json().agents[0].validated_by).toBeTruthy();
    const audited = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "timesheet"), eq(auditLog.entityId, agent.id)));
    expect(audited).toHaveLength(1);

    const after = await co.call({
      method: "GET",
      url: `/api/payroll/hours?agent_id=${agent.id}&year=${year}&month=${month}`,
    });
    expect(after.json()).toMatchObject({ heures: 13, hours_source: "validated", joursTravailles: 2 });
  });

  it("refuses to validate while exceptions await review, then reviews them once", async () => {
    const site = await co.site();
    const agent = await co.agent();
    const week = monday(6);
    const shift = await pastShift(agent.id, site, week);
    await worked(agent, shift, 0, 60, {
      flags: ["outside_radius"],
      reviewStatus: "pending",
      exceptionReason: "Travaux",
    });
    const validate = () =>
      co.call({
        method: "POST",
        url: "/api/attendance/timesheets/validate",
        payload: { agent_id: agent.id, week_start: week },
      });
    expect((await validate()).statusCode).toBe(409);
    const list = await co.call({ method: "GET", url: "/api/attendance/exceptions?status=pending" });
    const exception = list.json().find((e: { agent_id: string }) => e.agent_id === agent.id);
    expect(exception).toMatchObject({ exception_reason: "Travaux", flags: ["outside_radius"] });
    expect(Number(list.headers["x-total-count"])).toBeGreaterThan(0);
    const review = (decision: string) =>
      co.call({
        method: "POST",
        url: `/api/attendance/events/${exception.id}/review`,
        payload: { decision },
      });
    const approved = await review("approved");
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().review_status).toBe("approved");
    expect((await review("rejected")).statusCode).toBe(409);
    expect((await validate()).statusCode).toBe(200);
  });

  it("lets planners read but not write, refuses operators and agents, and hides other companies", async () => {
    const site = await co.site();
    const agent = await co.agent();
    const week = monday(7);
    const shift = await pastShift(agent.id, site, week);
    await worked(agent, shift, 0, 60, { reviewStatus: "pending", flags: ["unplanned"] });
    const [exception] = await ctx.database.db
      .select()
      .from(attendanceEvents)
      .where(and(eq(attendanceEvents.agentId, agent.id), eq(attendanceEvents.kind, "clock_in")));
    const planner = await co.user("planner");
    const asUser = (token: string) => (method: "GET" | "POST", url: string, payload?: object) =>
      ctx.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${token}` },
        ...(payload ? { payload } : {}),
      });
    const p = asUser(planner.token);
    expect((await p("GET", `/api/attendance/timesheets?week=${week}`)).statusCode).toBe(200);
    expect((await p("GET", "/api/attendance/exceptions")).statusCode).toBe(200);
    expect(
      (await p("POST", "/api/attendance/timesheets/validate", { agent_id: agent.id, week_start: week }))
        .statusCode,
    ).toBe(403);
    expect(
      (await p("POST", `/api/attendance/events/${exception?.id}/review`, { decision: "approved" }))
        .statusCode,
    ).toBe(403);
    for (const role of ["operator", "agent"]) {
      const u = asUser((await co.user(role)).token);
      expect((await u("GET", `/api/attendance/timesheets?week=${week}`)).statusCode, role).toBe(403);
      expect(
        (await u("POST", `/api/attendance/events/${exception?.id}/review`, { decision: "approved" }))
          .statusCode,
        role,
      ).toBe(403);
    }
    expect(
      (await agent.call({ method: "GET", url: `/api/attendance/timesheets?week=${week}` })).statusCode,
    ).toBe(403);
    const stranger = other.call;
    expect(
      (await stranger({ method: "GET", url: `/api/attendance/timesheets?week=${week}&agent_id=${agent.id}` }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await stranger({
          method: "POST",
          url: "/api/attendance/timesheets/validate",
          payload: { agent_id: agent.id, week_start: week },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await stranger({
          method: "POST",
          url: `/api/attendance/events/${exception?.id}/review`,
          payload: { decision: "rejected" },
        })
      ).statusCode,
    ).toBe(404);
    const [still] = await ctx.database.db
      .select()
      .from(attendanceEvents)
      .where(eq(attendanceEvents.id, exception?.id as string));
    expect(still?.reviewStatus).toBe("pending");
    expect(
      await ctx.database.db.select().from(timesheetDays).where(eq(timesheetDays.agentId, agent.id)),
    ).toHaveLength(0);
    expect(
      (await co.call({ method: "GET", url: "/api/attendance/timesheets?week=2026-12-01" })).statusCode,
    ).toBe(422);
  });
});
