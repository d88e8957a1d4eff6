import http from "node:http";
import https from "node:https";
import net from "node:net";
import type { ProbeVerdict } from "./stream-probe.ts";

/** Content types of a video source over HTTP: MJPEG, raw video. */
const VIDEO_TYPES = /^(multipart\/x-mixed-replace|video\/)/i;
/** HLS playlists point at other URLs: the gateway does not follow them (decision 075), so not playable. */
const PLAYLIST_TYPES = /mpegurl/i;

/**
 * HTTP stream probe: a GET whose answer must be a video content type. Only the headers are read; the
 * request is dropped as soon as they arrive. Basic credentials of the URL are sent. A redirect is not
 * followed (Node's client never does): it is 'not-video'.
 */
export function httpProbe({
  url,
  address,
  port,
  timeoutMs,
  signal,
}: {
  url: URL;
  /** The checked address the URL's host resolved to: the only one connected to (decision 075). */
  address: string;
  port: number;
  timeoutMs: number;
  signal?: AbortSignal;
}): Promise<ProbeVerdict> {
  return new Promise((resolve) => {
    let settled = false;
    const client = url.protocol === "https:" ? https : http;
    const headers: Record<string, string> = { host: url.host, "user-agent": "HTS camera monitor" };
    if (url.username)
      headers.authorization = `Basic ${Buffer.from(`${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`).toString("base64")}`;
    const request = client.get(
      {
        host: address,
        port,
        servername: net.isIP(url.hostname) || url.hostname.startsWith("[") ? undefined : url.hostname,
        agent: false,
        path: `${url.pathname}${url.search}`,
        headers,
        rejectUnauthorized: false,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const type = response.headers["content-type"] ?? "";
        if (status === 401 || status === 403) return finish({ online: false, reason: "unauthorized" });
        if (status === 404) return finish({ online: false, reason: "not-found" });
        if (PLAYLIST_TYPES.test(type)) return finish({ online: false, reason: "unsupported" });
        if (status >= 200 && status < 300 && VIDEO_TYPES.test(type)) return finish({ online: true });
        finish({ online: false, reason: "not-video" });
      },
    );
    const onAbort = () => finish({ online: false, reason: "timeout" });
    const finish = (verdict: ProbeVerdict) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      // The monitor's signal lives for all its cycles: a listener left on it would pile up, one per probe.
      signal?.removeEventListener("abort", onAbort);
      request.destroy();
      resolve(verdict);
    };
    const timer = setTimeout(() => finish({ online: false, reason: "timeout" }), timeoutMs);
    signal?.addEventListener("abort", onAbort, { once: true });
    request.once("error", () => finish({ online: false, reason: "unreachable" }));
  });
}
