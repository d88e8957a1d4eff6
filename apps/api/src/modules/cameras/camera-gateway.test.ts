import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type WebSocket from "ws";
import { as, defaultVideo, login, registerAndLogin, uniqueEmail, useTestApp } from "../../../test/helpers.ts";
import { type RunningSimulator, startCameraSimulator } from "./simulator/camera-simulator.ts";

// The video gateway against a simulated RTSP camera (real ffmpeg, real RTSP): one upstream shared by
// every viewer, closed after the last one leaves, reasons instead of spinners, and real JPEG snapshots.
const ctx = useTestApp({
  cameraAllowedNetworks: ["127.0.0.1/32"],
  video: { ...defaultVideo, lingerMs: 300, retryBaseMs: 200 },
});

let simulator: RunningSimulator;
beforeAll(async () => {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  const port = typeof address === "object" && address ? address.port : 0;
  simulator = await startCameraSimulator({ port, streams: 1, size: "320x180" });
}, 60_000);
afterAll(() => simulator?.stop());

type Received = { texts: Record<string, unknown>[]; binaries: number; socket: WebSocket };

async function watch(url: string): Promise<Received> {
  const received: Omit<Received, "socket"> = { texts: [], binaries: 0 };
  const socket = await ctx.app.injectWS(
    url,
    {},
    {
      onInit: (ws) =>
        ws.on("message", (data, isBinary) => {
          if (isBinary) received.binaries++;
          else received.texts.push(JSON.parse(data.toString()));
        }),
    },
  );
  return Object.assign(received, { socket });
}

async function until(check: () => boolean, ms = 15_000) {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  return check();
}

async function setup() {
  const admin = await registerAndLogin(ctx.app);
  const call = as(ctx.app, admin.token);
  const siteId = (
    await call({ method: "POST", url: "/api/sites", payload: { name: "Site", address: "Paris" } })
  ).json().id as string;
  const add = async (rtspUrl?: string) =>
    (
      await call({
        method: "POST",
        url: "/api/cameras",
        payload: { siteId, name: "Quai", location: "Hall", rtspUrl },
      })
    ).json().id as string;
  const link = async (id: string) =>
    (await call({ method: "POST", url: `/api/cameras/${id}/stream` })).json().url as string;
  return { admin, call, siteId, add, link };
}

describe("video gateway", () => {
  it("plays H.264 to several viewers through one upstream, closed after the last viewer leaves", async () => {
    const { add, link } = await setup();
    const id = await add(simulator.urls[0]);
    const first = await watch(await link(id));
    const second = await watch(await link(id));
    expect(await until(() => first.binaries > 10 && second.binaries > 10)).toBe(true);
    for (const viewer of [first, second]) {
      expect(viewer.texts).toContainEqual({ type: "state", state: "live" });
      const codec = viewer.texts.find((t) => t.type === "codec");
      // Passed through, not re-encoded: the simulator's Main profile H.264.
      expect(codec).toMatchObject({
        mime: expect.stringMatching(/^video\/mp4; codecs="avc1\.4d/),
        transcoded: false,
      });
    }
    expect(ctx.app.cameraVideo.hub.stats()).toEqual({ upstreams: 1, viewers: 2 });

    // A third viewer joining later gets the picture at once, from the cached GOP.
    const late = await watch(await link(id));
    expect(await until(() => late.binaries > 2, 3000)).toBe(true);

    for (const viewer of [first, second, late]) viewer.socket.terminate();
    expect(await until(() => ctx.app.cameraVideo.hub.stats().viewers === 0)).toBe(true);
    expect(await until(() => ctx.app.cameraVideo.hub.stats().upstreams === 0, 3000)).toBe(true);
  });

  it("tells the viewer why there is no picture and retries with back-off", async () => {
    const { add, link } = await setup();
    const missing = await watch(await link(await add(simulator.urls[0]?.replace("demo-1", "absent"))));
    expect(
      await until(() => missing.texts.some((t) => t.state === "retrying" && t.reason === "not-found")),
    ).toBe(true);
    const retry = missing.texts.filter((t) => t.state === "retrying").map((t) => t.retryInMs as number);
    expect(retry[0]).toBe(200);
    expect(await until(() => missing.texts.filter((t) => t.state === "retrying").length >= 2)).toBe(true);
    expect(missing.texts.filter((t) => t.state === "retrying")[1]).toMatchObject({ retryInMs: 400 });
    missing.socket.terminate();

    const none = await watch(await link(await add()));
    expect(await until(() => none.texts.some((t) => t.state === "unavailable"))).toBe(true);
    expect(none.texts.at(-1)).toEqual({ type: "state", state: "unavailable", reason: "no-url" });
    expect(none.binaries).toBe(0);
    none.socket.terminate();
  });

  it("takes a real JPEG, downloadable, attachable to an alarm its site's agent then sees", async () => {
    const { add, call, siteId } = await setup();
    const id = await add(simulator.urls[0]);
    const taken = await call({ method: "POST", url: `/api/cameras/${id}/snapshots` });
    expect(taken.statusCode).toBe(201);
    const snapshot = taken.json();
    expect(snapshot).toMatchObject({ cameraId: id, width: 320, height: 180, alarmId: null });
    const image = await call({ method: "GET", url: snapshot.imageUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/jpeg");
    expect(image.headers["content-disposition"]).toMatch(/^attachment; filename="capture-Quai-.*\.jpg"$/);
    expect([...image.rawPayload.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(image.rawPayload.length).toBe(snapshot.bytes);

    const alarm = (
      await call({
        method: "POST",
        url: "/api/alarms",
        payload: {
          siteId,
          type: "intrusion",
          severity: "important",
          title: "Porte",
          description: "Forcée",
          location: "Quai",
        },
      })
    ).json();
    const attached = await call({
      method: "PATCH",
      url: `/api/camera-snapshots/${snapshot.id}`,
      payload: { alarmId: alarm.id },
    });
    expect(attached.json()).toMatchObject({ alarmId: alarm.id });
    expect((await call({ method: "GET", url: `/api/alarms/${alarm.id}/snapshots` })).json()).toHaveLength(1);
    const neither = await call({ method: "PATCH", url: `/api/camera-snapshots/${snapshot.id}`, payload: {} });
    expect(neither.statusCode).toBe(422);

    // An agent assigned to the site sees the picture on the alarm, though cameras are not theirs.
    const email = uniqueEmail("agent");
    await call({
      method: "POST",
      url: "/api/users",
      payload: { name: "Agent", email, password: "motdepasse-solide", role: "agent" },
    });
    const agent = await login(ctx.app, email, "motdepasse-solide");
    const asAgent = as(ctx.app, agent.token);
    expect((await asAgent({ method: "GET", url: snapshot.imageUrl })).statusCode).toBe(404);
    const record = await call({
      method: "POST",
      url: "/api/agents",
      payload: {
        name: "Agent",
        badge: "B-1",
        phone: "0600000000",
        email,
        userId: agent.user.id,
        assignedSiteId: siteId,
      },
    });
    expect(record.statusCode).toBe(201);
    expect((await asAgent({ method: "GET", url: snapshot.imageUrl })).statusCode).toBe(200);
    expect((await asAgent({ method: "GET", url: `/api/alarms/${alarm.id}/snapshots` })).json()).toHaveLength(
      1,
    );
    // ...but may not take one.
    expect((await asAgent({ method: "POST", url: `/api/cameras/${id}/snapshots` })).statusCode).toBe(403);

    // Another company never.
    const other = await registerAndLogin(ctx.app);
    expect((await as(ctx.app, other.token)({ method: "GET", url: snapshot.imageUrl })).statusCode).toBe(404);
    expect(
      (await as(ctx.app, other.token)({ method: "POST", url: `/api/cameras/${id}/snapshots` })).statusCode,
    ).toBe(404);
  });
});
