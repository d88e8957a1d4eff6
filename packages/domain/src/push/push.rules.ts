// Which push endpoints the server may send to (decision 088). A subscription's endpoint is a URL the
// browser hands us and the server later POSTs to: judged like any SSRF target. Push services are public
// (FCM, Mozilla autopush, Apple), so only public unicast addresses are allowed, over https; an
// installation's configuration may list networks (tests: 127.0.0.1) and allow plain http.
import ipaddr from "ipaddr.js";
import { addressVerdict } from "../cameras/camera-address.rules.ts";

export type TEndpointProblem = "invalid" | "insecure" | "refused";

function inNetworks(address: ipaddr.IPv4 | ipaddr.IPv6, networks: readonly string[]): boolean {
  return networks.some((network) => {
    try {
      const cidr = network.includes("/") ? network : `${network}/${network.includes(":") ? 128 : 32}`;
      const [net, bits] = ipaddr.parseCIDR(cidr);
      return address.kind() === net.kind() && address.match(net, bits);
    } catch {
      return false;
    }
  });
}

/** True when the server may connect to this literal address for a push. */
export function pushAddressAllowed({
  address,
  allowedNetworks = [],
}: {
  address: string;
  allowedNetworks?: readonly string[];
}): boolean {
  const bare = address.replace(/^\[(.*)\]$/, "$1").replace(/%.*$/, "");
  if (!ipaddr.isValid(bare)) return false;
  const parsed = ipaddr.process(bare);
  if (inNetworks(parsed, allowedNetworks)) return true;
  // Private, shared (CGNAT), reserved, loopback, link-local, tunnels...: only plain public unicast.
  return parsed.range() === "unicast" && addressVerdict({ address: bare }) === "allowed";
}

/** The endpoint's URL when it may be stored, or why not. Names are resolved and judged at send time. */
export function pushEndpointProblem({
  endpoint,
  allowHttp = false,
  allowedNetworks = [],
}: {
  endpoint: string;
  allowHttp?: boolean;
  allowedNetworks?: readonly string[];
}): TEndpointProblem | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return "invalid";
  }
  if (url.username || url.password || !url.hostname) return "invalid";
  if (url.protocol !== "https:" && !(allowHttp && url.protocol === "http:")) {
    return url.protocol === "http:" ? "insecure" : "invalid";
  }
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  if (ipaddr.isValid(host)) return pushAddressAllowed({ address: host, allowedNetworks }) ? null : "refused";
  const name = host.toLowerCase().replace(/\.+$/, "");
  if (name === "localhost" || name.endsWith(".localhost") || name.endsWith(".local") || !name.includes("."))
    return "refused";
  return null;
}
