import { describe, expect, it } from "vitest";
import { MSG } from "../common/messages.ts";
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
  password: "secret1",
  confirmPassword: "secret1",
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
        password: "secret1",
        phone: "06 11 22 33 44",
      },
    });
  });

  it("uses the spec's messages for short and mismatched passwords", () => {
    expect(messages({ ...valid, password: "abc", confirmPassword: "abd" })).toEqual({
      password: MSG.passwordTooShort,
      confirmPassword: MSG.passwordMismatch,
    });
  });

  it("still checks the confirmation when another field is missing", () => {
    const found = messages({ ...valid, companyName: " ", confirmPassword: "other" });
    expect(found.companyName).toBe(MSG.required);
    expect(found.confirmPassword).toBe(MSG.passwordMismatch);
  });
});
