import { describe, expect, it } from "vitest";
import { backupDue, passwordExpired, securityOf, systemOf, wantsAlarmEmail } from "./settings.rules.ts";
import { DEFAULT_SECURITY_SETTINGS, DEFAULT_SYSTEM_SETTINGS, ZPasswordChange } from "./settings.schemas.ts";

const DAY = 86_400_000;
const prefs = { emailAlerts: true, criticalOnly: false, weekendAlerts: true };

describe("settings rules", () => {
  it("uses the spec's defaults for missing or unreadable blocks", () => {
    expect(DEFAULT_SECURITY_SETTINGS).toEqual({
      twoFactorAuth: false,
      sessionTimeout: 30,
      ipWhitelist: "",
      autoLogout: true,
      passwordExpiry: "90",
    });
    expect(DEFAULT_SYSTEM_SETTINGS).toEqual({
      autoBackup: true,
      backupFrequency: "daily",
      retentionPeriod: 365,
      logLevel: "info",
      maintenanceMode: false,
    });
    expect(securityOf({ security: { sessionTimeout: 999 } })).toEqual(DEFAULT_SECURITY_SETTINGS);
    expect(systemOf(null)).toEqual(DEFAULT_SYSTEM_SETTINGS);
    expect(securityOf({ security: { sessionTimeout: 120 } }).sessionTimeout).toBe(120);
  });

  it("expires a password after its period, never with 'never'", () => {
    const now = new Date("2026-06-01T00:00:00Z");
    expect(passwordExpired({ changedAt: new Date(now.getTime() - 29 * DAY), expiry: "30", now })).toBe(false);
    expect(passwordExpired({ changedAt: new Date(now.getTime() - 30 * DAY), expiry: "30", now })).toBe(true);
    expect(passwordExpired({ changedAt: new Date(0), expiry: "never", now })).toBe(false);
  });

  it("says when a backup is due", () => {
    const now = new Date("2026-06-01T12:00:00Z");
    expect(backupDue({ last: null, frequency: "monthly", now })).toBe(true);
    expect(backupDue({ last: new Date(now.getTime() - 50 * 60_000), frequency: "hourly", now })).toBe(false);
    expect(backupDue({ last: new Date(now.getTime() - 58 * 60_000), frequency: "hourly", now })).toBe(true);
    expect(backupDue({ last: new Date(now.getTime() - 6 * DAY), frequency: "weekly", now })).toBe(false);
  });

  it("filters alarm e-mails by preference, severity and the reader's weekend", () => {
    const saturdayParis = new Date("2026-06-06T10:00:00Z");
    const fridayNightNewYork = new Date("2026-06-06T02:00:00Z");
    expect(
      wantsAlarmEmail({ prefs, severity: "critique", at: saturdayParis, timeZone: "Europe/Paris" }),
    ).toBe(true);
    expect(
      wantsAlarmEmail({
        prefs: { ...prefs, emailAlerts: false },
        severity: "critique",
        at: saturdayParis,
        timeZone: "Europe/Paris",
      }),
    ).toBe(false);
    expect(
      wantsAlarmEmail({
        prefs: { ...prefs, criticalOnly: true },
        severity: "important",
        at: saturdayParis,
        timeZone: "Europe/Paris",
      }),
    ).toBe(false);
    const noWeekend = { ...prefs, weekendAlerts: false };
    expect(
      wantsAlarmEmail({
        prefs: noWeekend,
        severity: "critique",
        at: saturdayParis,
        timeZone: "Europe/Paris",
      }),
    ).toBe(false);
    // Already Saturday in Paris, still Friday in New York.
    expect(
      wantsAlarmEmail({
        prefs: noWeekend,
        severity: "critique",
        at: fridayNightNewYork,
        timeZone: "America/New_York",
      }),
    ).toBe(true);
  });

  it("checks the password change form: 12 characters and the confirmation", () => {
    expect(
      ZPasswordChange.safeParse({
        currentPassword: "x",
        newPassword: "a".repeat(11),
        confirmPassword: "a".repeat(11),
      }).success,
    ).toBe(false);
    const mismatch = ZPasswordChange.safeParse({
      currentPassword: "x",
      newPassword: "a".repeat(12),
      confirmPassword: "b".repeat(12),
    });
    expect(mismatch.error?.issues[0]?.message).toBe("Les mots de passe ne correspondent pas.");
    expect(
      ZPasswordChange.safeParse({
        currentPassword: "x",
        newPassword: "a".repeat(12),
        confirmPassword: "a".repeat(12),
      }).success,
    ).toBe(true);
  });
});
