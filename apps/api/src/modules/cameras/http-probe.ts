import http from "node:http";
import https from "node:https";
import type { ProbeVerdict } from "./stream-probe.ts";

/** Content types of a video source over HTTP: MJPEG, raw video, HLS playlists. */
const VIDEO_TYPES = /^(multipart\/x-mixed-replace|video\/|application\/(x-mpegurl|vnd\.apple\.mpegurl))/i;

/**
 * HTTP stream probe: a GET whose answer must be a video content type. Only the headers are read; the
 * request is dropped as soon as they arrive. Basic credentials of the URL are sent.
 */
export function httpProbe({
  url,
  timeoutMs,
  signal,
}: {
  url: URL;
  timeoutMs: number;
  signal?: AbortSignal;
}): Promise<ProbeVerdict> {
  return new Promise((resolve) => {
    let settled = false;
    const client = url.protocol === "https:" ? https : http;
    const headers: Record<string, string> = { "user-agent": "HTS camera monitor" };
    if (url.username)
      headers.authorization = `Basic ${Buffer.from(`${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`).toString("base64")}`;
    const request = client.get(
      {
        host: url.hostname.replace(/^\[(.*)\]$/, "$1"),
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        headers,
        rejectUnauthorized: false,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const type = response.headers["content-type"] ?? "";
        if (status === 401 || status === 403) return finish({ online: false, reason: "unauthorized" });
        if (status === 404) return finish({ online: false, reason: "not-found" });
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
