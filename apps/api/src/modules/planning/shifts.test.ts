import { PLANNING_API_MSG, PLANNING_MSG } from "@hts/domain";
import { describe, expect, it } from "vitest";
import { as, registerAndLogin, useTestApp } from "../../../test/helpers.ts";
import { siteAndAgent } from "./planning-test-helpers.ts";

const ctx = useTestApp();
const SHIFTS = "/api/planning-advanced/shifts";

describe("planning shifts", () => {
  it("creates a shift from the spec's body, recomputing names and durations", async () => {
    const a = await registerAndLogin(ctx.app);
    const { siteId, agentId } = await siteAndAgent(ctx.app, a.token);
    const call = as(ctx.app, a.token);
    const res = await call({
      method: "POST",
      url: SHIFTS,
      payload: {
        agent_id: agentId,
        site_id: siteId,
        shift_date: "2030-01-14",
        start_time: "08:00",
        end_time: "16:00",
        shift_type: "regular",
        agent_name: "Nom inventé",
        site_name: "Site inventé",
        duration_hours: 99,
        actual_work_hours: 98.5,
        status: "scheduled",
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      agent_id: agentId,
      site_id: siteId,
      agent_name: expect.stringMatching(/^Agent /),
      site_name: expect.stringMatching(/^Site /),
      shift_date: "2030-01-14",
      start_time: "08:00",
      end_time: "16:00",
      shift_type: "regular",
      status: "scheduled",
      duration_hours: 8,
      actual_work_hours: 7.5,
      break_minutes: 30,
      notes: null,
    });
    // The save answers the shift and the conflicts it created (none here, decision 040).
    const { conflicts, ...saved } = res.json();
    expect(conflicts).toEqual([]);
    const one = await call({ method: "GET", url: `${SHIFTS}/${res.json().id}` });
    expect(one.json()).toEqual(saved);
  });

  it("creates the agents screen's guard: break from two times, site from the agent's assignment", async () => {
    const a = await registerAndLogin(ctx.app);
    const { siteId, agentId } = await siteAndAgent(ctx.app, a.token);
    const call = as(ctx.app, a.token);
    const res = await call({
      method: "POST",
      url: SHIFTS,
      payload: {
        agent_id: agentId,
        shift_date: "2030-01-15",
        start_time: "08:00",
        break_start: "12:00",
        break_end: "13:00",
        end_time: "17:00",
        shift_type: "day",
      },
    });
    expect(res.statusCode).toBe(201);
    // Work time = end - start - break: the toast says 8 h.
    expect(res.json()).toMatchObject({
      site_id: siteId,
      duration_hours: 9,
      actual_work_hours: 8,
      break_minutes: 60,
      shift_type: "day",
    });

    const unassigned = await siteAndAgent(ctx.app, a.token, { assignedSiteId: null });
    const noSite = await call({
      method: "POST",
      url: SHIFTS,
      payload: {
        agent_id: unassigned.agentId,
        shift_date: "2030-01-15",
        start_time: "08:00",
        end_time: "17:00",
      },
    });
    expect(noSite.statusCode).toBe(422);
    expect(noSite.json().detail[0].msg).toBe(PLANNING_API_MSG.noSite);
  });

  it("stores a night shift across midnight and lists it on both days it touches", async () => {
    const a = await registerAndLogin(ctx.app);
    const { siteId, agentId } = await siteAndAgent(ctx.app, a.token);
    const call = as(ctx.app, a.token);
    const night = await call({
      method: "POST",
      url: SHIFTS,
      payload: {
        agent_id: agentId,
        site_id: siteId,
        shift_date: "2030-03-04",
        start_time: "21:00",
        end_time: "07:00",
        shift_type: "night",
      },
    });
    expect(night.statusCode).toBe(201);
    expect(night.json()).toMatchObject({ duration_hours: 10, actual_work_hours: 9.5 });
    const ids = async (start: string, end: string) =>
      (await call({ method: "GET", url: `${SHIFTS}?start_date=${start}&end_date=${end}` }))
        .json()
        .map((s: { id: string }) => s.id);
    expect(await ids("2030-03-04", "2030-03-04")).toEqual([night.json().id]);
    // The morning after: the shift started the day before but is still worked that day.
    expect(await ids("2030-03-05", "2030-03-05")).toEqual([night.json().id]);
    expect(await ids("2030-03-06", "2030-03-10")).toEqual([]);
    expect(await ids("2030-03-01", "2030-03-03")).toEqual([]);
  });

  it("lasts 9 h on the night clocks go forward (DST-aware durations)", async () => {
    const a = await registerAndLogin(ctx.app);
    const { siteId, agentId } = await siteAndAgent(ctx.app, a.token);
    const res = await as(
      ctx.app,
      a.token,
    )({
      method: "POST",
      url: SHIFTS,
      payload: {
        agent_id: agentId,
        site_id: siteId,
        shift_date: "2030-03-30",
        start_time: "21:00",
        end_time: "07:00",
      },
    });
    expect(res.json().duration_hours).toBe(9);
  });

  it("filters by agent, site and status, and pages with X-Total-Count", async () => {
    const a = await registerAndLogin(ctx.app);
    const one = await siteAndAgent(ctx.app, a.token);
    const two = await siteAndAgent(ctx.app, a.token);
    const call = as(ctx.app, a.token);
    for (const [who, day] of [
      [one, "2030-01-14"],
      [one, "2030-01-15"],
      [two, "2030-01-14"],
    ] as const) {
      await call({
        method: "POST",
        url: SHIFTS,
        payload: { agent_id: who.agentId, site_id: who.siteId, shift_date: day },
      });
    }
    const range = "start_date=2030-01-13&end_date=2030-01-19";
    expect(
      (await call({ method: "GET", url: `${SHIFTS}?${range}&agent_id=${one.agentId}` })).json(),
    ).toHaveLength(2);
    expect(
      (await call({ method: "GET", url: `${SHIFTS}?${range}&site_id=${two.siteId}` })).json(),
    ).toHaveLength(1);
    expect((await call({ method: "GET", url: `${SHIFTS}?${range}&status=completed` })).json()).toHaveLength(
      0,
    );
    const page = await call({ method: "GET", url: `${SHIFTS}?${range}&limit=1` });
    expect(page.json()).toHaveLength(1);
    expect(page.headers["x-total-count"]).toBe("3");
  });

  it("answers 422 in French for invalid input", async () => {
    const a = await registerAndLogin(ctx.app);
    const { siteId, agentId } = await siteAndAgent(ctx.app, a.token);
    const call = as(ctx.app, a.token);
    const post = (payload: Record<string, unknown>) => call({ method: "POST", url: SHIFTS, payload });
    const base = { agent_id: agentId, site_id: siteId, shift_date: "2030-01-14" };
    const msgs = async (payload: Record<string, unknown>) => {
      const res = await post(payload);
      expect(res.statusCode).toBe(422);
      return (res.json().detail as { msg: string }[]).map((d) => d.msg);
    };
    expect(await msgs({ site_id: siteId, shift_date: "2030-01-14" })).toContain(PLANNING_MSG.requiredFields);
    expect(await msgs({ ...base, start_time: "10:00", end_time: "10:00" })).toContain(PLANNING_MSG.sameTimes);
    expect(await msgs({ ...base, start_time: "25:00" })).toContain(PLANNING_MSG.timeInvalid);
    expect(await msgs({ ...base, shift_date: "2030-02-30" })).toContain(PLANNING_MSG.dateInvalid);
    expect(await msgs({ ...base, break_minutes: 600 })).toContain(PLANNING_API_MSG.breakTooLong);
    expect(await msgs({ ...base, break_start: "12:00" })).toContain(PLANNING_API_MSG.breakIncomplete);
    expect(await msgs({ ...base, shift_type: "sieste" })).toHaveLength(1);
    const range = await call({ method: "GET", url: `${SHIFTS}?start_date=2030-01-20&end_date=2030-01-10` });
    expect(range.statusCode).toBe(422);
    expect((await call({ method: "GET", url: SHIFTS })).statusCode).toBe(422);
  });

  it("patches status, times, agent and site; deletes", async () => {
    const a = await registerAndLogin(ctx.app);
    const one = await siteAndAgent(ctx.app, a.token);
    const two = await siteAndAgent(ctx.app, a.token);
    const call = as(ctx.app, a.token);
    const shift = (
      await call({
        method: "POST",
        url: SHIFTS,
        payload: { agent_id: one.agentId, site_id: one.siteId, shift_date: "2030-01-14" },
      })
    ).json();
    const started = await call({
      method: "PATCH",
      url: `${SHIFTS}/${shift.id}`,
      payload: { status: "in_progress" },
    });
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({ status: "in_progress", start_time: "08:00", duration_hours: 8 });
    const moved = await call({
      method: "PATCH",
      url: `${SHIFTS}/${shift.id}`,
      payload: {
        start_time: "19:00",
        end_time: "07:00",
        agent_id: two.agentId,
        site_id: two.siteId,
        break_minutes: 60,
      },
    });
    expect(moved.json()).toMatchObject({
      agent_id: two.agentId,
      site_id: two.siteId,
      duration_hours: 12,
      actual_work_hours: 11,
      status: "in_progress",
    });
    // Now it reaches into the next day.
    const nextDay = await call({ method: "GET", url: `${SHIFTS}?start_date=2030-01-15&end_date=2030-01-15` });
    expect(nextDay.json()).toHaveLength(1);
    expect(
      (await call({ method: "PATCH", url: `${SHIFTS}/${shift.id}`, payload: { end_time: "19:00" } }))
        .statusCode,
    ).toBe(422);
    expect(
      (await call({ method: "PATCH", url: `${SHIFTS}/${shift.id}`, payload: { status: "fini" } })).statusCode,
    ).toBe(422);
    expect((await call({ method: "DELETE", url: `${SHIFTS}/${shift.id}` })).statusCode).toBe(204);
    expect((await call({ method: "GET", url: `${SHIFTS}/${shift.id}` })).statusCode).toBe(404);
    expect((await call({ method: "DELETE", url: `${SHIFTS}/${shift.id}` })).statusCode).toBe(404);
  });

  it("keeps companies apart: 404 for their shifts, 422 for their agents and sites", async () => {
    const a = await registerAndLogin(ctx.app);
    const b = await registerAndLogin(ctx.app);
    const mine = await siteAndAgent(ctx.app, a.token);
    const theirs = await siteAndAgent(ctx.app, b.token);
    const theirShift = (
      await as(
        ctx.app,
        b.token,
      )({
        method: "POST",
        url: SHIFTS,
        payload: { agent_id: theirs.agentId, site_id: theirs.siteId, shift_date: "2030-01-14" },
      })
    ).json();
    const call = as(ctx.app, a.token);
    expect((await call({ method: "GET", url: `${SHIFTS}/${theirShift.id}` })).statusCode).toBe(404);
    expect(
      (await call({ method: "PATCH", url: `${SHIFTS}/${theirShift.id}`, payload: { status: "cancelled" } }))
        .statusCode,
    ).toBe(404);
    expect((await call({ method: "DELETE", url: `${SHIFTS}/${theirShift.id}` })).statusCode).toBe(404);
    expect(
      (await call({ method: "GET", url: `${SHIFTS}?start_date=2030-01-01&end_date=2030-01-31` })).json(),
    ).toEqual([]);
    const withTheirAgent = await call({
      method: "POST",
      url: SHIFTS,
      payload: { agent_id: theirs.agentId, site_id: mine.siteId, shift_date: "2030-01-14" },
    });
    expect(withTheirAgent.statusCode).toBe(422);
    expect(withTheirAgent.json().detail[0].msg).toBe(PLANNING_API_MSG.agentNotFound);
    const withTheirSite = await call({
      method: "POST",
      url: SHIFTS,
      payload: { agent_id: mine.agentId, site_id: theirs.siteId, shift_date: "2030-01-14" },
    });
    expect(withTheirSite.statusCode).toBe(422);
  });

  it("lets an agent read the planning but not change it", async () => {
    const a = await registerAndLogin(ctx.app);
    const call = as(ctx.app, a.token);
    const email = `agent.${Date.now()}@exemple.fr`;
    await call({
      method: "POST",
      url: "/api/users",
      payload: { name: "Agent", email, password: "motdepasse-2026", role: "agent" },
    });
    const token = (
      await ctx.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email, password: "motdepasse-2026" },
      })
    ).json().access_token;
    const agent = as(ctx.app, token);
    expect(
      (await agent({ method: "GET", url: `${SHIFTS}?start_date=2030-01-01&end_date=2030-01-31` })).statusCode,
    ).toBe(200);
    expect((await agent({ method: "POST", url: SHIFTS, payload: {} })).statusCode).toBe(403);
  });
});
