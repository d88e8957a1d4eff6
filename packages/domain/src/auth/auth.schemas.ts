import { z } from "zod";
import { zEmail, zOptionalText, zString, zText } from "../common/common.schemas.ts";
import { MSG } from "../common/messages.ts";
import { ZCompany, ZCompanyInput } from "../companies/companies.schemas.ts";
import { ZSessionInfo } from "../settings/accounts.schemas.ts";
import { MSG_SETTINGS } from "../settings/settings.messages.ts";
import { ROLES } from "./roles.rules.ts";

export const ZRole = z.enum(ROLES);

/**
 * A password someone chooses, registration included (issue 28: one policy everywhere, decision 079):
 * 12 characters at least; the API also refuses common and too simple ones (password-policy.ts).
 */
export const zChosenPassword = zString().min(12, { error: MSG_SETTINGS.passwordTooShort12 }).max(200);

/** Main administrator payload (spec part 1, section 3). */
export const ZAdminInput = z.object({
  name: zText(120),
  email: zEmail,
  password: zChosenPassword,
  phone: zOptionalText(40),
});
export type TAdminInput = z.infer<typeof ZAdminInput>;

/** Registration, nested shape: `{ company: {...}, admin: {...} }`. */
export const ZRegisterNested = z.object({ company: ZCompanyInput, admin: ZAdminInput });
export type TRegisterNested = z.infer<typeof ZRegisterNested>;

/** Registration, query shape: the administrator in `user_*` query parameters. */
export const ZRegisterQuery = z.object({
  user_name: zString().optional(),
  user_email: zString().optional(),
  user_password: zString().optional(),
  user_phone: zString().optional(),
});

export const ZLoginBody = z.object({
  email: zString().trim().toLowerCase().min(1, { error: MSG.required }).max(254),
  password: zString().min(1, { error: MSG.required }).max(200),
});
export type TLoginBody = z.infer<typeof ZLoginBody>;

export const ZUser = z.object({
  id: z.string(),
  company_id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: ZRole,
  active: z.boolean(),
  created_at: z.string(),
  last_login_at: z.string().nullable(),
  // Issue 10: the user's own preferences, restored at login on any device, and their account state.
  language: z.enum(["fr", "en", "es"]),
  timezone: z.string(),
  two_factor_enabled: z.boolean(),
  invitation_pending: z.boolean(),
});
export type TUser = z.infer<typeof ZUser>;

export const ZLoginResponse = z.object({
  access_token: z.string(),
  token_type: z.literal("bearer"),
  expires_at: z.string(),
  user: ZUser,
  company: ZCompany,
  session: ZSessionInfo,
});
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

export const ZMeResponse = z.object({ user: ZUser, company: ZCompany, session: ZSessionInfo });
export type TMeResponse = z.infer<typeof ZMeResponse>;

export const ZRegisterResponse = z.object({ user: ZUser, company: ZCompany });
