import type { Presentation } from "./use-presentation.ts";

/** A typed code: a QR code's text starts with its prefix; anything else made of hex digits is a card uid. */
export function manualPresentation(code: string): Presentation {
  const isUid = !code.startsWith("HTS") && /^[0-9a-f:\s-]+$/i.test(code);
  return isUid ? { nfcUid: code } : { token: code };
}
