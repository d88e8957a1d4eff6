import { lookup } from "node:dns/promises";
import { addressVerdict, isIpLiteral, MSG_CAMERAS, parseCameraUrl, type TAddressVerdict } from "@hts/domain";
import ipaddr from "ipaddr.js";
import { validation } from "../../lib/errors.ts";

const MESSAGE: Record<Exclude<TAddressVerdict, "allowed" | "invalid">, string> = {
  loopback: MSG_CAMERAS.addressLoopback,
  "link-local": MSG_CAMERAS.addressLinkLocal,
  metadata: MSG_CAMERAS.addressMetadata,
  unspecified: MSG_CAMERAS.addressUnspecified,
  multicast: MSG_CAMERAS.addressMulticast,
};

export type HostResolution =
  | { verdict: "allowed"; address: string }
  | { verdict: Exclude<TAddressVerdict, "allowed"> | "unresolved" };

/**
 * Resolves a host once and judges what it resolved to (decision 075): a literal is judged as is, a
 * name by every address it resolves to (one refused address refuses the name). The caller connects to
 * the `address` returned, never to the name again: a resolver answering differently the second time
 * (DNS rebinding) gets no second question.
 */
export async function resolveCameraHost({
  host,
  allowedNetworks,
}: {
  host: string;
  allowedNetworks: readonly string[];
}): Promise<HostResolution> {
  const bare = host.replace(/^\[(.*)\]$/, "$1");
  if (isIpLiteral(bare)) {
    const verdict = addressVerdict({ address: bare, allowedNetworks });
    // The canonical spelling: what is connected to is exactly what was judged.
    return verdict === "allowed"
      ? { verdict, address: ipaddr.parse(bare.replace(/%.*$/, "")).toString() }
      : { verdict };
  }
  const found = await lookup(bare, { all: true, verbatim: true }).catch(() => null);
  if (!found || found.length === 0) return { verdict: "unresolved" };
  for (const { address } of found) {
    const verdict = addressVerdict({ address, allowedNetworks });
    if (verdict !== "allowed") return { verdict };
  }
  return { verdict: "allowed", address: found[0]?.address ?? "" };
}

/** The verdict alone (the record forms: a name not resolvable from here yet is saved). */
export async function checkCameraHost(input: {
  host: string;
  allowedNetworks: readonly string[];
}): Promise<TAddressVerdict | "unresolved"> {
  return (await resolveCameraHost(input)).verdict;
}

/**
 * French 422 on the field when the IP address or the stream URL's host points where cameras may not,
 * or when the URL could be read two ways (decision 075).
 */
export async function requireAllowedAddresses({
  ipAddress,
  rtspUrl,
  allowedNetworks,
}: {
  ipAddress: string | null | undefined;
  rtspUrl: string | null | undefined;
  allowedNetworks: readonly string[];
}): Promise<void> {
  const checks: [string, string][] = [];
  if (ipAddress) checks.push(["ipAddress", ipAddress]);
  if (rtspUrl) {
    const parts = parseCameraUrl(rtspUrl);
    if (!parts)
      throw validation([{ loc: ["body", "rtspUrl"], msg: MSG_CAMERAS.urlAmbiguous, type: "url_ambiguous" }]);
    checks.push(["rtspUrl", parts.host]);
  }
  for (const [field, host] of checks) {
    const verdict = await checkCameraHost({ host, allowedNetworks });
    if (verdict === "allowed" || verdict === "unresolved") continue;
    const msg = isIpLiteral(host) && verdict !== "invalid" ? MESSAGE[verdict] : MSG_CAMERAS.hostRefused;
    throw validation([{ loc: ["body", field], msg, type: "address_refused" }]);
  }
}
