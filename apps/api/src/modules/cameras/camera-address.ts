import { lookup } from "node:dns/promises";
import { addressVerdict, isIpLiteral, MSG_CAMERAS, type TAddressVerdict } from "@hts/domain";
import { validation } from "../../lib/errors.ts";

const MESSAGE: Record<Exclude<TAddressVerdict, "allowed" | "invalid">, string> = {
  loopback: MSG_CAMERAS.addressLoopback,
  "link-local": MSG_CAMERAS.addressLinkLocal,
  metadata: MSG_CAMERAS.addressMetadata,
  unspecified: MSG_CAMERAS.addressUnspecified,
  multicast: MSG_CAMERAS.addressMulticast,
};

/**
 * The verdict on a host as the server would reach it: a literal is judged as is, a name by every
 * address it resolves to (one refused address refuses the name). "unresolved" when the name does not
 * resolve from here (a camera on a LAN DNS the server does not see yet).
 */
export async function checkCameraHost({
  host,
  allowedNetworks,
}: {
  host: string;
  allowedNetworks: readonly string[];
}): Promise<TAddressVerdict | "unresolved"> {
  const bare = host.replace(/^\[(.*)\]$/, "$1");
  if (isIpLiteral(bare)) return addressVerdict({ address: bare, allowedNetworks });
  const found = await lookup(bare, { all: true, verbatim: true }).catch(() => null);
  if (!found || found.length === 0) return "unresolved";
  for (const { address } of found) {
    const verdict = addressVerdict({ address, allowedNetworks });
    if (verdict !== "allowed") return verdict;
  }
  return "allowed";
}

/** French 422 on the field when the IP address or the stream URL's host points where cameras may not. */
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
  if (rtspUrl) checks.push(["rtspUrl", new URL(rtspUrl).hostname]);
  for (const [field, host] of checks) {
    const verdict = await checkCameraHost({ host, allowedNetworks });
    if (verdict === "allowed" || verdict === "unresolved" || verdict === "invalid") continue;
    const msg = isIpLiteral(host) ? MESSAGE[verdict] : MSG_CAMERAS.hostRefused;
    throw validation([{ loc: ["body", field], msg, type: "address_refused" }]);
  }
}
