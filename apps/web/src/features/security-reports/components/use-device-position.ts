import { useCallback, useEffect, useState } from "react";

export type TPositionState =
  | { status: "locating" }
  | { status: "ready"; value: string }
  | { status: "denied" | "unavailable" | "unsupported" };

// Six decimals is about 10 cm: more than a phone's fix, and within what the API's format accepts.
const format = (coords: GeolocationCoordinates) =>
  `${coords.latitude.toFixed(6)}, ${coords.longitude.toFixed(6)}`;

/**
 * The device position as 'latitude, longitude' for the report's read-only geolocation field. A refusal
 * or a failure is a state to explain, not an error: the report is valid without a position.
 */
export function useDevicePosition(): { position: TPositionState; locate: () => void } {
  const [position, setPosition] = useState<TPositionState>(() =>
    typeof navigator !== "undefined" && "geolocation" in navigator
      ? { status: "locating" }
      : { status: "unsupported" },
  );

  const locate = useCallback(() => {
    if (typeof navigator === "undefined" || !("geolocation" in navigator)) {
      setPosition({ status: "unsupported" });
      return;
    }
    setPosition((current) => (current.status === "ready" ? current : { status: "locating" }));
    navigator.geolocation.getCurrentPosition(
      (result) => setPosition({ status: "ready", value: format(result.coords) }),
      (error) => setPosition({ status: error.code === error.PERMISSION_DENIED ? "denied" : "unavailable" }),
      // A fix a minute old is fine for a site report; indoors a fresh GPS fix may never come.
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  }, []);

  useEffect(() => {
    locate();
  }, [locate]);

  return { position, locate };
}
