import net from "node:net";
import tls from "node:tls";
import { RtspReplyFilter } from "./rtsp-reply-filter.ts";

/** A local relay to one checked camera address; ffmpeg reads the camera through it (decision 075). */
export type RtspGuard = {
  port: number;
  /** True once the camera answered something the guard refused (a redirect, not RTSP). */
  refused(): boolean;
  close(): void;
};

const LOCAL = new Set(["127.0.0.1", "::ffff:127.0.0.1"]);

/**
 * Listens on 127.0.0.1 (a free port) and relays each connection ffmpeg opens to `address`:`port` only,
 * through TLS for rtsps (the guard must read the replies, so it holds the TLS session). The camera's
 * replies go through RtspReplyFilter: no redirect ever reaches ffmpeg.
 */
export async function openRtspGuard({
  address,
  port,
  secure,
  servername,
}: {
  address: string;
  port: number;
  secure: boolean;
  /** Name for TLS SNI when the URL named the camera (not an IP literal). */
  servername?: string;
}): Promise<RtspGuard> {
  let refused = false;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    if (!LOCAL.has(client.remoteAddress ?? "")) return client.destroy();
    const camera = secure
      ? tls.connect({ host: address, port, servername, rejectUnauthorized: false })
      : net.connect({ host: address, port });
    sockets.add(client).add(camera);
    const end = () => {
      client.destroy();
      camera.destroy();
      sockets.delete(client);
      sockets.delete(camera);
    };
    for (const socket of [client, camera]) {
      socket.on("error", end);
      socket.on("close", end);
    }
    client.pipe(camera);
    const filter = new RtspReplyFilter(address);
    camera.on("data", (chunk: Buffer) => {
      const verdict = filter.push(chunk);
      if ("refused" in verdict) {
        refused = true;
        return end();
      }
      if (verdict.out.length > 0 && !client.write(verdict.out)) {
        camera.pause();
        client.once("drain", () => camera.resume());
      }
    });
  });
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const bound = server.address();
  return {
    port: typeof bound === "object" && bound ? bound.port : 0,
    refused: () => refused,
    close: () => {
      server.close();
      for (const socket of sockets) socket.destroy();
      sockets.clear();
    },
  };
}
