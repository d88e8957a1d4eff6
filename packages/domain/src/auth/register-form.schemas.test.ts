import { describe, expect, it } from "vitest";
import { MSG } from "../common/messages.ts";
import { MSG_SETTINGS } from "../settings/settings.messages.ts";
import { toRegisterPayload, ZRegisterForm } from "./register-form.schemas.ts";

const valid = {
  companyName: "Garde Sud",
  companyEmail: "Contact@Garde-Sud.fr",
  companyPhone: "",
  companyAddress: "4 quai du Port, 13002 Marseille",
  subscription: "pro" as const,
  adminName: "Nadia Roux",
  adminEmail: "nadia@garde-sud.fr",
  adminPhone: "06 11 22 33 44",
  password: "Garde-Sud-2026",
  confirmPassword: "Garde-Sud-2026",
};

function messages(input: unknown): Record<string, string> {
  const result = ZRegisterForm.safeParse(input);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]),
  );
}

describe("register-company form", () => {
  it("builds the nested API body, optional fields as null", () => {
    const form = ZRegisterForm.parse(valid);
    expect(toRegisterPayload(form)).toEqual({
      company: {
        name: "Garde Sud",
        email: "contact@garde-sud.fr",
        phone: null,
        address: "4 quai du Port, 13002 Marseille",
        subscription: "pro",
      },
      admin: {
        name: "Nadia Roux",
        email: "nadia@garde-sud.fr",
        password: "Garde-Sud-2026",
        phone: "06 11 22 33 44",
      },
    });
  });

  it("uses the password policy (12 characters) and the spec's mismatch message", () => {
    expect(messages({ ...valid, password: "abc", confirmPassword: "abd" })).toEqual({
      password: MSG_SETTINGS.passwordTooShort12,
      confirmPassword: MSG.passwordMismatch,
    });
  });

  it("still checks the confirmation when another field is missing", () => {
    const found = messages({ ...valid, companyName: " ", confirmPassword: "other" });
    expect(found.companyName).toBe(MSG.required);
    expect(found.confirmPassword).toBe(MSG.passwordMismatch);
  });
});
