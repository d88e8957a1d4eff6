import { z } from "zod";
import { ZRole } from "../auth/auth.schemas.ts";
import { zEmail, zOptionalText, zText } from "../common/common.schemas.ts";
import { zNewPassword } from "../settings/settings.schemas.ts";

/**
 * A user created by an administrator: with `password` (temporary when `mustChangePassword`), or without
 * it, an invitation link is e-mailed and they choose their own.
 */
export const ZUserCreate = z.object({
  name: zText(120),
  email: zEmail,
  password: zNewPassword.optional(),
  /** With `password`: the user must change it at their first login (the Users tab always asks it). */
  mustChangePassword: z.boolean().optional(),
  phone: zOptionalText(40),
  role: ZRole,
});
export type TUserCreate = z.infer<typeof ZUserCreate>;

export const ZUserPatch = z
  .object({
    name: zText(120).optional(),
    phone: zOptionalText(40).optional(),
    role: ZRole.optional(),
    active: z.boolean().optional(),
    /** A temporary password set by an admin: the user changes it at their next login. */
    password: zNewPassword.optional(),
    mustChangePassword: z.boolean().optional(),
    /** The agent record this account signs in as; null unlinks. */
    agentId: z.uuid().nullable().optional(),
  })
  .strict();
export type TUserPatch = z.infer<typeof ZUserPatch>;
