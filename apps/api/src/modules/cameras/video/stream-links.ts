import type { CameraKeys } from "./camera-keys.ts";

// The live view's WebSocket cannot send an Authorization header, and a session token in a URL would
// end up in proxy logs. So the browser asks, with its session, for a link to one camera that expires
// within a minute: it names the session (its id, not its token) and is signed by the server.

export const STREAM_LINK_TTL_MS = 60_000;

export type StreamLinkClaims = { cameraId: string; sessionId: string; expiresAt: number };

const payloadOf = ({ cameraId, sessionId, expiresAt }: StreamLinkClaims) =>
  `${cameraId}|${sessionId}|${expiresAt}`;

export function signStreamLink({ keys, claims }: { keys: CameraKeys; claims: StreamLinkClaims }): string {
  return `${claims.sessionId}.${claims.expiresAt}.${keys.sign(payloadOf(claims))}`;
}

/** The session the link was issued to, or null when it is forged, for another camera, or expired. */
export function verifyStreamLink({
  keys,
  cameraId,
  token,
  now = Date.now(),
}: {
  keys: CameraKeys;
  cameraId: string;
  token: string;
  now?: number;
}): { sessionId: string } | null {
  const [sessionId, expires, signature] = token.split(".");
  const expiresAt = Number(expires);
  if (!sessionId || !signature || !Number.isSafeInteger(expiresAt)) return null;
  if (!keys.verify(payloadOf({ cameraId, sessionId, expiresAt }), signature)) return null;
  if (expiresAt <= now) return null;
  return { sessionId };
}
