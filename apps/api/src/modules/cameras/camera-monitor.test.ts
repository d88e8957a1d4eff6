import net from "node:net";
import type { TBusEvent } from "@hts/domain";
import { describe, expect, it } from "vitest";
import { as, registerAndLogin, useTestApp } from "../../../test/helpers.ts";

// A short timeout: the documentation address below (RFC 5737, never routed) must fail fast.
const ctx = useTestApp({ cameraMonitor: { intervalMs: 50, timeoutMs: 300, concurrency: 4 } });

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
  return { user, add, read };
}

describe("camera monitor", () => {
  it("marks a camera online while its port answers and offline once it stops, publishing each change", async () => {
    const { user, add, read } = await setup();
    const { server, port } = await openListener();
    const live = await add({ ipAddress: "127.0.0.1", rtspUrl: `rtsp://127.0.0.1:${port}/stream1` });
    const byUrl = await add({ rtspUrl: `rtsp://127.0.0.1:${port}/stream2` });
    const unreachable = await add({ ipAddress: "192.0.2.1" });
    const unconfigured = await add({});
    const events: TBusEvent[] = [];
    const unsubscribe = ctx.app.events.subscribe((e) => {
      if (e.companyId === user.company.id) events.push(e);
    });

    const first = await ctx.app.cameraMonitor.runOnce();
    expect(first).toMatchObject({ changed: 2 });
    expect(await read(live)).toMatchObject({ status: "En ligne" });
    expect((await read(live)).lastPing).not.toBeNull();
    expect(await read(byUrl)).toMatchObject({ status: "En ligne" });
    expect(await read(unreachable)).toMatchObject({ status: "Hors ligne", lastPing: null });
    expect(await read(unconfigured)).toMatchObject({ status: "Hors ligne", lastPing: null });

    // Nothing changed: no event, but lastPing moves forward on each success.
    const pingBefore = (await read(live)).lastPing;
    await new Promise((r) => setTimeout(r, 10));
    expect((await ctx.app.cameraMonitor.runOnce()).changed).toBe(0);
    expect(new Date((await read(live)).lastPing).getTime()).toBeGreaterThan(new Date(pingBefore).getTime());

    await new Promise<void>((resolve) => server.close(() => resolve()));
    expect((await ctx.app.cameraMonitor.runOnce()).changed).toBe(2);
    expect(await read(live)).toMatchObject({ status: "Hors ligne" });
    await new Promise((r) => setTimeout(r, 20));
    unsubscribe();
    expect(events.map((e) => [e.type, e.id]).sort()).toEqual(
      [
        ["camera.status", live],
        ["camera.status", byUrl],
        ["camera.status", live],
        ["camera.status", byUrl],
      ].sort(),
    );
  });

  it("runs on its interval once started, reports its health, and stops", async () => {
    const { user, add, read } = await setup();
    const { server, port } = await openListener();
    const id = await add({ ipAddress: "127.0.0.1", rtspUrl: `rtsp://127.0.0.1:${port}/` });
    ctx.app.cameraMonitor.start();
    try {
      for (let i = 0; i < 50 && (await read(id)).status !== "En ligne"; i++)
        await new Promise((r) => setTimeout(r, 50));
      expect((await read(id)).status).toBe("En ligne");
      const dashboard = await as(ctx.app, user.token)({ method: "GET", url: "/api/dashboard" });
      const monitor = dashboard.json().systemStatus.find((c: { key: string }) => c.key === "cameras");
      expect(monitor).toMatchObject({ status: "Actif" });
      expect(monitor.description).toContain("1/1 caméras en ligne");
    } finally {
      await ctx.app.cameraMonitor.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    expect(ctx.app.cameraMonitor.health.snapshot().state).toBe("stopped");
  });
});
