// Which addresses a camera may point at. The server connects to what users type (monitor probes, the
// video gateway, snapshots): without these rules, a camera URL would let any operator make the server
// knock on its own loopback services, on link-local hosts or on the cloud metadata endpoint that hands
// out credentials. Private ranges (10/8, 192.168/16...) stay allowed: that is where cameras live.
import ipaddr from "ipaddr.js";

/** Why an address is refused, or "allowed". */
export type TAddressVerdict =
  | "allowed"
  | "loopback"
  | "link-local"
  | "metadata"
  | "unspecified"
  | "multicast"
  | "invalid";

/** Cloud instance metadata services (AWS, GCP and Azure share the first; Alibaba, Azure wire server, AWS IPv6). */
const METADATA_NETWORKS = [
  "169.254.169.254/32",
  "100.100.100.200/32",
  "168.63.129.16/32",
  "fd00:ec2::254/128",
];

const REFUSED_RANGES: Record<string, TAddressVerdict> = {
  loopback: "loopback",
  linkLocal: "link-local",
  unspecified: "unspecified",
  multicast: "multicast",
  broadcast: "multicast",
};

type TCidr = [ipaddr.IPv4 | ipaddr.IPv6, number];

function parseNetworks(networks: readonly string[]): TCidr[] {
  return networks.flatMap((cidr) => {
    try {
      return [ipaddr.parseCIDR(cidr.trim())];
    } catch {
      return [];
    }
  });
}

const inAny = (address: ipaddr.IPv4 | ipaddr.IPv6, networks: TCidr[]) =>
  networks.some(([net, bits]) => address.kind() === net.kind() && address.match(net, bits));

const METADATA = parseNetworks(METADATA_NETWORKS);

/** True for a valid CIDR (or a bare address, read as a single host). */
export function isNetwork(value: string): boolean {
  return (
    parseNetworks([value.includes("/") ? value : `${value}/${value.includes(":") ? 128 : 32}`]).length > 0
  );
}

/**
 * The verdict on one literal IP address. `allowedNetworks` (instance configuration: the demo's
 * simulated cameras, tests) lifts the refusal for the ranges it lists; IPv4-mapped IPv6 addresses are
 * judged as the IPv4 address they carry.
 */
export function addressVerdict({
  address,
  allowedNetworks = [],
}: {
  address: string;
  allowedNetworks?: readonly string[];
}): TAddressVerdict {
  const bare = address.replace(/^\[(.*)\]$/, "$1").replace(/%.*$/, "");
  if (!ipaddr.isValid(bare)) return "invalid";
  const parsed = ipaddr.process(bare);
  const allowed = parseNetworks(
    allowedNetworks.map((n) => (n.includes("/") ? n : `${n}/${n.includes(":") ? 128 : 32}`)),
  );
  if (inAny(parsed, allowed)) return "allowed";
  if (inAny(parsed, METADATA)) return "metadata";
  return REFUSED_RANGES[parsed.range()] ?? "allowed";
}

/** True when `host` is a literal IPv4 or IPv6 address (possibly in brackets), not a name. */
export function isIpLiteral(host: string): boolean {
  return ipaddr.isValid(host.replace(/^\[(.*)\]$/, "$1").replace(/%.*$/, ""));
}
