import { hasCameraSecret, isMaskedCameraUrl, MSG_CAMERAS, maskCameraUrl, unmaskCameraUrl } from "@hts/domain";
import { validation } from "../../lib/errors.ts";
import type { CameraKeys } from "./video/camera-keys.ts";

/** The two columns of a stream URL: shown masked, kept sealed when it carries a secret (decision 037). */
export function sealCameraUrl({ url, keys }: { url: string | null; keys: CameraKeys }) {
  if (!url) return { rtspUrl: null, rtspSecret: null };
  if (!hasCameraSecret(url)) return { rtspUrl: url, rtspSecret: null };
  return { rtspUrl: maskCameraUrl(url), rtspSecret: keys.seal(url) };
}

/** The full URL of a stored camera, or null when it has none or its secret cannot be opened. */
export function openCameraUrl({
  row,
  keys,
}: {
  row: { rtspUrl: string | null; rtspSecret: string | null };
  keys: CameraKeys;
}): string | null {
  if (!row.rtspUrl) return null;
  return row.rtspSecret ? keys.open(row.rtspSecret) : row.rtspUrl;
}

/**
 * The URL a form sent, with the stored secret put back where it sent the mask; a French 422 when the
 * mask cannot be honoured (another address, nothing stored).
 */
export function incomingCameraUrl({
  incoming,
  row,
  keys,
}: {
  incoming: string | null;
  row: { rtspUrl: string | null; rtspSecret: string | null } | null;
  keys: CameraKeys;
}): string | null {
  if (!incoming || !isMaskedCameraUrl(incoming)) return incoming;
  const stored = row ? openCameraUrl({ row, keys }) : null;
  const url = unmaskCameraUrl({ incoming, stored });
  if (!url)
    throw validation([{ loc: ["body", "rtspUrl"], msg: MSG_CAMERAS.maskedSecretLost, type: "secret_lost" }]);
  return url;
}
