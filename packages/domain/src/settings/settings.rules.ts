import type { TSecuritySettings, TSystemSettings } from "./settings.schemas.ts";
import {
  DEFAULT_SECURITY_SETTINGS,
  DEFAULT_SYSTEM_SETTINGS,
  ZSecuritySettings,
  ZSystemSettings,
} from "./settings.schemas.ts";

const DAY = 86_400_000;

/** A company's stored settings block, or the spec's defaults for whatever is missing or unreadable. */
export function securityOf(settings: unknown): TSecuritySettings {
  const parsed = ZSecuritySettings.safeParse((settings as Record<string, unknown> | null)?.security ?? {});
  return parsed.success ? (parsed.data as TSecuritySettings) : DEFAULT_SECURITY_SETTINGS;
}

export function systemOf(settings: unknown): TSystemSettings {
  const parsed = ZSystemSettings.safeParse((settings as Record<string, unknown> | null)?.system ?? {});
  return parsed.success ? parsed.data : DEFAULT_SYSTEM_SETTINGS;
}

/** True when a password set at `changedAt` has passed the company's expiry at `now`. */
export function passwordExpired({
  changedAt,
  expiry,
  now,
}: {
  changedAt: Date;
  expiry: TSecuritySettings["passwordExpiry"];
  now: Date;
}): boolean {
  if (expiry === "never") return false;
  return now.getTime() - changedAt.getTime() >= Number(expiry) * DAY;
}

const PERIOD_MS: Record<TSystemSettings["backupFrequency"], number> = {
  hourly: 3600_000,
  daily: DAY,
  weekly: 7 * DAY,
  monthly: 30 * DAY,
};

/**
 * True when a company backup is due: never made, or the last one is at least one period old. Five
 * minutes of slack keep a scheduler that ticks every few minutes from slipping a whole period.
 */
export function backupDue({
  last,
  frequency,
  now,
}: {
  last: Date | null;
  frequency: TSystemSettings["backupFrequency"];
  now: Date;
}): boolean {
  if (!last) return true;
  return now.getTime() - last.getTime() >= PERIOD_MS[frequency] - 5 * 60_000;
}

/** Critical-alarm e-mail: with `criticalOnly` only "critique"; without `weekendAlerts` none on Sat/Sun. */
export function wantsAlarmEmail({
  prefs,
  severity,
  at,
  timeZone,
}: {
  prefs: { emailAlerts: boolean; criticalOnly: boolean; weekendAlerts: boolean };
  severity: string;
  at: Date;
  timeZone: string;
}): boolean {
  if (!prefs.emailAlerts) return false;
  if (prefs.criticalOnly && severity !== "critique") return false;
  if (!prefs.weekendAlerts) {
    const day = new Intl.DateTimeFormat("en-US", { weekday: "short", timeZone }).format(at);
    if (day === "Sat" || day === "Sun") return false;
  }
  return true;
}
