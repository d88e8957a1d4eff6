import type { TStreamFailure } from "@hts/domain";
import { checkCameraHost } from "./camera-address.ts";
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
    const verdict = await checkCameraHost({ host, allowedNetworks });
    if (verdict !== "allowed" && verdict !== "unresolved")
      return { online: false, reason: "address-refused" };
    if (verdict === "unresolved") return { online: false, reason: "unreachable" };
    const parsed = url ? new URL(url) : null;
    // The probed host is the configured IP when there is one: the URL's host only gives the path.
    if (parsed && /^https?:$/.test(parsed.protocol)) return httpProbe({ url: parsed, timeoutMs, signal });
    return rtspProbe({ url: parsed, host, port, timeoutMs, signal });
  };
}
