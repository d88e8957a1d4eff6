import { describe, expect, it } from "vitest";
import { zDay, zEmail, zInstant, zOptionalText, zPassword, zSearch, zText } from "./common.schemas.ts";
import { MSG } from "./messages.ts";
import { isSafeText, unsafeTextPaths } from "./text-rules.ts";

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

describe("text rule and ranges", () => {
  it("says 'too long' for a long name, 'required' only when missing", () => {
    const long = zText(120).safeParse("x".repeat(500));
    expect(long.error?.issues[0]?.message).not.toBe(MSG.required);
    expect(long.error?.issues[0]?.code).toBe("too_big");
    expect(zText().safeParse(undefined).error?.issues[0]?.message).toBe(MSG.required);
    expect(zText().safeParse("  ").error?.issues[0]?.message).toBe(MSG.required);
    expect(zEmail.safeParse(`${"x".repeat(300)}@a.fr`).error?.issues[0]?.message).not.toBe(MSG.required);
  });

  it("refuses NUL and unpaired surrogates in every text schema, keeps real emoji", () => {
    for (const bad of ["a\u0000b", "a\ud800b", "\udc00", "z\ud83d"]) {
      expect(zText().safeParse(bad).error?.issues[0]?.message).toBe(MSG.textInvalid);
      expect(zOptionalText().safeParse(bad).error?.issues[0]?.message).toBe(MSG.textInvalid);
      expect(zSearch().safeParse(bad).success).toBe(false);
      expect(zPassword.safeParse(`${bad}123456`).success).toBe(false);
      expect(isSafeText(bad)).toBe(false);
    }
    expect(zText().parse("Caméra 🚨 hall")).toBe("Caméra 🚨 hall");
    expect(unsafeTextPaths({ a: ["ok", "x\u0000"], b: { c: "\ud800" } })).toEqual([
      ["a", 1],
      ["b", "c"],
    ]);
  });

  it("keeps days and instants within years 1900 to 2999", () => {
    expect(zDay().safeParse("2026-03-10").success).toBe(true);
    for (const bad of ["0000-01-01", "1899-12-31", "3000-01-01", "10000-01-01", "2026-02-30"]) {
      expect(zDay().safeParse(bad).success).toBe(false);
    }
    expect(zInstant().safeParse("2026-03-10T08:00:00Z").success).toBe(true);
    for (const bad of ["0000-01-01", "-000001-01-01", "+275760-09-13T00:00:00.000Z", "10000-01-01"]) {
      expect(zInstant().safeParse(bad).error?.issues[0]?.message ?? "invalid").not.toBe(undefined);
      expect(zInstant().safeParse(bad).success).toBe(false);
    }
  });
});
