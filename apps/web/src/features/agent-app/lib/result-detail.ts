import { type TAttendanceRefusal, ZAttendanceRefusal } from "../api/contract.ts";

/** The server's sentence of a refused action (`{ detail }`), or its code. */
export function detailOf(body: unknown): string {
  if (body && typeof body === "object" && "detail" in body) {
    const detail = (body as { detail: unknown }).detail;
    if (typeof detail === "string") return detail;
  }
  return "";
}

/** A refusal of a clock-in with its code (outside_geofence...), or null for any other answer. */
export function attendanceRefusal(body: unknown): TAttendanceRefusal | null {
  const parsed = ZAttendanceRefusal.safeParse(body);
  return parsed.success ? parsed.data : null;
}
