import { MSG_SETTINGS } from "@hts/domain";
import ipaddr from "ipaddr.js";
import { AppError } from "../../lib/errors.ts";

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

export type ParsedAllowlist = { ranges: Range[] } | { invalid: string };

/** Normalises an address: IPv4-mapped IPv6 (::ffff:1.2.3.4, as Node reports it) becomes IPv4. */
function address(text: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  if (!ipaddr.isValid(text)) return null;
  const parsed = ipaddr.parse(text);
  return parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).isIPv4MappedAddress()
    ? (parsed as ipaddr.IPv6).toIPv4Address()
    : parsed;
}

/** Comma-separated (or one per line) IPv4/IPv6 addresses and CIDR ranges; the first bad entry is named. */
export function parseAllowlist(text: string): ParsedAllowlist {
  const ranges: Range[] = [];
  for (const raw of text.split(/[,\n;]/)) {
    const entry = raw.trim();
    if (!entry) continue;
    try {
      if (entry.includes("/")) {
        ranges.push(ipaddr.parseCIDR(entry));
      } else {
        const one = address(entry);
        if (!one) return { invalid: entry };
        ranges.push([one, one.kind() === "ipv4" ? 32 : 128]);
      }
    } catch {
      return { invalid: entry };
    }
  }
  return { ranges };
}

export function isAllowed(ip: string, ranges: Range[]): boolean {
  if (ranges.length === 0) return true;
  const caller = address(ip);
  if (!caller) return false;
  return ranges.some(([base, bits]) => caller.kind() === base.kind() && caller.match(base, bits));
}

// The list is read on every call of the company: parse each distinct text once.
const cache = new Map<string, Range[]>();

/** 403 in French when the company has a list and `ip` is outside it. */
export function assertIpAllowed(ip: string, allowlist: string): void {
  if (!allowlist.trim()) return;
  let ranges = cache.get(allowlist);
  if (!ranges) {
    const parsed = parseAllowlist(allowlist);
    // A stored list is valid (checked at save); an unreadable one refuses rather than opens.
    ranges = "ranges" in parsed ? parsed.ranges : [];
    if (cache.size > 500) cache.clear();
    cache.set(allowlist, ranges);
  }
  if (ranges.length === 0 || !isAllowed(ip, ranges)) {
    throw new AppError("forbidden", { text: MSG_SETTINGS.ipNotAllowed, params: { ip } });
  }
}
