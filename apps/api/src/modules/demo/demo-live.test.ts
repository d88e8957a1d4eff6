import { beforeAll, describe, expect, it } from "vitest";
import { as, login, useTestApp } from "../../../test/helpers.ts";
import { CameraMonitor, isSimulatedStream, prepareCameras } from "../cameras/index.ts";
import { DEMO_ADMIN_EMAIL, DEMO_PASSWORD, seedDemoCompany } from "./demo-company.ts";
import { DemoRadioTelemetry } from "./demo-radio-telemetry.ts";
import { attachDemoCameras } from "./demo-simulated-cameras.ts";

const ctx = useTestApp();
const silent = { error: () => {}, warn: () => {}, info: () => {} };

type TRadioRow = {
  serialNumber: string;
  status: string;
  battery: number | null;
  signalStrength: number | null;
  lastLocation: { lat: number; lng: number } | null;
  warnings: string[];
};

describe("a demo that is alive (issue 29)", () => {
  beforeAll(async () => {
    await seedDemoCompany({ db: ctx.database.db, passwordCost: 10 });
  });

  it("demo radios report moving positions, battery and signal, and show online", async () => {
    const admin = await login(ctx.app, DEMO_ADMIN_EMAIL, DEMO_PASSWORD);
    const call = as(ctx.app, admin.token);
    const job = new DemoRadioTelemetry({ db: ctx.database.db, events: ctx.app.events, log: silent });
    const radios = async () =>
      ((await call({ method: "GET", url: "/api/radio/radios/" })).json() as TRadioRow[]).sort((a, b) =>
        a.serialNumber.localeCompare(b.serialNumber),
      );

    expect(await job.runOnce(new Date(Date.now() - 5 * 60_000))).toBe(4);
    const before = await radios();
    expect(await job.runOnce(new Date())).toBe(4);
    const after = await radios();
    expect(after).toHaveLength(4);
    for (const [i, radio] of after.entries()) {
      expect(radio.status).not.toBe("offline");
      expect(radio.warnings).not.toContain("signalLost");
      expect(radio.battery).toBeGreaterThanOrEqual(30);
      expect(radio.signalStrength).toBeGreaterThanOrEqual(60);
      // Five minutes of patrol later, the radio is elsewhere.
      expect(radio.lastLocation).not.toEqual(before[i]?.lastLocation);
    }
    const summary = (await call({ method: "GET", url: "/api/radio/summary" })).json();
    expect(summary.activeRadios).toBe(4);

    // The assistant sees them online too.
    const answer = await call({
      method: "POST",
      url: "/api/ai-insights/assistant-chat",
      payload: { question: "Combien de radios avons-nous ?" },
    });
    expect(answer.json()).toMatchObject({ tool: "count_records", figures: { n: 4, online: 4 } });
  });

  it("points every demo camera at the simulator, and without ffmpeg they say so instead of timing out", async () => {
    const admin = await login(ctx.app, DEMO_ADMIN_EMAIL, DEMO_PASSWORD);
    const call = as(ctx.app, admin.token);
    const port = 18_554;
    const config = {
      ...ctx.app.appConfig,
      video: { ...ctx.app.appConfig.video, ffmpegPath: "/nonexistent/ffmpeg" },
      cameraSimulator: { enabled: true, port },
    };
    const media = prepareCameras({ config, log: () => {} });
    const stop = await media.startMedia({ db: ctx.database.db, attachDemoCameras });
    await stop();

    const cameras = (await call({ method: "GET", url: "/api/cameras" })).json() as {
      rtspUrl: string | null;
    }[];
    expect(cameras).toHaveLength(14);
    for (const camera of cameras) expect(isSimulatedStream(camera.rtspUrl, port)).toBe(true);
    // Four streams shared in turn by the fourteen cameras.
    expect(new Set(cameras.map((c) => c.rtspUrl)).size).toBe(4);

    let probed = 0;
    const monitor = new CameraMonitor({
      db: ctx.database.db,
      events: ctx.app.events,
      log: silent,
      intervalMs: 60_000,
      timeoutMs: 500,
      concurrency: 4,
      probe: async () => {
        probed++;
        return { online: false, reason: "timeout" };
      },
      needsMissingEngine: async (url) => isSimulatedStream(url, port),
    });
    await monitor.runOnce();
    expect(probed).toBe(0);
    const after = (await call({ method: "GET", url: "/api/cameras" })).json() as {
      status: string;
      statusReason: string | null;
    }[];
    for (const camera of after) expect(camera.statusReason).toBe("no-engine");
  });
});
