import { z } from "zod";
import { zEmail, zOptionalText, zText } from "../common/common.schemas.ts";
import { MSG } from "../common/messages.ts";
import { LANGUAGES } from "../i18n/languages.ts";
import { MSG_SETTINGS } from "./settings.messages.ts";

// The Settings screen of spec part 1 (entities "Settings profile", "Notification preferences",
// "Security settings", "System settings", "Password change form"), with the spec's field names,
// choices and defaults. Profile and notifications belong to the user; security and system to the company.

export const TIMEZONES = ["Europe/Paris", "Europe/London", "America/New_York"] as const;
export const ZTimezone = z.enum(TIMEZONES);
export type TTimezone = z.infer<typeof ZTimezone>;
export const ZLanguage = z.enum(LANGUAGES);

export const ZProfile = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  company: z.string(),
  language: ZLanguage,
  timezone: ZTimezone,
});
export type TProfile = z.infer<typeof ZProfile>;

/** Changing the e-mail (the login) asks for the current password. */
export const ZProfileUpdate = z
  .object({
    name: zText(120),
    email: zEmail,
    phone: zOptionalText(40),
    language: ZLanguage,
    timezone: ZTimezone,
    currentPassword: z.string().max(200).optional(),
  })
  .strict();
export type TProfileUpdate = z.infer<typeof ZProfileUpdate>;

export const ZNotificationPrefs = z
  .object({
    emailAlerts: z.boolean().default(true),
    smsAlerts: z.boolean().default(true),
    pushNotifications: z.boolean().default(true),
    criticalOnly: z.boolean().default(false),
    weekendAlerts: z.boolean().default(true),
    maintenanceNotifications: z.boolean().default(true),
  })
  .strict();
export type TNotificationPrefs = z.infer<typeof ZNotificationPrefs>;
export const DEFAULT_NOTIFICATION_PREFS: TNotificationPrefs = ZNotificationPrefs.parse({});

/** What the notifications tab reads: the preferences and whether an SMS provider exists. */
export const ZNotificationSettings = ZNotificationPrefs.extend({ smsProviderConfigured: z.boolean() });

export const SESSION_TIMEOUTS = [15, 30, 60, 120] as const;
export const PASSWORD_EXPIRIES = ["30", "60", "90", "180", "never"] as const;

export const ZSecuritySettings = z
  .object({
    twoFactorAuth: z.boolean().default(false),
    sessionTimeout: z
      .union(SESSION_TIMEOUTS.map((n) => z.literal(n)) as unknown as [z.ZodLiteral<15>, z.ZodLiteral<30>])
      .default(30),
    ipWhitelist: z.string().trim().max(4000).default(""),
    autoLogout: z.boolean().default(true),
    passwordExpiry: z.enum(PASSWORD_EXPIRIES).default("90"),
  })
  .strict();
export type TSecuritySettings = z.infer<typeof ZSecuritySettings> & {
  sessionTimeout: (typeof SESSION_TIMEOUTS)[number];
};
export const DEFAULT_SECURITY_SETTINGS = ZSecuritySettings.parse({}) as TSecuritySettings;

/** Saving a list that excludes the admin's own address needs `confirmIpExclusion: true`. */
export const ZSecuritySettingsUpdate = ZSecuritySettings.extend({
  confirmIpExclusion: z.boolean().optional(),
});

export const BACKUP_FREQUENCIES = ["hourly", "daily", "weekly", "monthly"] as const;
export const LOG_LEVELS = ["error", "warn", "info", "debug"] as const;

export const ZSystemSettings = z
  .object({
    autoBackup: z.boolean().default(true),
    backupFrequency: z.enum(BACKUP_FREQUENCIES).default("daily"),
    retentionPeriod: z.number().int().min(7).max(3650).default(365),
    logLevel: z.enum(LOG_LEVELS).default("info"),
    maintenanceMode: z.boolean().default(false),
  })
  .strict();
export type TSystemSettings = z.infer<typeof ZSystemSettings>;
export const DEFAULT_SYSTEM_SETTINGS = ZSystemSettings.parse({});

/** The company's rules every member's browser needs (idle timer, SMS availability). */
export const ZSessionPolicy = z.object({
  sessionTimeout: z.number(),
  autoLogout: z.boolean(),
  maintenanceMode: z.boolean(),
});

/** Password change form: current, new, confirmation (spec part 1, sections 3 and 5). */
export const ZPasswordChange = z
  .object({
    currentPassword: z.string({ error: MSG.required }).min(1, { error: MSG.required }).max(200),
    newPassword: z
      .string({ error: MSG.required })
      .min(12, { error: MSG_SETTINGS.passwordTooShort12 })
      .max(200),
    confirmPassword: z.string({ error: MSG.required }).max(200),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    error: MSG_SETTINGS.passwordMismatch,
    path: ["confirmPassword"],
  });
export type TPasswordChange = z.infer<typeof ZPasswordChange>;

/** A new password chosen by someone (reset, invitation, admin): at least 12 characters. */
export const zNewPassword = z
  .string({ error: MSG.required })
  .min(12, { error: MSG_SETTINGS.passwordTooShort12 })
  .max(200);
