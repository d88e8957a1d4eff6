import type { TPosition } from "@hts/domain";

/**
 * The phone's position with its accuracy, or null when it is refused, unavailable or too slow (10 s):
 * the action is then sent without a position and the server decides (decision 090).
 */
export function currentPosition(): Promise<TPosition | null> {
  if (!("geolocation" in navigator)) return Promise.resolve(null);
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ lat: coords.latitude, lng: coords.longitude, accuracy: coords.accuracy }),
      () => resolve(null),
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: 30_000 },
    );
  });
}
