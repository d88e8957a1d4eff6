import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/helpers.ts";
import { agentPositions, sessions, sites } from "../../db/schema.ts";
import { buildCompany, clockIn, north, SITE_POS } from "./attendance-test-helpers.ts";

// Decision 107 for the field (issue 31): a clock action, a position or an SOS declares the cache topics
// it changes. The cached reads it changes (the floor, the dashboard, the alarm pages, the sites'
// counters) show it on the very next request; what it does not change (the company's sessions, the
// sites list after a position) is kept.

const ctx = useTestApp();
const SECOND = 1_000;

type Floor = {
  on_duty: { agent_id: string; on_break: boolean }[];
  expected_missing: unknown[];
  positions: { agent_id: string; position: { lat: number } }[];
};

async function world() {
  const co = await buildCompany(ctx);
  const site = await co.site();
  const agent = await co.agent();
  const get = async <T>(url: string) => (await co.call({ method: "GET", url })).json() as T;
  /** Every cached read a field write may change, as the control room's admin reads them. */
  const reads = async () => {
    const floor = await get<Floor>("/api/field/floor");
    const dashboard = await get<{ onlineAgents: number; activeAlerts: number }>("/api/dashboard");
    const north = floor.positions.find((p) => p.agent_id === agent.id)?.position.lat;
    return {
      activeAlarms: (await get<unknown[]>("/api/alarms?status=active&limit=50")).length,
      siteCounters: (await get<{ activeAlarmsCount: number }[]>("/api/sites")).map(
        (s) => s.activeAlarmsCount,
      ),
      dashboard: [dashboard.onlineAgents, dashboard.activeAlerts],
      onDuty: floor.on_duty
        .filter((a) => a.agent_id === agent.id)
        .map((a) => (a.on_break ? "pause" : "en service")),
      expectedMissing: floor.expected_missing.length,
      // Metres north of the site, rounded: which position the floor shows.
      metresNorth: north === undefined ? null : Math.round((north - SITE_POS.lat) * 111_195),
    };
  };
  const clock = async (payload: Record<string, unknown>) => {
    const res = await agent.call({ method: "POST", url: "/api/attendance/events", payload });
    expect(res.statusCode, res.body).toBe(201);
  };
  return { co, site, agent, reads, clock };
}

describe("caches after a field write (decision 107, issue 31)", () => {
  it("a late clock-in, a break, a position and a clock-out show in every cached read on the next request", async () => {
    const { co, site, agent, reads, clock } = await world();
    const shift = await co.shift({ agentId: agent.id, siteId: site, startInMin: -25 });
    await ctx.app.missedClockIn.runOnce();
    // Read once: every cache now holds the state before the writes.
    expect(await reads()).toEqual({
      activeAlarms: 1,
      siteCounters: [1],
      dashboard: [1, 1],
      onDuty: [],
      expectedMissing: 1,
      metresNorth: null,
    });

    // The clock-in resolves the missed clock-in alarm: its page, its site's counter, the dashboard.
    const at = (ago: number) => new Date(Date.now() - ago).toISOString();
    await clock(clockIn({ shift_id: shift.id, occurred_at: at(60 * SECOND), position: north(20) }));
    expect(await reads()).toEqual({
      activeAlarms: 0,
      siteCounters: [0],
      dashboard: [1, 0],
      onDuty: ["en service"],
      expectedMissing: 0,
      metresNorth: 20,
    });

    await clock(clockIn({ kind: "break_start", occurred_at: at(40 * SECOND), position: north(20) }));
    expect((await reads()).onDuty).toEqual(["pause"]);

    // A phone sends at most one position every 10 s, counted from the last one received: the clock
    // actions' positions are made a minute old, as if the agent had walked since.
    await ctx.database.db
      .update(agentPositions)
      .set({ receivedAt: new Date(Date.now() - 60 * SECOND) })
      .where(eq(agentPositions.agentId, agent.id));
    // A position only signals the floor through a coalesced event: the write itself forgets the floor.
    const moved = await agent.call({
      method: "POST",
      url: "/api/me/position",
      payload: { occurred_at: at(0), position: north(80) },
    });
    expect(moved.json(), moved.body).toMatchObject({ accepted: true });
    expect((await reads()).metresNorth).toBe(80);

    await clock(clockIn({ kind: "break_end", occurred_at: at(0), position: north(20) }));
    await clock(clockIn({ kind: "clock_out", occurred_at: at(0), position: north(20) }));
    // The shift is completed: the dashboard no longer counts the agent on duty, nor does the floor.
    expect(await reads()).toMatchObject({ dashboard: [0, 0], onDuty: [] });
  });

  it("keeps the company's sessions through field writes, and the sites list through a position", async () => {
    const { co, site, agent, clock } = await world();
    const shift = await co.shift({ agentId: agent.id, siteId: site, startInMin: -5 });
    const siteNames = async () =>
      ((await co.call({ method: "GET", url: "/api/sites" })).json() as { name: string }[]).map((s) => s.name);
    const me = async () => (await co.call({ method: "GET", url: "/api/auth/me" })).statusCode;
    const [name] = await siteNames();
    expect(await me()).toBe(200);
    // Changed behind the API's back (as another instance would): only a forget makes this one read again.
    await ctx.database.db.update(sites).set({ name: "Renommé en base" }).where(eq(sites.id, site));
    await ctx.database.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.userId, co.admin.user.id));

    const moved = await agent.call({
      method: "POST",
      url: "/api/me/position",
      payload: { occurred_at: new Date().toISOString(), position: north(30) },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await siteNames()).toEqual([name]);

    await clock(clockIn({ shift_id: shift.id }));
    // The clock-in changes the sites' counters (a resolved alarm), so their page is read again…
    expect(await siteNames()).toEqual(["Renommé en base"]);
    // …but no clock action touches a session: the admin's is still the one found before.
    expect(await me()).toBe(200);
  });
});
