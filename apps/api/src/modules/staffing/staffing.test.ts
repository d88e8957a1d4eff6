import { and, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { fieldCompany } from "../../../test/field-world.ts";
import { useTestApp } from "../../../test/helpers.ts";
import { auditLog, shifts } from "../../db/schema.ts";

const ctx = useTestApp();

type World = Awaited<ReturnType<typeof fieldCompany>>;
let w: World;
let other: World;
let nightId: string;

const night = (siteId: string) => ({
  site_id: siteId,
  name: "Nuit",
  start_time: "19:00",
  end_time: "07:00",
  required: { weekday: 1, saturday: 2, sunday: 0, holiday: 1 },
  qualifications: ["SSIAP 1"],
});

beforeAll(async () => {
  w = await fieldCompany(ctx.app, "Couverture SA");
  other = await fieldCompany(ctx.app, "Concurrent SA");
  const res = await w.planner.call({ method: "POST", url: "/api/coverage/posts", payload: night(w.site) });
  expect(res.statusCode, res.body).toBe(201);
  nightId = res.json().id;
});

describe("posts to cover", () => {
  it("creates a post with defaults, audited, and lists it for the office", async () => {
    const list = (
      await w.operator.call({ method: "GET", url: `/api/coverage/posts?site_id=${w.site}` })
    ).json();
    expect(list).toEqual([
      expect.objectContaining({
        id: nightId,
        name: "Nuit",
        site_name: "Site Couverture SA",
        required: { weekday: 1, saturday: 2, sunday: 0, holiday: 1 },
        qualifications: ["SSIAP 1"],
        missing_cost: 1000,
        extra_cost: 50,
        valid_from: null,
      }),
    ]);
    const [audits] = await ctx.database.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.entity, "coverage_post"), eq(auditLog.entityId, nightId)));
    expect(audits?.n).toBe(1);
  });

  it("updates and refuses a duplicate name on the site (409) or an inverted validity (422)", async () => {
    const patched = await w.manager.call({
      method: "PATCH",
      url: `/api/coverage/posts/${nightId}`,
      payload: { missing_cost: 2000, valid_from: "2026-01-01" },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ missing_cost: 2000, valid_from: "2026-01-01" });
    const inverted = await w.manager.call({
      method: "PATCH",
      url: `/api/coverage/posts/${nightId}`,
      payload: { valid_to: "2025-12-01" },
    });
    expect(inverted.statusCode).toBe(422);
    const dup = await w.planner.call({ method: "POST", url: "/api/coverage/posts", payload: night(w.site) });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().detail).toMatch(/existe déjà/);
  });

  it("refuses agents and operators writes, and agents reads", async () => {
    const byOperator = await w.operator.call({
      method: "POST",
      url: "/api/coverage/posts",
      payload: { ...night(w.site), name: "Jour" },
    });
    expect(byOperator.statusCode).toBe(403);
    const agentRead = await w.agentUser.call({ method: "GET", url: "/api/coverage/posts" });
    expect(agentRead.statusCode).toBe(403);
    const agentWeek = await w.agentUser.call({ method: "GET", url: "/api/coverage/week?date=2026-03-02" });
    expect(agentWeek.statusCode).toBe(403);
  });

  it("answers 404 for another company's site or post", async () => {
    const foreignSite = await other.planner.call({
      method: "POST",
      url: "/api/coverage/posts",
      payload: night(w.site),
    });
    expect(foreignSite.statusCode).toBe(404);
    const foreignPatch = await other.manager.call({
      method: "PATCH",
      url: `/api/coverage/posts/${nightId}`,
      payload: { missing_cost: 1 },
    });
    expect(foreignPatch.statusCode).toBe(404);
    const foreignDelete = await other.manager.call({
      method: "DELETE",
      url: `/api/coverage/posts/${nightId}`,
    });
    expect(foreignDelete.statusCode).toBe(404);
    expect((await other.planner.call({ method: "GET", url: "/api/coverage/posts" })).json()).toEqual([]);
  });
});

describe("uncovered post-hours of a week", () => {
  it("counts the nights the shifts of the week do not hold", async () => {
    // Week of Monday 2026-03-02: 5 weekday nights + 2 on Saturday = 7 agent-nights of 12 h.
    const base = {
      companyId: w.companyId,
      agentId: w.agentId,
      siteId: w.site,
      startTime: "19:00",
      endTime: "07:00",
      status: "scheduled",
    };
    await ctx.database.db.insert(shifts).values([
      {
        ...base,
        shiftDate: "2026-03-02",
        startsAt: new Date("2026-03-02T18:00:00Z"),
        endsAt: new Date("2026-03-03T06:00:00Z"),
      },
      {
        ...base,
        agentId: w.colleagueId,
        shiftDate: "2026-03-07",
        post: "Nuit",
        startsAt: new Date("2026-03-07T18:00:00Z"),
        endsAt: new Date("2026-03-08T06:00:00Z"),
      },
    ]);
    const res = await w.planner.call({
      method: "GET",
      url: `/api/coverage/week?date=2026-03-04&site_id=${w.site}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const week = res.json();
    expect(week.week_start).toBe("2026-03-02");
    expect(week.required_minutes).toBe(7 * 720);
    expect(week.uncovered_minutes).toBe(5 * 720);
    expect(week.cost).toBe(5 * 2000);
    expect(week.slots.find((s: { date: string }) => s.date === "2026-03-07")).toMatchObject({
      required: 2,
      assigned: 1,
      missing: 1,
    });
    // The other company sees none of it.
    const theirs = (
      await other.planner.call({ method: "GET", url: "/api/coverage/week?date=2026-03-04" })
    ).json();
    expect(theirs.slots).toEqual([]);
  });

  it("deletes a post (audited) and the week needs nothing more", async () => {
    const del = await w.planner.call({ method: "DELETE", url: `/api/coverage/posts/${nightId}` });
    expect(del.statusCode).toBe(204);
    const week = (await w.planner.call({ method: "GET", url: "/api/coverage/week?date=2026-03-04" })).json();
    expect(week.required_minutes).toBe(0);
  });
});

describe("automatic scheduling", () => {
  let siteId: string;
  let qualified: string;
  const month = { start_date: "2026-06-01", end_date: "2026-06-02" };

  beforeAll(async () => {
    const site = await w.post("/api/sites", { name: "Tour Auto", address: "3 rue C, Paris" });
    siteId = site.id;
    const agent = await w.post("/api/agents", {
      name: "Samir SSIAP",
      badge: "AUTO-1",
      phone: "06 00 00 00 09",
      email: `auto.${Date.now()}@exemple.fr`,
      certifications: ["SSIAP 2"],
    });
    qualified = agent.id;
    const created = await w.planner.call({
      method: "POST",
      url: "/api/coverage/posts",
      payload: { ...night(siteId), required: { weekday: 1, saturday: 1, sunday: 1, holiday: 1 } },
    });
    expect(created.statusCode, created.body).toBe(201);
  });

  it("proposes qualified agents only, explains the rest, writes nothing; agents and operators may not run it", async () => {
    const res = await w.planner.call({
      method: "POST",
      url: "/api/coverage/schedule/preview",
      payload: { ...month, site_ids: [siteId] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json();
    // Only Samir holds SSIAP (2 covers an SSIAP 1 post): one night each day, 11 h 30 of rest between.
    expect(
      preview.proposed.map((s: { agent_id: string; shift_date: string }) => [s.agent_id, s.shift_date]),
    ).toEqual([
      [qualified, "2026-06-01"],
      [qualified, "2026-06-02"],
    ]);
    expect(preview.cost).toBe(0);
    expect(preview.cost_before).toBe(2000);
    const [written] = await ctx.database.db
      .select({ n: count() })
      .from(shifts)
      .where(eq(shifts.siteId, siteId));
    expect(written?.n).toBe(0);
    for (const who of [w.operator, w.agentUser]) {
      const refused = await who.call({
        method: "POST",
        url: "/api/coverage/schedule/preview",
        payload: month,
      });
      expect(refused.statusCode).toBe(403);
    }
  });

  it("says 'leave' when the only qualified agent is away", async () => {
    const leave = await w.planner.call({
      method: "POST",
      url: `/api/agents/${qualified}/unavailability`,
      payload: { startDate: "2026-06-10", endDate: "2026-06-10", kind: "leave" },
    });
    if (leave.statusCode !== 201) return expect.fail(leave.body);
    const res = await w.manager.call({
      method: "POST",
      url: "/api/coverage/schedule/preview",
      payload: { start_date: "2026-06-10", end_date: "2026-06-10", site_ids: [siteId] },
    });
    expect(res.json().uncovered).toEqual([
      expect.objectContaining({ post_name: "Nuit", date: "2026-06-10", missing: 1, reason: "leave" }),
    ]);
  });

  it("applies a selection in one audited transaction; the week's gap closes; another company's ids are refused", async () => {
    const preview = (
      await w.planner.call({
        method: "POST",
        url: "/api/coverage/schedule/preview",
        payload: { ...month, site_ids: [siteId] },
      })
    ).json();
    const chosen = preview.proposed.slice(0, 1);
    const foreign = await other.planner.call({
      method: "POST",
      url: "/api/coverage/schedule/apply",
      payload: { shifts: chosen },
    });
    expect(foreign.statusCode).toBe(422);
    const applied = await w.planner.call({
      method: "POST",
      url: "/api/coverage/schedule/apply",
      payload: { shifts: chosen },
    });
    expect(applied.statusCode, applied.body).toBe(201);
    expect(applied.json().count).toBe(1);
    const rows = await ctx.database.db.select().from(shifts).where(eq(shifts.siteId, siteId));
    expect(rows.map((r) => [r.shiftDate, r.post])).toEqual([["2026-06-01", "Nuit"]]);
    const [audits] = await ctx.database.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.entity, "shift"), eq(auditLog.entityId, rows[0]?.id ?? "")));
    expect(audits?.n).toBe(1);
    // The applied night is kept and not proposed again.
    const again = (
      await w.planner.call({
        method: "POST",
        url: "/api/coverage/schedule/preview",
        payload: { ...month, site_ids: [siteId] },
      })
    ).json();
    expect(again.proposed.map((s: { shift_date: string }) => s.shift_date)).toEqual(["2026-06-02"]);
    const byOperator = await w.operator.call({
      method: "POST",
      url: "/api/coverage/schedule/apply",
      payload: { shifts: chosen },
    });
    expect(byOperator.statusCode).toBe(403);
  });
});
