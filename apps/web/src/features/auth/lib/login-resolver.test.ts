import { MSG, type TLoginBody, ZLoginBody } from "@hts/domain";
import type { ResolverOptions } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { LOGIN_MAX_LENGTH, loginResolver } from "./login-resolver.ts";

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<TLoginBody>;

/** ZLoginBody's answer in the resolver's shape: the parsed values, or each field's first message. */
function schemaAnswer(input: TLoginBody) {
  const parsed = ZLoginBody.safeParse(input);
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return { values: {}, errors };
}

async function resolverAnswer(input: TLoginBody) {
  const { values, errors } = await loginResolver(input, undefined, options);
  return {
    values,
    errors: Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message])),
  };
}

describe("loginResolver (the sign-in form without the schemas chunk)", () => {
  const long = (length: number) => "a".repeat(length);
  it.each<[string, TLoginBody]>([
    ["valid, trimmed and lower-cased", { email: "  Admin@Example.FR ", password: " secret " }],
    ["both empty", { email: "", password: "" }],
    ["blank e-mail", { email: "   ", password: "x" }],
    ["empty password", { email: "a@b.fr", password: "" }],
    ["NUL in the e-mail", { email: "a\u0000@b.fr", password: "x" }],
    ["unpaired surrogate in the password", { email: "a@b.fr", password: "x\ud800" }],
    ["unsafe and blank", { email: " \u0000 ", password: "\u0000" }],
    [
      "at the inputs' maximum lengths",
      { email: long(LOGIN_MAX_LENGTH.email), password: long(LOGIN_MAX_LENGTH.password) },
    ],
  ])("answers as ZLoginBody: %s", async (_case, input) => {
    expect(await resolverAnswer(input)).toEqual(schemaAnswer(input));
  });

  it("refuses an empty form with the required message the form translates", async () => {
    const { errors } = await resolverAnswer({ email: "", password: "" });
    expect(errors).toEqual({ email: MSG.required, password: MSG.required });
  });

  it("has ZLoginBody's maximum lengths (one more character is refused by the schema)", () => {
    expect(ZLoginBody.safeParse({ email: long(LOGIN_MAX_LENGTH.email), password: "x" }).success).toBe(true);
    expect(ZLoginBody.safeParse({ email: long(LOGIN_MAX_LENGTH.email + 1), password: "x" }).success).toBe(
      false,
    );
    expect(ZLoginBody.safeParse({ email: "a", password: long(LOGIN_MAX_LENGTH.password) }).success).toBe(
      true,
    );
    expect(ZLoginBody.safeParse({ email: "a", password: long(LOGIN_MAX_LENGTH.password + 1) }).success).toBe(
      false,
    );
  });
});
