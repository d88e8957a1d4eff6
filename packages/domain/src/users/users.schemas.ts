import { z } from "zod";
import { ZRole } from "../auth/auth.schemas.ts";
import { zEmail, zOptionalText, zPassword, zText } from "../common/common.schemas.ts";

/** A user created by an administrator, who sets the first password. */
export const ZUserCreate = z.object({
  name: zText(120),
  email: zEmail,
  password: zPassword,
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
    password: zPassword.optional(),
  })
  .strict();
export type TUserPatch = z.infer<typeof ZUserPatch>;
