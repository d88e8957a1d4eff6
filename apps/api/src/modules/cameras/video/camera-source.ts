import { parseCameraUrl, type TCameraUrlParts, type TStreamFailure } from "@hts/domain";
import { resolveCameraHost } from "../camera-address.ts";

/** A stream URL read once, strictly, with the one address it may be reached at (decision 075). */
export type CheckedSource = { parts: TCameraUrlParts; address: string };

/**
 * What the gateway, snapshots and the probe connect to: the URL's parts and its host resolved once and
 * judged. A URL that could be read two ways (saved before the strict reading) is refused like a
 * refused address; a name that does not resolve is unreachable.
 */
export async function checkSource({
  url,
  allowedNetworks,
}: {
  url: string;
  allowedNetworks: readonly string[];
}): Promise<{ source: CheckedSource } | { failure: TStreamFailure }> {
  const parts = parseCameraUrl(url);
  if (!parts) return { failure: "address-refused" };
  const resolved = await resolveCameraHost({ host: parts.host, allowedNetworks });
  if (resolved.verdict === "unresolved") return { failure: "unreachable" };
  if (resolved.verdict !== "allowed") return { failure: "address-refused" };
  return { source: { parts, address: resolved.address } };
}

/** `host[:port]` as the camera knows itself: the Host header of HTTP requests. */
export function authorityOf(parts: TCameraUrlParts): string {
  const host = parts.host.includes(":") ? `[${parts.host}]` : parts.host;
  const usual = parts.scheme === "https" ? 443 : parts.scheme === "http" ? 80 : 0;
  return parts.port === usual ? host : `${host}:${parts.port}`;
}

/** A percent-encoded user name or password as the camera expects it (as typed when not decodable). */
export function decodedCredential(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
