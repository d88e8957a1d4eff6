import { z } from "zod";
import { zEmail, zOptionalText, zText } from "../common/common.schemas.ts";
import { MSG } from "../common/messages.ts";
import { ZSubscription } from "../companies/companies.schemas.ts";
import { type TRegisterNested, zChosenPassword } from "./auth.schemas.ts";

/**
 * The register-company screen's form (spec part 1, section 5): the API's company and administrator
 * fields side by side, plus the confirmation the server never sees. Same field rules as the API, so
 * the browser rejects exactly what the server would.
 */
export const ZRegisterForm = z
  .object({
    companyName: zText(200),
    companyEmail: zEmail,
    companyPhone: zOptionalText(40),
    companyAddress: zOptionalText(300),
    subscription: ZSubscription,
    adminName: zText(120),
    adminEmail: zEmail,
    adminPhone: zOptionalText(40),
    password: zChosenPassword,
    confirmPassword: z.string(),
  })
  // Reported on the confirmation field, where the user fixes it.
  .refine((form) => form.password === form.confirmPassword, {
    path: ["confirmPassword"],
    error: MSG.passwordMismatch,
    when: (payload) => typeof payload.value === "object",
  });
export type TRegisterFormInput = z.input<typeof ZRegisterForm>;
export type TRegisterForm = z.output<typeof ZRegisterForm>;

/** The nested body of POST /api/auth/register. */
export function toRegisterPayload(form: TRegisterForm): TRegisterNested {
  return {
    company: {
      name: form.companyName,
      email: form.companyEmail,
      phone: form.companyPhone,
      address: form.companyAddress,
      subscription: form.subscription,
    },
    admin: { name: form.adminName, email: form.adminEmail, password: form.password, phone: form.adminPhone },
  };
}
