import http from "node:http";
import net from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { as, defaultVideo, registerAndLogin, useTestApp } from "../../../test/helpers.ts";
import { cameras } from "../../db/schema.ts";

// Issue 28 items 1 and 2 (decision 075): whatever the URL's spelling and whatever the camera answers,
// the server (ffmpeg, the probe, the monitor) never connects to an address the rules refuse. The fake
// cameras live on 127.0.0.2, which this instance allows; the forbidden listener is on 127.0.0.1, which
// it does not (Linux routes all of 127/8 to loopback, and a socket bound to 127.0.0.1 only receives what
// is sent to 127.0.0.1).
const CAMERA_HOST = "127.0.0.2";
const ctx = useTestApp({
  cameraAllowedNetworks: [`${CAMERA_HOST}/32`],
  cameraMonitor: { intervalMs: 60_000, timeoutMs: 1500, concurrency: 4 },
  video: { ...defaultVideo, connectTimeoutMs: 1500, lingerMs: 100, retryBaseMs: 5_000 },
});

type Counting = { server: net.Server; port: number; connections: number };

async function listen(server: net.Server, host: string): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("no address");
  return address.port;
}

/** A TCP listener that counts the connections it receives (and closes them at once). */
async function countingListener(host: string): Promise<Counting> {
  const counting = { connections: 0 } as Counting;
  counting.server = net.createServer((socket) => {
    counting.connections++;
    socket.on("error", () => {});
    socket.end();
  });
  counting.port = await listen(counting.server, host);
  return counting;
}

let forbidden: Counting;
/** HTTP camera on the allowed address: redirects, or HLS playlists whose segments are forbidden. */
let httpCamera: { server: http.Server; port: number; requests: number };
/** RTSP camera on the allowed address that answers every request with a 302 to the forbidden listener. */
let rtspCamera: { server: net.Server; port: number; requests: number };

beforeAll(async () => {
  forbidden = await countingListener("127.0.0.1");
  const target = `127.0.0.1:${forbidden.port}`;
  const httpServer = http.createServer((req, res) => {
    httpCamera.requests++;
    if (req.url?.startsWith("/redirect")) {
      res.writeHead(302, { location: `http://${target}/video.mjpg` });
      return res.end();
    }
    res.writeHead(200, { "content-type": "application/vnd.apple.mpegurl" });
    res.end(
      `#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:2\n#EXT-X-MEDIA-SEQUENCE:0\n#EXTINF:2.0,\nhttp://${target}/seg0.ts\n#EXTINF:2.0,\nhttp://${target}/seg1.ts\n#EXT-X-ENDLIST\n`,
    );
  });
  httpCamera = { server: httpServer, port: await listen(httpServer, CAMERA_HOST), requests: 0 };
  const rtspServer = net.createServer((socket) => {
    socket.on("error", () => {});
    let buffer = "";
    socket.on("data", (chunk) => {
      buffer += chunk.toString("latin1");
      for (let end = buffer.indexOf("\r\n\r\n"); end >= 0; end = buffer.indexOf("\r\n\r\n")) {
        const request = buffer.slice(0, end);
        buffer = buffer.slice(end + 4);
        rtspCamera.requests++;
        const cseq = /CSeq: (\d+)/i.exec(request)?.[1] ?? "0";
        socket.write(
          `RTSP/1.0 302 Moved Temporarily\r\nCSeq: ${cseq}\r\nLocation: rtsp://${target}/live\r\n\r\n`,
        );
      }
    });
  });
  rtspCamera = { server: rtspServer, port: await listen(rtspServer, CAMERA_HOST), requests: 0 };
});

afterAll(() => {
  // Not awaited: a connection the server under test still holds must not stall the suite.
  httpCamera?.server.closeAllConnections();
  for (const server of [forbidden?.server, httpCamera?.server, rtspCamera?.server]) server?.close();
});

async function setup() {
  const admin = await registerAndLogin(ctx.app);
  const call = as(ctx.app, admin.token);
  const siteId = (
    await call({ method: "POST", url: "/api/sites", payload: { name: "Site", address: "Paris" } })
  ).json().id as string;
  const created = await call({
    method: "POST",
    url: "/api/cameras",
    payload: { siteId, name: "Quai", location: "Hall", rtspUrl: `rtsp://${CAMERA_HOST}:554/ok` },
  });
  expect(created.statusCode).toBe(201);
  return { call, siteId, cameraId: created.json().id as string };
}

/** Opens the live view and waits for its first verdict (or `ms`); the socket is closed after. */
async function watchUntilVerdict(call: ReturnType<typeof as>, cameraId: string, ms = 6000) {
  const link = (await call({ method: "POST", url: `/api/cameras/${cameraId}/stream` })).json().url as string;
  const states: Record<string, unknown>[] = [];
  const socket = await ctx.app.injectWS(
    link,
    {},
    {
      onInit: (ws) =>
        ws.on("message", (data, isBinary) => {
          if (!isBinary) states.push(JSON.parse(data.toString()));
        }),
    },
  );
  const deadline = Date.now() + ms;
  // The last state counts: joining a restarted upstream first replays its previous verdict.
  const decided = () => ["unavailable", "retrying"].includes(String(states.at(-1)?.state));
  while (!decided() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  socket.terminate();
  return states;
}

/** A connection is counted when the listener accepts it, a moment after the client's side is done. */
async function until(check: () => boolean, ms = 3000) {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  return check();
}

/** Stores a URL as is (as if saved before these rules), bypassing the API's checks. */
async function storeRaw(cameraId: string, url: string) {
  await ctx.app.database.db
    .update(cameras)
    .set({ rtspUrl: url, rtspSecret: null, ipAddress: null })
    .where(eq(cameras.id, cameraId));
  ctx.app.cameraVideo.hub.restart(cameraId);
}

const spellings = (port: number) => [
  `http://${CAMERA_HOST}\\@127.0.0.1:${port}/x`,
  `rtsp://${CAMERA_HOST}\\@127.0.0.1:${port}/x`,
  `http://user@${CAMERA_HOST}@127.0.0.1:${port}/x`,
  `rtsp://${CAMERA_HOST}:${port} @127.0.0.1:${port}/x`,
  `http://${CAMERA_HOST}:${port}/x\t@127.0.0.1:${port}/`,
  `rtsp://127.0.0.1:${port}/x`,
  `rtsp://127.1:${port}/x`,
  `rtsp://2130706433:${port}/x`,
  `rtsp://0x7f.0.0.1:${port}/x`,
  `http://%31%32%37.0.0.1:${port}/x`,
  `rtsp://localhost:${port}/x`,
  `rtsp://[::1]:${port}/x`,
  `rtsp://[::127.0.0.1]:${port}/x`,
  `rtsp://[::ffff:127.0.0.1]:${port}/x`,
  `rtsp://[::ffff:7f00:1]:${port}/x`,
  `rtsp://[::ffff:0:7f00:1]:${port}/x`,
  `rtsp://[64:ff9b::7f00:1]:${port}/x`,
  `rtsp://[64:ff9b:1::7f00:1]:${port}/x`,
  `rtsp://[2002:7f00:1::]:${port}/x`,
  `rtsp://[2001:0:4136:e378:8000:63bf:80ff:fffe]:${port}/x`,
  `rtsp://[::5efe:7f00:1]:${port}/x`,
  `rtsps://127.0.0.1:${port}/x`,
];

describe("camera URLs the rules and ffmpeg could read differently", () => {
  it("never reach the forbidden listener through create, update, live view, snapshot or the monitor", async () => {
    const { call, siteId, cameraId } = await setup();
    const before = forbidden.connections;
    for (const url of spellings(forbidden.port)) {
      const created = await call({
        method: "POST",
        url: "/api/cameras",
        payload: { siteId, name: "Essai", location: "Hall", rtspUrl: url },
      });
      expect(created.statusCode, url).toBe(422);
      expect(JSON.stringify(created.json().detail), url).toMatch(/refusée|invalide/);
      const updated = await call({
        method: "PATCH",
        url: `/api/cameras/${cameraId}`,
        payload: { rtspUrl: url },
      });
      expect(updated.statusCode, url).toBe(422);
      await storeRaw(cameraId, url);
      const states = await watchUntilVerdict(call, cameraId, 15_000);
      expect(states.at(-1), url).toMatchObject({ state: "unavailable", reason: "address-refused" });
      const snapshot = await call({ method: "POST", url: `/api/cameras/${cameraId}/snapshots` });
      expect(snapshot.statusCode, url).toBe(409);
      await ctx.app.cameraMonitor.runOnce();
      expect(forbidden.connections, url).toBe(before);
    }
  }, 240_000);

  it("does reach an allowed listener (the harness sees connections)", async () => {
    const allowed = await countingListener(CAMERA_HOST);
    try {
      const { call, cameraId } = await setup();
      await storeRaw(cameraId, `rtsp://${CAMERA_HOST}:${allowed.port}/x`);
      const states = await watchUntilVerdict(call, cameraId);
      expect(await until(() => allowed.connections >= 1), `live view ${JSON.stringify(states)}`).toBe(true);
      const afterLive = allowed.connections;
      await call({ method: "POST", url: `/api/cameras/${cameraId}/snapshots` });
      expect(await until(() => allowed.connections > afterLive), "snapshot").toBe(true);
      const afterSnapshot = allowed.connections;
      await ctx.app.cameraMonitor.runOnce();
      expect(await until(() => allowed.connections > afterSnapshot), "monitor").toBe(true);
    } finally {
      allowed.server.close();
    }
  }, 60_000);
});

describe("what an allowed camera answers", () => {
  const cases = () => [
    { kind: "HTTP 302", url: `http://${CAMERA_HOST}:${httpCamera.port}/redirect`, camera: httpCamera },
    { kind: "RTSP 302", url: `rtsp://${CAMERA_HOST}:${rtspCamera.port}/live`, camera: rtspCamera },
    { kind: "HLS playlist", url: `http://${CAMERA_HOST}:${httpCamera.port}/live.m3u8`, camera: httpCamera },
  ];

  it("never sends the server to the redirect's or the playlist's address", async () => {
    const { call, siteId } = await setup();
    const before = forbidden.connections;
    for (const { kind, url, camera } of cases()) {
      const requests = camera.requests;
      const created = await call({
        method: "POST",
        url: "/api/cameras",
        payload: { siteId, name: kind, location: "Hall", rtspUrl: url },
      });
      expect(created.statusCode, kind).toBe(201);
      const id = created.json().id as string;
      const states = await watchUntilVerdict(call, id);
      expect(states.at(-1), kind).toMatchObject({ state: expect.stringMatching(/unavailable|retrying/) });
      const snapshot = await call({ method: "POST", url: `/api/cameras/${id}/snapshots` });
      expect(snapshot.statusCode, kind).toBe(409);
      await ctx.app.cameraMonitor.runOnce();
      const [row] = await ctx.app.database.db.select().from(cameras).where(eq(cameras.id, id));
      expect(row?.status, kind).toBe("offline");
      // The camera itself was asked (the path was exercised), the forbidden address never.
      expect(camera.requests, kind).toBeGreaterThan(requests);
      expect(forbidden.connections, kind).toBe(before);
    }
  }, 120_000);
});
