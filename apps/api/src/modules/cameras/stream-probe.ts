import { parseCameraUrl, type TStreamFailure } from "@hts/domain";
import { resolveCameraHost } from "./camera-address.ts";
import { httpProbe } from "./http-probe.ts";
import { rtspProbe } from "./rtsp-probe.ts";

export type ProbeVerdict = { online: true } | { online: false; reason: TStreamFailure };

export type StreamProbeInput = {
  host: string;
  port: number;
  timeoutMs: number;
  /** The full stream URL (credentials included), or null when only an IP address is configured. */
  url: string | null;
  /** Ends the probe at once when the monitor stops. */
  signal?: AbortSignal;
};

/**
 * Is a video source there? RTSP handshake for rtsp(s):// URLs and bare IP addresses (port 554), the
 * content type for http(s):// streams. Addresses the rules refuse are never contacted.
 */
export function streamProbe({ allowedNetworks }: { allowedNetworks: readonly string[] }) {
  return async ({ host, port, timeoutMs, url, signal }: StreamProbeInput): Promise<ProbeVerdict> => {
    // The same strict reading and single resolution as the gateway (decision 075).
    const parts = url ? parseCameraUrl(url) : null;
    if (url && !parts) return { online: false, reason: "address-refused" };
    const web = parts?.scheme === "http" || parts?.scheme === "https";
    // An http(s) source is probed where the gateway reads it (its URL); RTSP at the configured IP.
    const resolved = await resolveCameraHost({ host: web && parts ? parts.host : host, allowedNetworks });
    if (resolved.verdict === "unresolved") return { online: false, reason: "unreachable" };
    if (resolved.verdict !== "allowed") return { online: false, reason: "address-refused" };
    const parsed = url ? new URL(url) : null;
    if (parsed && web && parts)
      return httpProbe({ url: parsed, address: resolved.address, port: parts.port, timeoutMs, signal });
    return rtspProbe({ url: parsed, host: resolved.address, servername: host, port, timeoutMs, signal });
  };
}
