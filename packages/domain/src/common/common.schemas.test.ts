import { describe, expect, it } from "vitest";
import { zEmail, zOptionalText, zPassword } from "./common.schemas.ts";
import { MSG } from "./messages.ts";

describe("common schemas", () => {
  it("says an empty e-mail is required and a malformed one invalid", () => {
    expect(zEmail.safeParse("").error?.issues[0]?.message).toBe(MSG.required);
    expect(zEmail.safeParse("   ").error?.issues[0]?.message).toBe(MSG.required);
    expect(zEmail.safeParse("pas-un-email").error?.issues[0]?.message).toBe(MSG.emailInvalid);
    expect(zEmail.parse("  Jean.Dupont@Exemple.FR ")).toBe("jean.dupont@exemple.fr");
  });

  it("checks the spec's minimum password length", () => {
    expect(zPassword.safeParse("12345").error?.issues[0]?.message).toBe(
      "Le mot de passe doit contenir au moins 6 caractères",
    );
    expect(zPassword.safeParse("123456").success).toBe(true);
  });

  it("turns empty optional text into null", () => {
    expect(zOptionalText().parse("  ")).toBeNull();
    expect(zOptionalText().parse(undefined)).toBeNull();
    expect(zOptionalText().parse(" Lyon ")).toBe("Lyon");
  });
});
