import { z } from "zod";
import { zDay, zEmail, zOptionalText, zText } from "../common/common.schemas.ts";
import { MSG } from "../common/messages.ts";
import { zNewPassword } from "./settings.schemas.ts";

// Accounts and sign-in security (issue 10): two-factor login, forgotten password, invitations,
// the user's own sessions, the audit journal and company backups.

export const RESTRICTIONS = ["password-change", "two-factor-enrolment"] as const;
export const ZRestriction = z.enum(RESTRICTIONS);
export type TRestriction = z.infer<typeof ZRestriction>;

/** What the browser needs about its session: a forced step, and the company's idle rules. */
export const ZSessionInfo = z.object({
  restriction: ZRestriction.nullable(),
  /** The restriction's reason, in the caller's language. */
  restriction_detail: z.string().nullable(),
  idle_timeout_minutes: z.number(),
  auto_logout: z.boolean(),
  maintenance_mode: z.boolean(),
});
export type TSessionInfo = z.infer<typeof ZSessionInfo>;

/** First step of a login with two-factor authentication: no usable token, only a challenge. */
export const ZLoginChallenge = z.object({
  two_factor_required: z.literal(true),
  challenge_token: z.string(),
  expires_at: z.string(),
});
export type TLoginChallenge = z.infer<typeof ZLoginChallenge>;

const zCode = z.string({ error: MSG.required }).trim().min(1, { error: MSG.required }).max(40);

/** Second step: a 6-digit TOTP code, or one of the recovery codes. */
export const ZTwoFactorLogin = z.object({ challenge_token: z.string().min(1).max(200), code: zCode });

export const ZTwoFactorSetup = z.object({
  secret: z.string(),
  otpauth_url: z.string(),
  /** QR code of the otpauth URL, as an SVG data URL. */
  qr_code: z.string(),
});
export type TTwoFactorSetup = z.infer<typeof ZTwoFactorSetup>;

export const ZTwoFactorConfirm = z.object({ code: zCode });
export const ZRecoveryCodes = z.object({ recovery_codes: z.array(z.string()) });
export const ZTwoFactorDisable = z.object({
  password: z.string({ error: MSG.required }).min(1, { error: MSG.required }).max(200),
  code: zCode,
});
export const ZTwoFactorStatus = z.object({
  enabled: z.boolean(),
  required_by_company: z.boolean(),
  recovery_codes_left: z.number(),
});

export const ZForgotPassword = z.object({ email: zEmail });
export const ZResetPassword = z
  .object({
    token: z.string().min(1).max(200),
    newPassword: zNewPassword,
    confirmPassword: z.string().max(200),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    error: "Les mots de passe ne correspondent pas.",
    path: ["confirmPassword"],
  });
export const ZInvitationInfo = z.object({ name: z.string(), email: z.string(), company: z.string() });

export const ZSessionItem = z.object({
  id: z.string(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  created_at: z.string(),
  last_seen_at: z.string(),
  current: z.boolean(),
});
export type TSessionItem = z.infer<typeof ZSessionItem>;

export const ZAuditQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(50),
  offset: z.coerce.number().int().min(0).default(0),
  userId: z.uuid().optional(),
  entity: zOptionalText(60).optional(),
  action: zOptionalText(60).optional(),
  from: zDay().optional(),
  to: zDay().optional(),
});
export type TAuditQuery = z.infer<typeof ZAuditQuery>;

export const ZAuditEntry = z.object({
  id: z.number(),
  at: z.string(),
  user_id: z.string().nullable(),
  user_name: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  /** The row as a sentence in the reader's language (issue 29). */
  sentence: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const ZBackup = z.object({ id: z.string(), created_at: z.string(), size_bytes: z.number() });
export type TBackup = z.infer<typeof ZBackup>;

/** Restoring a company backup (decision 067): the company's name, typed, when it holds data. */
export const ZBackupRestore = z.object({ confirmation: z.string().max(300).optional() });
export type TBackupRestore = z.infer<typeof ZBackupRestore>;
export const ZBackupRestored = z.object({ rows: z.number().int(), created_at: z.string() });
export type TBackupRestored = z.infer<typeof ZBackupRestored>;

/** An account as the Users tab shows it. */
export const ZUserListItem = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.string(),
  active: z.boolean(),
  invitation_pending: z.boolean(),
  two_factor_enabled: z.boolean(),
  last_login_at: z.string().nullable(),
  agent_id: z.string().nullable(),
  agent_name: z.string().nullable(),
});
export type TUserListItem = z.infer<typeof ZUserListItem>;

export const ZAgentChoice = z.object({
  id: z.string(),
  name: z.string(),
  badge: z.string(),
  user_id: z.string().nullable(),
});
export const ZUserName = zText(120);
