import { randomBytes, randomUUID } from "node:crypto";
import { tinyJpeg } from "@hts/domain/storage/image.fixtures";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/helpers.ts";
import { alarms, tourAlerts, tourScans } from "../../db/schema.ts";
import { tourSummariesForShift } from "./index.ts";
import { signCheckpointQr, tourQrSecret } from "./tour-keys.ts";
import { north, startBody, type TourCompany, tourCompany } from "./tours-test-helpers.ts";

const ctx = useTestApp();
let co: TourCompany;
let other: TourCompany;
const MIN = 60_000;
const ago = (minutes: number) => new Date(Date.now() - minutes * MIN).toISOString();

beforeAll(async () => {
  co = await tourCompany(ctx);
  other = await tourCompany(ctx);
});

const labelOf = async (company: TourCompany, checkpointId: string) =>
  signCheckpointQr({
    secret: await tourQrSecret(ctx.database.db, company.companyId),
    companyId: company.companyId,
    checkpointId,
  });

/** A site with an agent on shift and a two-stop QR tour. */
async function walkSetup(tourExtra: Record<string, unknown> = {}, stopWindow: number | null = null) {
  const site = await co.site();
  const agent = await co.agent();
  const shift = await co.shift({ agentId: agent.id, siteId: site });
  const a = await co.checkpoint(site, { name: "Quai 1" });
  const b = await co.checkpoint(site, { name: "Quai 2" });
  const tour = await co.tour(
    site,
    [
      { checkpoint_id: a.id, window_min: stopWindow },
      { checkpoint_id: b.id, window_min: stopWindow },
    ],
    tourExtra,
  );
  return { site, agent, shift, a, b, tour };
}

const scanCount = async (runId: string) =>
  (await ctx.database.db.select().from(tourScans).where(eq(tourScans.runId, runId))).length;

describe("walking a tour from the phone", () => {
  it("refuses a forged, tampered or foreign QR label, and stores nothing", async () => {
    const { agent, shift, a, tour } = await walkSetup();
    const start = await agent.call({
      method: "POST",
      url: "/api/me/tour-runs",
      payload: startBody(tour.id, shift.id),
    });
    expect(start.statusCode, start.body).toBe(201);
    const runId = start.json().id;
    const genuine = await labelOf(co, a.id);
    const forged = signCheckpointQr({
      secret: randomBytes(32).toString("base64url"),
      companyId: co.companyId,
      checkpointId: a.id,
    });
    const tampered = genuine.replace(a.id, randomUUID());
    const otherSite = await other.site();
    const foreignCp = await other.checkpoint(otherSite);
    const foreign = await labelOf(other, foreignCp.id);
    for (const code of [forged, tampered, foreign, "n'importe quoi"]) {
      const res = await agent.call({
        method: "POST",
        url: "/api/me/tour-scans",
        payload: { client_id: randomUUID(), run_id: runId, method: "qr", code, occurred_at: ago(0) },
      });
      expect(res.statusCode, code).toBe(422);
    }
    expect(await scanCount(runId)).toBe(0);
    const ok = await agent.call({
      method: "POST",
      url: "/api/me/tour-scans",
      payload: { client_id: randomUUID(), run_id: runId, method: "qr", code: genuine, occurred_at: ago(0) },
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(await scanCount(runId)).toBe(1);
  });

  it("replays offline scans once and judges them by the device's time", async () => {
    const { agent, shift, a, b, tour } = await walkSetup({}, 10);
    // Walked offline 40 to 25 minutes ago, sent now: the start and the scans carry the phone's times.
    const start = startBody(tour.id, shift.id, 40);
    const first = {
      client_id: randomUUID(),
      run_id: start.client_id,
      method: "qr",
      code: await labelOf(co, a.id),
      occurred_at: ago(35),
      position: north(0),
    };
    const second = { ...first, client_id: randomUUID(), code: await labelOf(co, b.id), occurred_at: ago(25) };
    for (let round = 0; round < 2; round++) {
      const started = await agent.call({ method: "POST", url: "/api/me/tour-runs", payload: start });
      expect(started.statusCode).toBe(round === 0 ? 201 : 200);
      for (const scan of [first, second]) {
        const res = await agent.call({ method: "POST", url: "/api/me/tour-scans", payload: scan });
        expect(res.statusCode, res.body).toBe(round === 0 ? 201 : 200);
        expect(res.json().replayed).toBe(round === 1);
      }
    }
    expect(await scanCount(start.client_id)).toBe(2);
    const run = (await agent.call({ method: "GET", url: `/api/me/tours?shift_id=${shift.id}` })).json()
      .runs[0];
    expect(run.started_at).toBe(new Date(start.occurred_at).toISOString());
    // Stop 1 at +5 min: within its 10-minute window; stop 2 at +15 min: late, though both arrived now.
    expect(run.checkpoints.map((c: { status: string }) => c.status)).toEqual(["scanned", "late"]);
    expect(run.checkpoints[1].flags).toContain("late");
    expect(run).toMatchObject({
      status: "completed",
      finished_at: new Date(second.occurred_at).toISOString(),
    });
  });

  it("raises an incident alarm for a 'non', at the tour's severity", async () => {
    const site = await co.site();
    const agent = await co.agent();
    const shift = await co.shift({ agentId: agent.id, siteId: site });
    const door = await co.checkpoint(site, {
      name: "Porte quai 3",
      task_kind: "yes_no",
      task_question: "Porte fermée ?",
    });
    const tour = await co.tour(site, [{ checkpoint_id: door.id }], { severity: "critique" });
    const start = startBody(tour.id, shift.id);
    await agent.call({ method: "POST", url: "/api/me/tour-runs", payload: start });
    const scan = {
      client_id: randomUUID(),
      run_id: start.client_id,
      method: "qr",
      code: await labelOf(co, door.id),
      occurred_at: ago(0),
    };
    const missing = await agent.call({ method: "POST", url: "/api/me/tour-scans", payload: scan });
    expect(missing.statusCode).toBe(422);
    const res = await agent.call({
      method: "POST",
      url: "/api/me/tour-scans",
      payload: { ...scan, answer_yes: false },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().checkpoints[0].answer).toBe("non");
    const [stored] = await ctx.database.db
      .select()
      .from(tourScans)
      .where(eq(tourScans.runId, start.client_id));
    const [alarm] = await ctx.database.db
      .select()
      .from(alarms)
      .where(eq(alarms.id, stored?.alarmId ?? randomUUID()));
    expect(alarm).toMatchObject({ type: "technique", severity: "critique", siteId: site, status: "active" });
    expect(alarm?.title).toBe("Anomalie de ronde : Porte quai 3");
  });

  it("requires a photo for a photo task, a reason for a manual entry, and a GPS point's radius", async () => {
    const site = await co.site();
    const agent = await co.agent();
    const shift = await co.shift({ agentId: agent.id, siteId: site });
    const meter = await co.checkpoint(site, {
      kind: "gps",
      latitude: north(0).lat,
      longitude: north(0).lng,
      radius_m: 20,
      task_kind: "photo",
    });
    const tour = await co.tour(site, [{ checkpoint_id: meter.id }]);
    const start = startBody(tour.id, shift.id);
    await agent.call({ method: "POST", url: "/api/me/tour-runs", payload: start });
    const base = { run_id: start.client_id, method: "gps", checkpoint_id: meter.id, occurred_at: ago(0) };
    const send = (extra: Record<string, unknown>) =>
      agent.call({
        method: "POST",
        url: "/api/me/tour-scans",
        payload: { ...base, client_id: randomUUID(), ...extra },
      });
    // Photos go first (POST /api/me/photos), the scan names them.
    const photo = async (width: number) => {
      const res = await agent.call({
        method: "POST",
        url: "/api/me/photos",
        payload: {
          content_base64: Buffer.from(tinyJpeg({ exif: false, width })).toString("base64"),
          shift_id: shift.id,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as string;
    };
    expect((await send({ position: north(0) })).statusCode).toBe(422);
    expect((await send({ position: north(200), photo_id: randomUUID() })).statusCode).toBe(409);
    expect((await send({ method: "manual", photo_id: randomUUID() })).statusCode).toBe(422);
    // A photo id that is not one of the agent's photos: refused, nothing stored.
    const unknown = await send({
      method: "manual",
      manual_reason: "Étiquette arrachée",
      photo_id: randomUUID(),
    });
    expect(unknown.statusCode).toBe(422);
    const manual = await send({
      method: "manual",
      manual_reason: "Étiquette arrachée",
      photo_id: await photo(120),
    });
    expect(manual.statusCode, manual.body).toBe(201);
    expect(manual.json().checkpoints[0]).toMatchObject({ method: "manual", flags: ["manual"] });
    const gps = await send({
      position: north(10),
      photo_id: await photo(140),
      occurred_at: new Date(Date.now() + 1000).toISOString(),
    });
    expect(gps.statusCode, gps.body).toBe(201);
    expect(gps.json().checkpoints[0].flags).toContain("repeated");
  });

  it("flags two checkpoints scanned faster than a person walks between them", async () => {
    const site = await co.site();
    const agent = await co.agent();
    const shift = await co.shift({ agentId: agent.id, siteId: site });
    const p1 = await co.checkpoint(site, { kind: "gps", latitude: north(0).lat, longitude: north(0).lng });
    const p2 = await co.checkpoint(site, {
      kind: "gps",
      latitude: north(400).lat,
      longitude: north(400).lng,
    });
    const tour = await co.tour(site, [{ checkpoint_id: p1.id }, { checkpoint_id: p2.id }], {
      ordered: false,
    });
    const start = startBody(tour.id, shift.id, 5);
    await agent.call({ method: "POST", url: "/api/me/tour-runs", payload: start });
    const scan = (checkpointId: string, position: ReturnType<typeof north>, at: string) =>
      agent.call({
        method: "POST",
        url: "/api/me/tour-scans",
        payload: {
          client_id: randomUUID(),
          run_id: start.client_id,
          method: "gps",
          checkpoint_id: checkpointId,
          position,
          occurred_at: at,
        },
      });
    expect((await scan(p1.id, north(0), ago(2))).statusCode).toBe(201);
    const res = await scan(p2.id, north(400), new Date(Date.now() - 2 * MIN + 30_000).toISOString());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().checkpoints[1].flags).toEqual(["too_fast"]);
    const board = await co.call({ method: "GET", url: "/api/tour-runs/board" });
    expect(board.json().flagged_scans).toBeGreaterThanOrEqual(1);
  });
});

describe("the tour watch", () => {
  it("raises exactly one alarm for a scheduled tour nobody started", async () => {
    const site = await co.site();
    const agent = await co.agent();
    // A shift that began 90 minutes ago, a tour due at its start every 4 hours, 30 minutes long.
    await co.shift({ agentId: agent.id, siteId: site, startInMin: -90 });
    const cp = await co.checkpoint(site);
    const tour = await co.tour(site, [{ checkpoint_id: cp.id }], {
      schedule: { mode: "interval", every_hours: 4 },
      severity: "moyen",
    });
    const job = ctx.app.tourWatch;
    const raised = (await Promise.all([job.runOnce(), job.runOnce()])).flat();
    await job.runOnce();
    const alerts = await ctx.database.db
      .select()
      .from(tourAlerts)
      .where(and(eq(tourAlerts.tourId, tour.id), eq(tourAlerts.kind, "missed")));
    expect(alerts).toHaveLength(1);
    expect(raised.filter((id) => id === alerts[0]?.alarmId)).toHaveLength(1);
    const [alarm] = await ctx.database.db
      .select()
      .from(alarms)
      .where(eq(alarms.id, alerts[0]?.alarmId ?? ""));
    expect(alarm).toMatchObject({ severity: "moyen", siteId: site });
    expect(alarm?.title).toBe(`Ronde non effectuée : ${tour.name}`);
    const board = (await co.call({ method: "GET", url: "/api/tour-runs/board" })).json();
    expect(board.missed.map((m: { tour_id: string }) => m.tour_id)).toContain(tour.id);
  });

  it("raises one alarm for a late run and one per checkpoint whose window passed, then closes it", async () => {
    const { agent, shift, b, tour } = await walkSetup({}, null);
    await co.call({
      method: "PATCH",
      url: `/api/tours/${tour.id}`,
      payload: { stops: [...tour.stops.slice(0, 1), { checkpoint_id: b.id, window_min: 5 }] },
    });
    const start = startBody(tour.id, shift.id, 40);
    await agent.call({ method: "POST", url: "/api/me/tour-runs", payload: start });
    await ctx.app.tourWatch.runOnce();
    await ctx.app.tourWatch.runOnce();
    const alerts = await ctx.database.db.select().from(tourAlerts).where(eq(tourAlerts.tourId, tour.id));
    expect(alerts.map((a) => a.kind).sort()).toEqual(["checkpoint", "late"]);
    const run = (await co.call({ method: "GET", url: `/api/tour-runs/${start.client_id}` })).json();
    expect(run).toMatchObject({ status: "in_progress", late: true });
    expect(run.checkpoints.map((c: { status: string }) => c.status)).toEqual(["missed", "missed"]);
    await ctx.app.tourWatch.runOnce(new Date(Date.now() + 30 * MIN));
    const closed = (await co.call({ method: "GET", url: `/api/tour-runs/${start.client_id}` })).json();
    expect(closed.status).toBe("incomplete");
    const pdf = await co.call({ method: "GET", url: `/api/tour-runs/${start.client_id}/report.pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdf.headers["content-disposition"]).toMatch(
      /^attachment; filename="ronde-\d{4}-\d\d-\d\d-[\w-]{8}\.pdf"$/,
    );
    const spanish = await co.call({
      method: "GET",
      url: `/api/tour-runs/${start.client_id}/report.pdf`,
      headers: { "accept-language": "es" },
    });
    expect(spanish.headers["content-disposition"]).toMatch(
      /^attachment; filename="ronda-\d{4}-\d\d-\d\d-[\w-]{8}\.pdf"$/,
    );
  });
});

describe("rights on walking and watching tours", () => {
  it("lets an agent walk only on his own shifts and sites", async () => {
    const { agent, shift, a, tour } = await walkSetup();
    const colleague = await co.agent();
    const theirs = await colleague.call({
      method: "POST",
      url: "/api/me/tour-runs",
      payload: startBody(tour.id, shift.id),
    });
    expect(theirs.statusCode).toBe(404);
    const elsewhere = await co.site();
    const ownShiftElsewhere = await co.shift({ agentId: colleague.id, siteId: elsewhere });
    const wrongSite = await colleague.call({
      method: "POST",
      url: "/api/me/tour-runs",
      payload: startBody(tour.id, ownShiftElsewhere.id),
    });
    expect(wrongSite.statusCode).toBe(409);
    const outside = await agent.call({
      method: "POST",
      url: "/api/me/tour-runs",
      payload: startBody(tour.id, shift.id, 120),
    });
    expect(outside.statusCode).toBe(409);
    const start = startBody(tour.id, shift.id);
    expect((await agent.call({ method: "POST", url: "/api/me/tour-runs", payload: start })).statusCode).toBe(
      201,
    );
    const intruder = await colleague.call({
      method: "POST",
      url: "/api/me/tour-scans",
      payload: {
        client_id: randomUUID(),
        run_id: start.client_id,
        method: "qr",
        code: await labelOf(co, a.id),
        occurred_at: ago(0),
      },
    });
    expect(intruder.statusCode).toBe(404);
    expect(await scanCount(start.client_id)).toBe(0);
    const manager = await co.user("manager");
    const noAgent = await manager.call({
      method: "POST",
      url: "/api/me/tour-runs",
      payload: startBody(tour.id, shift.id),
    });
    expect(noAgent.statusCode).toBe(403);
    // Another company's agent cannot use this company's shift, tour or run.
    const foreigner = await other.agent();
    const foreign = await foreigner.call({
      method: "POST",
      url: "/api/me/tour-runs",
      payload: startBody(tour.id, shift.id),
    });
    expect(foreign.statusCode).toBe(404);
  });

  it("shows runs to the control room, not to agents nor to another company", async () => {
    const { agent, shift, tour } = await walkSetup();
    const start = startBody(tour.id, shift.id);
    await agent.call({ method: "POST", url: "/api/me/tour-runs", payload: start });
    expect((await agent.call({ method: "GET", url: "/api/tour-runs/board" })).statusCode).toBe(403);
    expect((await agent.call({ method: "GET", url: `/api/tour-runs/${start.client_id}` })).statusCode).toBe(
      403,
    );
    const planner = await co.user("planner");
    expect((await planner.call({ method: "GET", url: `/api/tour-runs/${start.client_id}` })).statusCode).toBe(
      200,
    );
    // An operator watches the sites he works on only (decision 087): this one is not his.
    const operator = await co.user("operator");
    expect(
      (await operator.call({ method: "GET", url: `/api/tour-runs/${start.client_id}` })).statusCode,
    ).toBe(404);
    expect((await other.call({ method: "GET", url: `/api/tour-runs/${start.client_id}` })).statusCode).toBe(
      404,
    );
    expect(
      (await other.call({ method: "GET", url: `/api/tour-runs/${start.client_id}/report.pdf` })).statusCode,
    ).toBe(404);
    const board = (await other.call({ method: "GET", url: "/api/tour-runs/board" })).json();
    expect(board.in_progress.map((r: { id: string }) => r.id)).not.toContain(start.client_id);
  });
});

describe("figures for reports", () => {
  it("gives completion figures and the shift summaries of the daily activity report", async () => {
    const { site, agent, shift, a, b, tour } = await walkSetup();
    const start = startBody(tour.id, shift.id, 10);
    await agent.call({ method: "POST", url: "/api/me/tour-runs", payload: start });
    for (const [cp, at] of [
      [a, 8],
      [b, 6],
    ] as const)
      await agent.call({
        method: "POST",
        url: "/api/me/tour-scans",
        payload: {
          client_id: randomUUID(),
          run_id: start.client_id,
          method: "qr",
          code: await labelOf(co, cp.id),
          occurred_at: ago(at),
        },
      });
    const summaries = await tourSummariesForShift(ctx.database.db, co.companyId, {
      agentId: agent.id,
      siteId: site,
      from: shift.startsAt,
      to: shift.endsAt,
    });
    expect(summaries).toEqual([
      expect.objectContaining({
        tour_name: tour.name,
        run_id: start.client_id,
        status: "completed",
        checkpoints: [
          expect.objectContaining({ name: "Quai 1", status: "scanned", method: "qr", flagged: false }),
          expect.objectContaining({ name: "Quai 2", status: "scanned", method: "qr", flagged: false }),
        ],
      }),
    ]);
    const stats = await co.call({
      method: "GET",
      url: `/api/tour-runs/stats?from=${encodeURIComponent(ago(60))}&to=${encodeURIComponent(ago(-1))}`,
    });
    expect(stats.statusCode, stats.body).toBe(200);
    expect(stats.json().completed).toBeGreaterThanOrEqual(1);
    // One site's figures: its run walked within the tour's 30 minutes, per site and per tour.
    const period = `from=${encodeURIComponent(ago(60))}&to=${encodeURIComponent(ago(-1))}`;
    const ofSite = await co.call({ method: "GET", url: `/api/tour-runs/stats?${period}&site_id=${site}` });
    expect(ofSite.statusCode, ofSite.body).toBe(200);
    const counts = {
      runs: 1,
      on_time: 1,
      late: 0,
      incomplete: 0,
      in_progress: 0,
      missed: 0,
      completion_rate: 100,
    };
    expect(ofSite.json()).toMatchObject({ runs: 1, completed: 1, totals: counts });
    expect(ofSite.json().by_site).toEqual([{ site_id: site, site_name: expect.any(String), ...counts }]);
    expect(ofSite.json().by_tour).toEqual([
      { tour_id: tour.id, tour_name: tour.name, site_name: expect.any(String), ...counts },
    ]);
    const elsewhere = await co.call({
      method: "GET",
      url: `/api/tour-runs/stats?${period}&site_id=${await co.site()}`,
    });
    expect(elsewhere.json()).toMatchObject({ runs: 0, by_site: [], by_tour: [], completion_rate: null });
    expect(
      (await co.call({ method: "GET", url: `/api/tour-runs/stats?${period}&site_id=nope` })).statusCode,
    ).toBe(422);
    const agentStats = await agent.call({
      method: "GET",
      url: `/api/tour-runs/stats?from=${encodeURIComponent(ago(60))}&to=${encodeURIComponent(ago(-1))}`,
    });
    expect(agentStats.statusCode).toBe(403);
  });
});

describe("the control room's board, kept a second (decision 117)", () => {
  it("shows a run started right after a read, and never serves the company's board to an operator", async () => {
    const { agent, shift, tour } = await walkSetup();
    const manager = await co.user("manager");
    const operator = await co.user("operator");
    const ids = async (call: typeof manager.call) => {
      const board = (await call({ method: "GET", url: "/api/tour-runs/board" })).json();
      return [...board.in_progress, ...board.late].map((r: { id: string }) => r.id);
    };
    await ids(manager.call);
    await ids(operator.call);
    const start = startBody(tour.id, shift.id, 1);
    expect((await agent.call({ method: "POST", url: "/api/me/tour-runs", payload: start })).statusCode).toBe(
      201,
    );
    // The start (a write through the API) forgot the kept boards before it answered.
    expect(await ids(manager.call)).toContain(start.client_id);
    // The operator works on none of this company's sites: his own board, without the run.
    expect(await ids(operator.call)).not.toContain(start.client_id);
  });
});
