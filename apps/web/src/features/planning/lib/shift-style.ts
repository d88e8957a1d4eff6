import type { TConflictSeverity, TShiftStatus, TShiftType } from "@hts/domain";

// Spec part 2, section 4: four planning types; unknown types fall back to regular styling. The guard
// types of the agents screen (day, night...) are shown with the regular colours too.
export const LEGEND_SHIFT_TYPES = ["regular", "overtime", "training", "on_call"] as const;
type TLegendType = (typeof LEGEND_SHIFT_TYPES)[number];

// -800 text on -50/-100 backgrounds keeps a contrast above 4.5:1; the left border carries the colour.
const TYPE_STYLES: Record<TLegendType, { card: string; dot: string; bar: string }> = {
  regular: { card: "border-l-blue-600 bg-blue-50 text-blue-950", dot: "bg-blue-600", bar: "bg-blue-600" },
  overtime: {
    card: "border-l-orange-600 bg-orange-50 text-orange-950",
    dot: "bg-orange-600",
    bar: "bg-orange-600",
  },
  training: {
    card: "border-l-violet-600 bg-violet-50 text-violet-950",
    dot: "bg-violet-600",
    bar: "bg-violet-600",
  },
  on_call: {
    card: "border-l-emerald-700 bg-emerald-50 text-emerald-950",
    dot: "bg-emerald-700",
    bar: "bg-emerald-700",
  },
};

export function shiftTypeStyle(type: TShiftType | string) {
  return TYPE_STYLES[type as TLegendType] ?? TYPE_STYLES.regular;
}

export const STATUS_STYLES: Record<TShiftStatus, string> = {
  scheduled: "bg-blue-100 text-blue-800",
  in_progress: "bg-green-100 text-green-800",
  completed: "bg-slate-100 text-slate-700",
  cancelled: "bg-red-100 text-red-800",
};

// Spec part 2, section 4: critical red, error orange, warning yellow, other/info blue.
export const SEVERITY_STYLES: Record<TConflictSeverity, { box: string; badge: string }> = {
  critical: { box: "border-red-300 bg-red-50", badge: "bg-red-100 text-red-800 border-red-200" },
  error: { box: "border-orange-300 bg-orange-50", badge: "bg-orange-100 text-orange-800 border-orange-200" },
  warning: {
    box: "border-yellow-300 bg-yellow-50",
    badge: "bg-yellow-100 text-yellow-800 border-yellow-200",
  },
  info: { box: "border-blue-300 bg-blue-50", badge: "bg-blue-100 text-blue-800 border-blue-200" },
};

export function severityStyle(severity: string) {
  return SEVERITY_STYLES[severity as TConflictSeverity] ?? SEVERITY_STYLES.info;
}

/** The status pill of a shift on the agents screen. */
export const SHIFT_STATUS_TONE: Record<TShiftStatus, string> = {
  scheduled: "bg-blue-100 text-blue-800",
  in_progress: "bg-green-100 text-green-800",
  completed: "bg-slate-100 text-slate-700",
  cancelled: "bg-red-100 text-red-800",
};
