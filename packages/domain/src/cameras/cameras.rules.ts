// Where the camera monitor knocks: the configured IP address first, otherwise the host of the stream URL.
// Pure functions, so the web form and the server agree on what a valid address is.

const URL_PROTOCOLS: Record<string, number> = { "rtsp:": 554, "rtsps:": 322, "http:": 80, "https:": 443 };

/** The RTSP port: what a camera listens on when only its IP address is known. */
export const DEFAULT_CAMERA_PORT = 554;

/** True for an rtsp://, rtsps://, http:// or https:// URL with a host. */
export function isCameraUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol in URL_PROTOCOLS && url.hostname.length > 0;
  } catch {
    return false;
  }
}

export type ProbeTarget = { host: string; port: number };

/**
 * The host and port to probe, or null when the user configured neither an IP nor a URL (nothing is
 * ever guessed or scanned). With an IP and a URL on the same host, the URL's explicit port wins.
 */
export function probeTarget({
  ipAddress,
  rtspUrl,
}: {
  ipAddress: string | null;
  rtspUrl: string | null;
}): ProbeTarget | null {
  const url = rtspUrl && isCameraUrl(rtspUrl) ? new URL(rtspUrl) : null;
  const urlHost = url ? url.hostname.replace(/^\[(.*)\]$/, "$1") : null;
  const urlPort = url ? Number(url.port) || (URL_PROTOCOLS[url.protocol] ?? DEFAULT_CAMERA_PORT) : null;
  if (ipAddress) {
    const port = url && urlHost === ipAddress && url.port ? Number(url.port) : DEFAULT_CAMERA_PORT;
    return { host: ipAddress, port };
  }
  if (urlHost && urlPort) return { host: urlHost, port: urlPort };
  return null;
}
