import type { TPosition } from "@hts/domain";

/**
 * The phone's position with its accuracy, or null when it is refused, unavailable or too slow (10 s):
 * the action is then sent without a position and the server decides (decision 090). A fix up to
 * `maxAgeMs` old is accepted (30 s: an SOS should not wait); a clock action asks for a fresh one (0):
 * an agent refused 2 km away who walks to the site and presses again must not be judged on the
 * position the phone kept from the refusal.
 */
export function currentPosition({
  maxAgeMs = 30_000,
}: {
  maxAgeMs?: number;
} = {}): Promise<TPosition | null> {
  if (!("geolocation" in navigator)) return Promise.resolve(null);
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ lat: coords.latitude, lng: coords.longitude, accuracy: coords.accuracy }),
      () => resolve(null),
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: maxAgeMs },
    );
  });
}
