import { z } from "zod";
import { zEmail, zOptionalText, zText } from "../common/common.schemas.ts";

export const SUBSCRIPTIONS = ["basic", "pro", "enterprise"] as const;
export const ZSubscription = z.enum(SUBSCRIPTIONS);
export type TSubscription = z.infer<typeof ZSubscription>;

/** Company registration payload (spec part 1, section 3). */
export const ZCompanyInput = z.object({
  name: zText(200),
  email: zEmail,
  phone: zOptionalText(40),
  address: zOptionalText(300),
  subscription: ZSubscription.default("basic"),
});
export type TCompanyInput = z.infer<typeof ZCompanyInput>;

export const ZCompany = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  subscription: ZSubscription,
  created_at: z.string(),
});
export type TCompany = z.infer<typeof ZCompany>;
