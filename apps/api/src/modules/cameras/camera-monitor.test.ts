import http from "node:http";
import net from "node:net";
import type { TBusEvent } from "@hts/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { as, registerAndLogin, useTestApp } from "../../../test/helpers.ts";
import { openRtspStub } from "../../../test/rtsp-stub.ts";
import { type RunningSimulator, startCameraSimulator } from "./simulator/camera-simulator.ts";

// A short timeout: the documentation address below (RFC 5737, never routed) must fail fast. The
// simulated camera and the listeners live on loopback, which this instance allows.
const ctx = useTestApp({
  cameraMonitor: { intervalMs: 50, timeoutMs: 1500, concurrency: 4 },
  cameraAllowedNetworks: ["127.0.0.1/32"],
});

let simulator: RunningSimulator;
beforeAll(async () => {
  simulator = await startCameraSimulator({ port: await freePort(), streams: 1, size: "320x180" });
}, 60_000);
afterAll(() => simulator?.stop());

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === "object" && address ? address.port : 0;
}

/** A web server answering every GET with `contentType`. */
async function openHttp(contentType: string): Promise<{ server: http.Server; port: number }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { "content-type": contentType });
    res.end("--frame\r\n");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("no address");
  return { server, port: address.port };
}

async function openListener(): Promise<{ server: net.Server; port: number }> {
  const server = net.createServer((socket) => socket.end());
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("no address");
  return { server, port: address.port };
}

async function setup() {
  const user = await registerAndLogin(ctx.app);
  const call = as(ctx.app, user.token);
  const siteId = (
    await call({ method: "POST", url: "/api/sites", payload: { name: "Site", address: "Paris" } })
  ).json().id;
  const add = async (extra: Record<string, unknown>) =>
    (
      await call({
        method: "POST",
        url: "/api/cameras",
        payload: { siteId, name: "Cam", location: "Hall", ...extra },
      })
    ).json().id as string;
  const read = async (id: string) => (await call({ method: "GET", url: `/api/cameras/${id}` })).json();
  return { user, add, read, call };
}

describe("camera monitor", () => {
  it("counts only a real video source as online: an RTSP camera yes, a TCP port or a web page no", async () => {
    const { add, read, call } = await setup();
    const { server: tcp, port: tcpPort } = await openListener();
    const page = await openHttp("text/html");
    const mjpeg = await openHttp("multipart/x-mixed-replace; boundary=frame");
    const [simulated] = simulator.urls;
    const camera = await add({ rtspUrl: simulated });
    const wrongPath = await add({ rtspUrl: simulated?.replace("demo-1", "nope") });
    const portOnly = await add({ rtspUrl: `rtsp://127.0.0.1:${tcpPort}/stream1` });
    const website = await add({ rtspUrl: `http://127.0.0.1:${page.port}/` });
    const httpCamera = await add({ rtspUrl: `http://127.0.0.1:${mjpeg.port}/video.mjpg` });
    try {
      await ctx.app.cameraMonitor.runOnce();
      expect(await read(camera)).toMatchObject({ status: "En ligne", statusReason: null });
      expect(await read(httpCamera)).toMatchObject({ status: "En ligne" });
      expect(await read(wrongPath)).toMatchObject({ status: "Hors ligne", statusReason: "not-found" });
      expect(await read(portOnly)).toMatchObject({
        status: "Hors ligne",
        statusReason: "not-video",
        lastPing: null,
      });
      expect(await read(website)).toMatchObject({ status: "Hors ligne", statusReason: "not-video" });
    } finally {
      tcp.close();
      page.server.close();
      mjpeg.server.close();
      // The monitor probes every company's cameras: leave nothing behind for the next test.
      for (const id of [camera, wrongPath, portOnly, website, httpCamera])
        await call({ method: "DELETE", url: `/api/cameras/${id}` });
    }
  });

  it("marks a camera online while its stream answers and offline once it stops, publishing each change", async () => {
    const { user, add, read } = await setup();
    // An RTSP server that answers the handshake with one video track, until it is closed.
    const { server, port } = await openRtspStub();
    const live = await add({ ipAddress: "127.0.0.1", rtspUrl: `rtsp://127.0.0.1:${port}/stream1` });
    const byUrl = await add({ rtspUrl: `rtsp://127.0.0.1:${port}/stream2` });
    const unreachable = await add({ ipAddress: "192.0.2.1" });
    const unconfigured = await add({});
    const events: TBusEvent[] = [];
    const unsubscribe = ctx.app.events.subscribe((e) => {
      if (e.companyId === user.company.id) events.push(e);
    });

    // Live events leave in batches (decision 108): wait for a camera's event rather than a fixed time.
    const statusOf = (ids: string[]) =>
      events.filter((e) => e.type === "camera.status" && ids.includes(e.id)).map((e) => e.id);
    const settle = async (ids: string[]) => {
      for (let i = 0; i < 100 && !ids.every((id) => statusOf([id]).length > 0); i++)
        await new Promise((r) => setTimeout(r, 20));
    };

    const first = await ctx.app.cameraMonitor.runOnce();
    expect(first).toMatchObject({ changed: 2 });
    expect(await read(live)).toMatchObject({ status: "En ligne" });
    expect((await read(live)).lastPing).not.toBeNull();
    expect(await read(byUrl)).toMatchObject({ status: "En ligne" });
    expect(await read(unreachable)).toMatchObject({ status: "Hors ligne", lastPing: null });
    expect(await read(unconfigured)).toMatchObject({ status: "Hors ligne", lastPing: null });
    await settle([live, byUrl]);
    expect(statusOf([live, byUrl]).sort()).toEqual([live, byUrl].sort());
    // The others only had their offline reason written once.
    await settle([unreachable, unconfigured]);
    expect(events.filter((e) => e.id === unreachable || e.id === unconfigured)).toHaveLength(2);
    expect(await read(unconfigured)).toMatchObject({ statusReason: "no-url" });
    events.length = 0;

    // Nothing changed: no event, but lastPing moves forward on each success.
    const pingBefore = (await read(live)).lastPing;
    await new Promise((r) => setTimeout(r, 10));
    expect((await ctx.app.cameraMonitor.runOnce()).changed).toBe(0);
    expect(new Date((await read(live)).lastPing).getTime()).toBeGreaterThan(new Date(pingBefore).getTime());

    await new Promise<void>((resolve) => server.close(() => resolve()));
    expect((await ctx.app.cameraMonitor.runOnce()).changed).toBe(2);
    expect(await read(live)).toMatchObject({ status: "Hors ligne" });
    await settle([live, byUrl]);
    unsubscribe();
    // One status event for each camera that went offline, none for the unchanged ones.
    expect(statusOf([live, byUrl]).sort()).toEqual([live, byUrl].sort());
    expect(events.filter((e) => e.id === unreachable || e.id === unconfigured)).toHaveLength(0);
  });

  it("runs on its interval once started, reports its health, and stops", async () => {
    const { user, add, read } = await setup();
    const id = await add({ rtspUrl: simulator.urls[0] });
    ctx.app.cameraMonitor.start();
    try {
      for (let i = 0; i < 50 && (await read(id)).status !== "En ligne"; i++)
        await new Promise((r) => setTimeout(r, 50));
      expect((await read(id)).status).toBe("En ligne");
      const dashboard = await as(ctx.app, user.token)({ method: "GET", url: "/api/dashboard" });
      const monitor = dashboard.json().systemStatus.find((c: { key: string }) => c.key === "cameras");
      expect(monitor).toMatchObject({ status: "Actif" });
      expect(monitor.description).toContain("Caméras en ligne : 1/1");
    } finally {
      await ctx.app.cameraMonitor.stop();
    }
    expect(ctx.app.cameraMonitor.health.snapshot().state).toBe("stopped");
  });
});
