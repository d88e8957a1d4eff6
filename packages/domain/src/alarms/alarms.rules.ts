// Alarm vocabulary and computations shared by the API and the web app.

export const ALARM_SEVERITIES = ["critique", "important", "moyen", "faible"] as const;
export type TAlarmSeverity = (typeof ALARM_SEVERITIES)[number];

/** The alert form's English hint ('medium' by default) mapped onto the French scale of the filters. */
export const SEVERITY_FROM_ENGLISH = {
  critical: "critique",
  high: "important",
  medium: "moyen",
  low: "faible",
} as const satisfies Record<string, TAlarmSeverity>;

export type TSeverityInput = TAlarmSeverity | keyof typeof SEVERITY_FROM_ENGLISH;

export function normalizeSeverity(value: TSeverityInput): TAlarmSeverity {
  return value in SEVERITY_FROM_ENGLISH
    ? SEVERITY_FROM_ENGLISH[value as keyof typeof SEVERITY_FROM_ENGLISH]
    : (value as TAlarmSeverity);
}

export const ALARM_TYPES = [
  "intrusion",
  "incendie",
  "technique",
  "medical",
  "sabotage",
  "acces",
  "autre",
] as const;
export type TAlarmType = (typeof ALARM_TYPES)[number];

export const ALARM_TYPE_LABELS: Record<TAlarmType, string> = {
  intrusion: "Intrusion",
  incendie: "Incendie",
  technique: "Technique",
  medical: "Urgence médicale",
  sabotage: "Sabotage",
  acces: "Contrôle d'accès",
  autre: "Autre",
};

/** Stored codes and the labels the spec shows ('Active' or 'Résolue'). */
export const ALARM_STATUS_LABELS = { active: "Active", resolved: "Résolue" } as const;
export type TAlarmStatusCode = keyof typeof ALARM_STATUS_LABELS;

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * A response time as an operator says it: "45 s", "12 min", "1 h 05", "2 j 03 h" ("2 d 03 h" with
 * `dayUnit` "d", in English and Spanish). Negative input (clock skew between servers) counts as zero.
 */
export function formatResponseTime(seconds: number, dayUnit = "j"): string {
  const s = Math.max(0, Math.floor(seconds));
  if (s < 60) return `${s} s`;
  const minutes = Math.floor(s / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ${pad(minutes % 60)}`;
  return `${Math.floor(hours / 24)} ${dayUnit} ${pad(hours % 24)} h`;
}

/** Seconds between raising and resolving; null while the alarm is still active. */
export function responseSeconds({ createdAt, resolvedAt }: { createdAt: Date; resolvedAt: Date | null }) {
  if (!resolvedAt) return null;
  return Math.max(0, Math.round((resolvedAt.getTime() - createdAt.getTime()) / 1000));
}
