import { createHash, randomBytes } from "node:crypto";
import net from "node:net";
import tls from "node:tls";
import type { ProbeVerdict } from "./stream-probe.ts";

// Stream-level status (issue 14): a camera is 'En ligne' when its RTSP server answers OPTIONS and, for a
// configured stream path, DESCRIBE returns a session description with a video track. A web server or a
// database on the same port answers something else and stays 'Hors ligne'. Only the two handshake
// requests are sent: no SETUP, no PLAY, no media.

type Reply = { status: number; headers: Record<string, string>; body: string };

const md5 = (text: string) => createHash("md5").update(text).digest("hex");

/** The Authorization header answering a 401 challenge (Digest RFC 2617, or Basic). */
export function authorization({
  challenge,
  method,
  uri,
  username,
  password,
}: {
  challenge: string;
  method: string;
  uri: string;
  username: string;
  password: string;
}): string | null {
  if (/^basic/i.test(challenge)) return `Basic ${Buffer.from(`${username}:${password}`).toString("base64")}`;
  if (!/^digest/i.test(challenge)) return null;
  const field = (name: string) => new RegExp(`${name}="?([^",]*)"?`, "i").exec(challenge)?.[1] ?? "";
  const realm = field("realm");
  const nonce = field("nonce");
  const opaque = field("opaque");
  const ha1 = md5(`${username}:${realm}:${password}`);
  const ha2 = md5(`${method}:${uri}`);
  const base = `Digest username="${username}", realm="${realm}", nonce="${nonce}", uri="${uri}"`;
  const tail = opaque ? `, opaque="${opaque}"` : "";
  // RFC 7616 qop=auth (HTTP cameras ask for it); RFC 2617's form otherwise (RTSP cameras).
  if (/\bauth\b/.test(field("qop"))) {
    const cnonce = randomBytes(8).toString("hex");
    const response = md5(`${ha1}:${nonce}:00000001:${cnonce}:auth:${ha2}`);
    return `${base}, qop=auth, nc=00000001, cnonce="${cnonce}", response="${response}"${tail}`;
  }
  return `${base}, response="${md5(`${ha1}:${nonce}:${ha2}`)}"${tail}`;
}

/** Reads RTSP replies from a socket, one at a time (header block, then Content-Length bytes). */
function replies(socket: net.Socket) {
  let buffer = "";
  const waiting: ((reply: Reply | null) => void)[] = [];
  const tryParse = () => {
    const end = buffer.indexOf("\r\n\r\n");
    if (end < 0 || waiting.length === 0) return;
    const [statusLine = "", ...lines] = buffer.slice(0, end).split("\r\n");
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(":");
      if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const length = Number(headers["content-length"] ?? 0);
    if (buffer.length < end + 4 + length) return;
    const body = buffer.slice(end + 4, end + 4 + length);
    buffer = buffer.slice(end + 4 + length);
    const match = /^RTSP\/1\.0 (\d{3})/.exec(statusLine);
    waiting.shift()?.(match ? { status: Number(match[1]), headers, body } : null);
  };
  socket.on("data", (chunk: Buffer) => {
    buffer += chunk.toString("latin1");
    // Anything that does not start like RTSP is not a camera: stop reading early.
    if (buffer.length >= 5 && !buffer.startsWith("RTSP/")) {
      for (const resolve of waiting.splice(0)) resolve(null);
      return;
    }
    if (buffer.length > 64_000) buffer = buffer.slice(0, 64_000);
    tryParse();
  });
  return () =>
    new Promise<Reply | null>((resolve) => {
      waiting.push(resolve);
      tryParse();
    });
}

/** RTSP OPTIONS, then DESCRIBE (with the URL's credentials when challenged). */
export function rtspProbe({
  url,
  host,
  servername,
  port,
  timeoutMs,
  signal,
}: {
  url: URL | null;
  /** The checked address to connect to. */
  host: string;
  /** The camera's name for TLS (rtsps), when it has one. */
  servername?: string;
  port: number;
  timeoutMs: number;
  signal?: AbortSignal;
}): Promise<ProbeVerdict> {
  return new Promise((resolve) => {
    let settled = false;
    const secure = url?.protocol === "rtsps:";
    const socket = secure
      ? tls.connect({
          host,
          port,
          servername: servername && !net.isIP(servername) ? servername : undefined,
          rejectUnauthorized: false,
        })
      : net.connect({ host, port });
    const onAbort = () => finish({ online: false, reason: "timeout" });
    const finish = (verdict: ProbeVerdict) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      // The monitor's signal lives for all its cycles: a listener left on it would pile up, one per probe.
      signal?.removeEventListener("abort", onAbort);
      socket.destroy();
      resolve(verdict);
    };
    const timer = setTimeout(() => finish({ online: false, reason: "timeout" }), timeoutMs);
    signal?.addEventListener("abort", onAbort, { once: true });
    let connected = false;
    // Closed by the peer without an RTSP answer: something listens there, but not a camera.
    socket.once("close", () => finish({ online: false, reason: connected ? "not-video" : "unreachable" }));
    socket.once("error", (error: NodeJS.ErrnoException) =>
      finish({ online: false, reason: error.code === "ETIMEDOUT" ? "timeout" : "unreachable" }),
    );
    const next = replies(socket);
    const target = url
      ? `${url.protocol}//${url.host}${url.pathname}${url.search}`
      : `rtsp://${host}:${port}/`;
    let cseq = 0;
    const send = async (method: string, extra: string[] = []) => {
      cseq++;
      const lines = [
        `${method} ${target} RTSP/1.0`,
        `CSeq: ${cseq}`,
        "User-Agent: HTS camera monitor",
        ...extra,
      ];
      socket.write(`${lines.join("\r\n")}\r\n\r\n`);
      return next();
    };
    socket.once(secure ? "secureConnect" : "connect", async () => {
      connected = true;
      const options = await send("OPTIONS");
      if (!options) return finish({ online: false, reason: "not-video" });
      // Only an address: an RTSP server answered, there is no stream path to describe.
      if (!url || url.pathname === "/" || url.pathname === "") return finish({ online: true });
      let describe = await send("DESCRIBE", ["Accept: application/sdp"]);
      if (describe?.status === 401 && url.username) {
        const header = authorization({
          challenge: describe.headers["www-authenticate"] ?? "",
          method: "DESCRIBE",
          uri: target,
          username: decodeURIComponent(url.username),
          password: decodeURIComponent(url.password),
        });
        if (header)
          describe = await send("DESCRIBE", ["Accept: application/sdp", `Authorization: ${header}`]);
      }
      if (!describe) return finish({ online: false, reason: "not-video" });
      if (describe.status === 401 || describe.status === 403)
        return finish({ online: false, reason: "unauthorized" });
      if (describe.status === 404) return finish({ online: false, reason: "not-found" });
      if (describe.status !== 200) return finish({ online: false, reason: "unreachable" });
      finish(/^m=video /m.test(describe.body) ? { online: true } : { online: false, reason: "not-video" });
    });
  });
}
