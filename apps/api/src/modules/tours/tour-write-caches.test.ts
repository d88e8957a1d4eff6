import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/helpers.ts";
import { alarms, sessions, sites } from "../../db/schema.ts";
import { signCheckpointQr, tourQrSecret } from "./tour-keys.ts";
import { north, ORIGIN, startBody, tourCompany } from "./tours-test-helpers.ts";

// Decision 128 (issues 23 and 31): a tour start and a checkpoint scan declare the cache topics they
// change, as the field's writes do (decision 121). A scan changes the tour board and the floor (its
// position); a 'non' also raises an alarm (its pages, its site's counter, the dashboard). What a scan
// does not change is kept: the alarm pages and the sites list after a plain scan, the sessions always.

const ctx = useTestApp();

type Board = { in_progress: Run[]; late: Run[] };
type Run = { id: string; checkpoints: { status: string }[] };

async function world() {
  const co = await tourCompany(ctx);
  const site = await co.site();
  const agent = await co.agent();
  const operator = await co.user("operator");
  const shift = await co.shift({ agentId: agent.id, siteId: site });
  const gate = await co.checkpoint(site, { name: "Portail" });
  const door = await co.checkpoint(site, {
    name: "Porte quai 3",
    task_kind: "yes_no",
    task_question: "Porte fermée ?",
  });
  const tour = await co.tour(site, [{ checkpoint_id: gate.id }, { checkpoint_id: door.id }]);
  const label = async (checkpointId: string) =>
    signCheckpointQr({
      secret: await tourQrSecret(ctx.database.db, co.companyId),
      companyId: co.companyId,
      checkpointId,
    });
  const get = async <T>(url: string) => (await co.call({ method: "GET", url })).json() as T;
  /** Every cached read a scan may change, or must keep, as the control room's admin reads them. */
  const reads = async (runId: string) => {
    const board = await get<Board>("/api/tour-runs/board");
    const run = [...board.in_progress, ...board.late].find((r) => r.id === runId);
    const floor = await get<{ positions: { agent_id: string; position: { lat: number } }[] }>(
      "/api/field/floor",
    );
    const lat = floor.positions.find((p) => p.agent_id === agent.id)?.position.lat;
    const siteRows = await get<{ name: string; activeAlarmsCount: number }[]>("/api/sites");
    return {
      // The run's stops as the board shows them; null once it left the board (completed).
      board: run ? run.checkpoints.map((c) => c.status) : null,
      // Metres north of the site: which position the floor shows.
      floorMetresNorth: lat === undefined ? null : Math.round((lat - ORIGIN.lat) * 111_195),
      alarmTitles: (await get<{ title: string }[]>("/api/alarms?status=active&limit=50")).map((a) => a.title),
      sites: siteRows.map((s) => [s.name, s.activeAlarmsCount]),
      dashboardActive: (await get<{ activeAlerts: number }>("/api/dashboard")).activeAlerts,
      // The operator's session, revoked behind the API's back: 200 while the session cache keeps it.
      operatorMe: (await operator.call({ method: "GET", url: "/api/auth/me" })).statusCode,
    };
  };
  return { co, site, agent, operator, shift, gate, door, tour, label, reads };
}

describe("caches after a tour write (decision 128, issue 31)", () => {
  it("a scan shows on the board and the floor at once and keeps the alarm pages, the sites and the sessions; a 'non' shows its alarm everywhere", async () => {
    const { co, site, agent, operator, shift, gate, door, tour, label, reads } = await world();
    const clockIn = await agent.call({
      method: "POST",
      url: "/api/attendance/events",
      payload: {
        client_id: randomUUID(),
        kind: "clock_in",
        shift_id: shift.id,
        occurred_at: new Date(Date.now() - 60_000).toISOString(),
        position: north(0),
      },
    });
    expect(clockIn.statusCode, clockIn.body).toBe(201);
    const siteName = (await co.call({ method: "GET", url: `/api/sites/${site}` })).json().name as string;

    // The start forgets the board before it answers.
    const start = startBody(tour.id, shift.id, 1);
    const started = await agent.call({ method: "POST", url: "/api/me/tour-runs", payload: start });
    expect(started.statusCode, started.body).toBe(201);
    const run = start.client_id;
    expect(await reads(run)).toEqual({
      board: ["pending", "pending"],
      floorMetresNorth: 0,
      alarmTitles: [],
      sites: [[siteName, 0]],
      dashboardActive: 0,
      operatorMe: 200,
    });

    // Changed behind the API's back (as another instance would, without an event): only a forget of
    // their topic makes this instance read them again.
    await ctx.database.db.insert(alarms).values({
      companyId: co.companyId,
      siteId: site,
      type: "intrusion",
      severity: "moyen",
      status: "active",
      title: "Par une autre instance",
      description: "",
      location: "",
    });
    await ctx.database.db.update(sites).set({ name: "Renommé en base" }).where(eq(sites.id, site));
    await ctx.database.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.userId, operator.id));

    // A plain scan, 40 m north: the board and the floor change; the alarm pages, the sites list and
    // the sessions were kept (before decision 128 every scan forgot them all).
    const scan = (code: string, extra: Record<string, unknown> = {}) =>
      agent.call({
        method: "POST",
        url: "/api/me/tour-scans",
        payload: {
          client_id: randomUUID(),
          run_id: run,
          method: "qr",
          code,
          occurred_at: new Date().toISOString(),
          position: north(40),
          ...extra,
        },
      });
    const plain = await scan(await label(gate.id));
    expect(plain.statusCode, plain.body).toBe(201);
    const afterPlain = await reads(run);
    expect(afterPlain).toMatchObject({
      board: ["scanned", "pending"],
      floorMetresNorth: 40,
      alarmTitles: [],
      sites: [[siteName, 0]],
      operatorMe: 200,
    });

    // A 'non' raises an incident: its pages, its site's counter and the dashboard show it at once
    // (with the alarm written behind the API's back, read again with them); the run is complete, off
    // the board; the operator's session is still the one found before.
    const no = await scan(await label(door.id), { answer_yes: false, position: north(60) });
    expect(no.statusCode, no.body).toBe(201);
    const afterNo = await reads(run);
    expect(afterNo).toMatchObject({
      board: null,
      floorMetresNorth: 60,
      sites: [["Renommé en base", 2]],
      dashboardActive: 2,
      operatorMe: 200,
    });
    expect(afterNo.alarmTitles).toHaveLength(2);
    expect(afterNo.alarmTitles).toContain("Par une autre instance");
    expect(afterNo.alarmTitles).toContain("Anomalie de ronde : Porte quai 3");
  });

  it("a scan noted into the kept board shows at once with its flags counted once, replayed or not (decision 138)", async () => {
    const { co, agent, shift, gate, door, tour } = await world();
    const start = startBody(tour.id, shift.id, 1);
    expect((await agent.call({ method: "POST", url: "/api/me/tour-runs", payload: start })).statusCode).toBe(
      201,
    );
    const board = async () => {
      const read = (await co.call({ method: "GET", url: "/api/tour-runs/board" })).json() as Board & {
        flagged_scans: number;
      };
      const run = [...read.in_progress, ...read.late].find((r) => r.id === start.client_id);
      return { stops: run?.checkpoints.map((c) => c.status) ?? null, flagged: read.flagged_scans };
    };
    expect(await board()).toEqual({ stops: ["pending", "pending"], flagged: 0 });
    // A label torn off: entered by hand with a reason, flagged 'manual'.
    const manual = {
      client_id: randomUUID(),
      run_id: start.client_id,
      method: "manual",
      checkpoint_id: gate.id,
      manual_reason: "Étiquette arrachée",
      occurred_at: new Date().toISOString(),
    };
    const first = await agent.call({ method: "POST", url: "/api/me/tour-scans", payload: manual });
    expect(first.statusCode, first.body).toBe(201);
    expect(await board()).toEqual({ stops: ["scanned", "pending"], flagged: 1 });
    // Replayed by the phone's queue: stored once, counted once.
    const again = await agent.call({ method: "POST", url: "/api/me/tour-scans", payload: manual });
    expect(again.statusCode, again.body).toBe(200);
    expect(await board()).toEqual({ stops: ["scanned", "pending"], flagged: 1 });
    // The last stop completes the run: off the board, its flags still counted.
    const last = await agent.call({
      method: "POST",
      url: "/api/me/tour-scans",
      payload: { ...manual, client_id: randomUUID(), checkpoint_id: door.id, answer_yes: true },
    });
    expect(last.statusCode, last.body).toBe(201);
    expect(await board()).toEqual({ stops: null, flagged: 2 });
  });
});
