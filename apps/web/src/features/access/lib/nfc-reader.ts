// Web NFC (Chrome on Android): reads the serial number (UID) of a card held against the device. Behind
// the same callback as the camera path, so the page does not care which one presented the badge.

type NdefReadingEvent = Event & { serialNumber: string };
type NdefReader = EventTarget & { scan(options?: { signal?: AbortSignal }): Promise<void> };

export const nfcSupported = () => typeof (globalThis as { NDEFReader?: unknown }).NDEFReader === "function";

/** Starts listening; resolves to false when NFC is missing or refused. Stops with `signal`. */
export async function startNfc({
  onUid,
  signal,
}: {
  onUid: (uid: string) => void;
  signal: AbortSignal;
}): Promise<boolean> {
  const Reader = (globalThis as { NDEFReader?: new () => NdefReader }).NDEFReader;
  if (!Reader) return false;
  try {
    const reader = new Reader();
    await reader.scan({ signal });
    reader.addEventListener("reading", (event) => {
      const serial = (event as NdefReadingEvent).serialNumber;
      if (serial) onUid(serial);
    });
    return true;
  } catch {
    return false;
  }
}
