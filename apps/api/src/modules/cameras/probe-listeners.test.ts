import { getEventListeners } from "node:events";
import http from "node:http";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { httpProbe } from "./http-probe.ts";
import { rtspProbe } from "./rtsp-probe.ts";
import { tcpProbe } from "./tcp-probe.ts";

// The camera monitor hands the same abort signal to every probe of every cycle, for as long as it runs:
// a probe that leaves its listener on it leaks one closure per camera per cycle (Node warned after 10).
describe("camera probes and the monitor's abort signal", () => {
  let tcp: net.Server;
  let web: http.Server;
  const portOf = (server: net.Server | http.Server) => (server.address() as net.AddressInfo).port;
  beforeAll(async () => {
    // Accepts and closes at once: TCP probes succeed, RTSP probes see a peer that is not a camera.
    tcp = net.createServer((socket) => socket.end());
    web = http.createServer((_req, res) => res.writeHead(200, { "content-type": "text/html" }).end("<p>"));
    await new Promise<void>((resolve) => tcp.listen(0, "127.0.0.1", resolve));
    await new Promise<void>((resolve) => web.listen(0, "127.0.0.1", resolve));
  });
  afterAll(() => {
    // Not awaited: a close waits for the peers' half-closed sockets, and nothing here depends on it.
    tcp.close();
    web.closeAllConnections();
    web.close();
  });

  it("leaves no listener on the signal once each probe has answered", async () => {
    const controller = new AbortController();
    const { signal } = controller;
    const host = "127.0.0.1";
    for (let i = 0; i < 12; i++) {
      expect(await tcpProbe({ host, port: portOf(tcp), timeoutMs: 2_000, signal })).toBe(true);
      const rtsp = await rtspProbe({ url: null, host, port: portOf(tcp), timeoutMs: 2_000, signal });
      expect(rtsp.online).toBe(false);
      const page = await httpProbe({
        url: new URL(`http://${host}:${portOf(web)}/`),
        address: host,
        port: portOf(web),
        timeoutMs: 2_000,
        signal,
      });
      expect(page).toEqual({ online: false, reason: "not-video" });
    }
    expect(getEventListeners(signal, "abort")).toHaveLength(0);
  });

  it("still ends a probe in progress when the monitor stops", async () => {
    const controller = new AbortController();
    // A listening socket that never answers: only the abort can end the RTSP probe before its timeout.
    const held = new Set<net.Socket>();
    const silent = net.createServer((socket) => held.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    try {
      const probe = rtspProbe({
        url: null,
        host: "127.0.0.1",
        port: portOf(silent),
        timeoutMs: 30_000,
        signal: controller.signal,
      });
      setTimeout(() => controller.abort(), 50);
      expect(await probe).toEqual({ online: false, reason: "timeout" });
      expect(getEventListeners(controller.signal, "abort")).toHaveLength(0);
    } finally {
      for (const socket of held) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
