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
