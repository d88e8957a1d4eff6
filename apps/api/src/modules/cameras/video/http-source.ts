import http from "node:http";
import https from "node:https";
import net from "node:net";
import type { Readable } from "node:stream";
import type { TStreamFailure } from "@hts/domain";
import { authorization } from "../rtsp-probe.ts";
import { authorityOf, type CheckedSource, decodedCredential } from "./camera-source.ts";

/** HLS playlists name other URLs (segments): never followed, so not a supported source. */
const PLAYLIST_TYPES = /mpegurl/i;

export type HttpSource = { stream: Readable; close(): void };

/**
 * Reads an http(s) camera ourselves and hands ffmpeg only the bytes (decision 075): one GET to the
 * checked address with the camera's Host header, credentials answered once (Basic or Digest), and no
 * redirect or playlist followed: a 3xx is a refused address, an HLS playlist is unsupported.
 */
export function openHttpSource({
  source,
  timeoutMs,
}: {
  source: CheckedSource;
  timeoutMs: number;
}): Promise<{ http: HttpSource } | { failure: TStreamFailure }> {
  const { parts, address } = source;
  const username = decodedCredential(parts.username);
  const password = decodedCredential(parts.password);
  const attempt = (auth: string | null) =>
    new Promise<{ http: HttpSource } | { failure: TStreamFailure } | { challenge: string }>((resolve) => {
      const client = parts.scheme === "https" ? https : http;
      const headers: Record<string, string> = { host: authorityOf(parts), "user-agent": "HTS video gateway" };
      if (auth) headers.authorization = auth;
      let settled = false;
      const settle = (value: Parameters<typeof resolve>[0]) => {
        if (settled) return;
        settled = true;
        resolve(value);
      };
      const request = client.get(
        {
          host: address,
          port: parts.port,
          path: parts.path,
          headers,
          servername: net.isIP(parts.host) ? undefined : parts.host,
          rejectUnauthorized: false,
          agent: false,
        },
        (response) => {
          const status = response.statusCode ?? 0;
          const keep = status >= 200 && status < 300;
          if (!keep) response.resume();
          if (status >= 300 && status < 400) return settle({ failure: "address-refused" });
          if (status === 401 && !auth && username) {
            request.destroy();
            return settle({ challenge: String(response.headers["www-authenticate"] ?? "") });
          }
          if (status === 401 || status === 403) return settle({ failure: "unauthorized" });
          if (status === 404) return settle({ failure: "not-found" });
          if (!keep) return settle({ failure: "unreachable" });
          if (PLAYLIST_TYPES.test(String(response.headers["content-type"] ?? ""))) {
            request.destroy();
            return settle({ failure: "unsupported" });
          }
          settle({ http: { stream: response, close: () => request.destroy() } });
        },
      );
      // Idle for timeoutMs (connecting, or a camera that stops sending): the stream ends, ffmpeg sees EOF.
      request.setTimeout(timeoutMs, () => {
        request.destroy();
        settle({ failure: "timeout" });
      });
      request.on("error", () => settle({ failure: "unreachable" }));
    });
  return attempt(null).then(async (first) => {
    if (!("challenge" in first)) return first;
    const header = authorization({
      challenge: first.challenge,
      method: "GET",
      uri: parts.path,
      username,
      password,
    });
    if (!header) return { failure: "unauthorized" as const };
    const second = await attempt(header);
    return "challenge" in second ? { failure: "unauthorized" as const } : second;
  });
}
