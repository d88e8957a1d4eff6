// Camera credentials are written into stream URLs (rtsp://user:password@host/...) or their query
// (?pwd=...). The server keeps the full URL encrypted and every answer shows it masked; a form that
// sends the masked URL back keeps the stored secret, but only for the same address, so that a masked
// password can never be redirected to another host.

/** What replaces a secret in every URL the API returns. */
export const SECRET_MASK = "********";

/** Query parameters that carry a secret in the URLs camera makers document. */
const SECRET_PARAM = /pass|pwd|token|secret|key|auth|sig/i;

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

const secretParams = (url: URL) => [...url.searchParams.keys()].filter((name) => SECRET_PARAM.test(name));

/** True when the URL carries a password or a secret query parameter. */
export function hasCameraSecret(url: string): boolean {
  const parsed = parse(url);
  if (!parsed) return false;
  return parsed.password !== "" || secretParams(parsed).some((name) => parsed.searchParams.get(name));
}

/** The URL with its password and secret parameters replaced by the mask; the user name stays. */
export function maskCameraUrl(url: string): string {
  const parsed = parse(url);
  if (!parsed || !hasCameraSecret(url)) return url;
  if (parsed.password) parsed.password = SECRET_MASK;
  for (const name of secretParams(parsed))
    if (parsed.searchParams.get(name)) parsed.searchParams.set(name, SECRET_MASK);
  return parsed.toString();
}

/** True when the URL still holds the mask where a secret goes (the form sent the masked value back). */
export function isMaskedCameraUrl(url: string): boolean {
  const parsed = parse(url);
  if (!parsed) return false;
  const masked = (value: string | null) => value === SECRET_MASK || value === encodeURIComponent(SECRET_MASK);
  return (
    masked(parsed.password) || secretParams(parsed).some((name) => masked(parsed.searchParams.get(name)))
  );
}

const sameAddress = (a: URL, b: URL) =>
  a.protocol === b.protocol && a.hostname === b.hostname && a.port === b.port;

/**
 * Puts the stored secrets back into a URL the form sent masked. Null when that is not allowed: no
 * stored URL, another address (protocol, host or port), or a masked parameter the stored URL lacks.
 */
export function unmaskCameraUrl({
  incoming,
  stored,
}: {
  incoming: string;
  stored: string | null;
}): string | null {
  const next = parse(incoming);
  const previous = stored ? parse(stored) : null;
  if (!next || !previous || !sameAddress(next, previous)) return null;
  if (next.password === SECRET_MASK || next.password === encodeURIComponent(SECRET_MASK)) {
    if (!previous.password) return null;
    next.password = previous.password;
  }
  for (const name of secretParams(next)) {
    if (next.searchParams.get(name) !== SECRET_MASK) continue;
    const value = previous.searchParams.get(name);
    if (!value) return null;
    next.searchParams.set(name, value);
  }
  return next.toString();
}

/** The URL with no user name, password or query: what a log line or a status message may show. */
export function publicCameraAddress(url: string): string {
  const parsed = parse(url);
  if (!parsed) return "";
  return `${parsed.protocol}//${parsed.host}${parsed.pathname}`;
}
