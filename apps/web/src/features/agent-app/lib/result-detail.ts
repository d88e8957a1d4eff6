import type { TAttendanceRefusal, TRefusalCode } from "@hts/domain";
import { formatDetail } from "@/lib/format-detail";

const CODES: readonly TRefusalCode[] = [
  "outside_geofence",
  "outside_window",
  "post_orders_pending",
  "invalid_state",
];

/** The server's sentence of a refused action (`{ detail }`, a validation list too), or a generic one. */
export function detailOf(body: unknown): string {
  return formatDetail(body && typeof body === "object" ? (body as { detail?: unknown }).detail : undefined);
}

/** A refusal of a clock-in with its code (outside_geofence...), or null for any other answer. */
export function attendanceRefusal(body: unknown): TAttendanceRefusal | null {
  if (!body || typeof body !== "object") return null;
  const { code } = body as { code?: unknown };
  return typeof code === "string" && (CODES as readonly string[]).includes(code)
    ? (body as TAttendanceRefusal)
    : null;
}
