// Plain types shared by the attendance schemas and rules (no zod import needed by the rules).
export type TAttendanceKind = "clock_in" | "clock_out" | "break_start" | "break_end";
export type TAttendanceState = "not_started" | "on_duty" | "on_break" | "finished";
export type TRoundingMode = "nearest" | "in_favour_of_agent" | "none";
export type TPosition = { lat: number; lng: number; accuracy: number };
