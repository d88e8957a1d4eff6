import type { TMyShift } from "@hts/domain";

/**
 * A directions link any phone opens in its map app (the cross-platform maps URL; `geo:` is Android
 * only): to the site's position when it is set, to its address otherwise.
 */
export function mapsLink(
  shift: Pick<TMyShift, "site_latitude" | "site_longitude" | "site_address">,
): string | null {
  const destination =
    shift.site_latitude !== null && shift.site_longitude !== null
      ? `${shift.site_latitude},${shift.site_longitude}`
      : shift.site_address;
  if (!destination) return null;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}
