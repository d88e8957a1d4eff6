// One reading of a camera URL for every component that connects (decision 075). The address rules used
// to judge the WHATWG parser's host while ffmpeg took what follows the last '@' before '/', '?' or '#'
// (a backslash is a path separator for one and not the other), and the system resolver reads '127.1'
// or '0x7f.1' as loopback. So a URL is accepted only when nothing in it can be read two ways; the
// server then rebuilds what it connects to from these parts, never from the text the user typed.
import ipaddr from "ipaddr.js";

export type TCameraScheme = "rtsp" | "rtsps" | "http" | "https";

export type TCameraUrlParts = {
  scheme: TCameraScheme;
  /** As typed (percent-encoded form), "" when none. */
  username: string;
  password: string;
  /** Lower-case name, canonical dotted IPv4, or IPv6 without brackets. */
  host: string;
  port: number;
  /** Path and query, starting with '/'. */
  path: string;
};

const DEFAULT_PORTS: Record<TCameraScheme, number> = { rtsp: 554, rtsps: 322, http: 80, https: 443 };

// Userinfo: RFC 3986 unreserved, sub-delimiters and %XX; no '@', '/', '\', '[', ']' or whitespace.
const USERINFO = "(?:[A-Za-z0-9\\-._~!$&'()*+,;=]|%[0-9A-Fa-f]{2})*";
// Path and query: printable ASCII without '\', '#', quotes, angle brackets or braces, %XX only.
const PATH = "(?:[A-Za-z0-9\\-._~!$&'()*+,;=:@/?]|%[0-9A-Fa-f]{2})*";
const URL_SHAPE = new RegExp(
  `^(rtsps?|https?)://(?:(${USERINFO})(?::(${USERINFO}(?::${USERINFO})*))?@)?` +
    `(\\[[0-9A-Fa-f:.]+\\]|[A-Za-z0-9.-]+)(?::([0-9]{1,5}))?(/${PATH})?$`,
  "i",
);

/** Anything the system resolver could take for an IPv4 address (inet_aton: 127.1, 0x7f.1, 2130706433...). */
const NUMERIC_HOST = /^(?:0x[0-9a-f]*|[0-9]+)(?:\.(?:0x[0-9a-f]*|[0-9]+)){0,3}\.?$/i;
const CANONICAL_IPV4 =
  /^(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])(?:\.(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])){3}$/;
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

function hostOf(raw: string): string | null {
  if (raw.startsWith("[")) {
    const inner = raw.slice(1, -1);
    return ipaddr.IPv6.isValid(inner) ? ipaddr.IPv6.parse(inner).toString() : null;
  }
  const host = raw.toLowerCase();
  if (NUMERIC_HOST.test(host)) return CANONICAL_IPV4.test(host) ? host : null;
  const labels = host.split(".");
  // A last label made of digits is read as a number by the WHATWG parser (and by some resolvers).
  if (/^[0-9]+$/.test(labels.at(-1) ?? "") || host.length > 253) return null;
  return labels.every((label) => LABEL.test(label)) ? host : null;
}

/** The WHATWG reading of the same text: it must name the same host and port, or the URL is ambiguous. */
function whatwgAgrees(value: string, parts: TCameraUrlParts): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  let host = url.hostname.replace(/^\[(.*)\]$/, "$1").toLowerCase();
  if (ipaddr.IPv6.isValid(host)) host = ipaddr.IPv6.parse(host).toString();
  const port = Number(url.port) || DEFAULT_PORTS[parts.scheme];
  return host === parts.host && port === parts.port && url.protocol === `${parts.scheme}:`;
}

/**
 * The parts of a camera URL, or null when any character or form could be read differently by the URL
 * parser, ffmpeg or the system resolver: backslash, a second '@', whitespace or control characters,
 * a fragment, a percent-encoded or non-ASCII host, an abbreviated or hexadecimal IPv4, an IPv6 zone.
 */
export function parseCameraUrl(value: string): TCameraUrlParts | null {
  if (value.length > 2000) return null;
  const match = URL_SHAPE.exec(value);
  if (!match) return null;
  const [, scheme = "", username = "", password = "", rawHost = "", rawPort, path] = match;
  const host = hostOf(rawHost);
  if (!host) return null;
  const lower = scheme.toLowerCase() as TCameraScheme;
  const port = rawPort === undefined ? DEFAULT_PORTS[lower] : Number(rawPort);
  if (!Number.isInteger(port) || port < 1 || port > 65535) return null;
  const parts: TCameraUrlParts = { scheme: lower, username, password, host, port, path: path ?? "/" };
  return whatwgAgrees(value, parts) ? parts : null;
}

/** The host as it goes in a URL: IPv6 in brackets. */
export const urlHost = (host: string) => (host.includes(":") ? `[${host}]` : host);

/** A URL rebuilt from its parts, pointed at `host`:`port` (the checked address, or a local relay). */
export function cameraUrlFor(
  parts: TCameraUrlParts,
  at: { scheme?: TCameraScheme; host: string; port: number },
): string {
  const userinfo =
    parts.username || parts.password ? `${parts.username}${parts.password ? `:${parts.password}` : ""}@` : "";
  return `${at.scheme ?? parts.scheme}://${userinfo}${urlHost(at.host)}:${at.port}${parts.path}`;
}
