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
 * The IPv4 addresses an IPv6 address carries, by the translation and tunnelling schemes that reach
 * them (decision 075): IPv4-compatible (::a.b.c.d), IPv4-mapped and SIIT-translated (::ffff:0:a.b.c.d),
 * NAT64 (64:ff9b::/96, 64:ff9b:1::/48), 6to4 (2002:AABB:CCDD::), Teredo (server and obfuscated
 * client) and ISATAP interface identifiers (::5efe:a.b.c.d).
 */
export function embeddedIpv4(address: ipaddr.IPv6): ipaddr.IPv4[] {
  const p = address.parts;
  const v4 = (high: number, low: number) => new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
  const found: ipaddr.IPv4[] = [];
  const zeros = (from: number, to: number) => p.slice(from, to).every((part) => part === 0);
  if (zeros(0, 5) && (p[5] === 0 || p[5] === 0xffff)) found.push(v4(p[6] ?? 0, p[7] ?? 0));
  if (zeros(0, 4) && p[4] === 0xffff && p[5] === 0) found.push(v4(p[6] ?? 0, p[7] ?? 0));
  if (p[0] === 0x64 && p[1] === 0xff9b) found.push(v4(p[6] ?? 0, p[7] ?? 0));
  if (p[0] === 0x2002) found.push(v4(p[1] ?? 0, p[2] ?? 0));
  if (p[0] === 0x2001 && p[1] === 0) {
    found.push(v4(p[2] ?? 0, p[3] ?? 0));
    found.push(v4((p[6] ?? 0) ^ 0xffff, (p[7] ?? 0) ^ 0xffff));
  }
  if ((p[4] === 0 || p[4] === 0x200) && p[5] === 0x5efe) found.push(v4(p[6] ?? 0, p[7] ?? 0));
  return found;
}

/**
 * The verdict on one literal IP address. `allowedNetworks` (instance configuration: the demo's
 * simulated cameras, tests) lifts the refusal for the ranges it lists; an IPv6 address that carries
 * an IPv4 address (mapped, NAT64, 6to4, Teredo...) is refused when that IPv4 address is.
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
  const own = REFUSED_RANGES[parsed.range()];
  if (own) return own;
  if (parsed.kind() === "ipv6")
    for (const carried of embeddedIpv4(parsed as ipaddr.IPv6)) {
      const verdict = addressVerdict({ address: carried.toString(), allowedNetworks });
      if (verdict !== "allowed") return verdict;
    }
  return "allowed";
}

/** True when `host` is a literal IPv4 or IPv6 address (possibly in brackets), not a name. */
export function isIpLiteral(host: string): boolean {
  return ipaddr.isValid(host.replace(/^\[(.*)\]$/, "$1").replace(/%.*$/, ""));
}
