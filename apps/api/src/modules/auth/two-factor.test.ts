import { DEFAULT_SECURITY_SETTINGS, MSG_SETTINGS } from "@hts/domain";
import * as OTPAuth from "otpauth";
import { describe, expect, it } from "vitest";
import { as, registerAndLogin, useTestApp } from "../../../test/helpers.ts";
import { member } from "../settings/settings-test-helpers.ts";

const ctx = useTestApp();

/** The code an authenticator app would show, `offset` steps of 30 s from now. */
const codeFor = (secret: string, offset = 0) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + offset * 30_000,
  });

async function enrol(token: string) {
  const call = as(ctx.app, token);
  const setup = await call({ method: "POST", url: "/api/auth/two-factor/setup" });
  expect(setup.statusCode).toBe(200);
  const { secret, otpauth_url, qr_code } = setup.json();
  expect(otpauth_url).toMatch(/^otpauth:\/\/totp\/HTS:.+secret=/);
  expect(qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
  const wrong = await call({
    method: "POST",
    url: "/api/auth/two-factor/confirm",
    payload: { code: "000000" },
  });
  expect(wrong.statusCode).toBe(422);
  const ok = await call({
    method: "POST",
    url: "/api/auth/two-factor/confirm",
    payload: { code: codeFor(secret, -1) },
  });
  expect(ok.statusCode).toBe(200);
  return { secret, recovery: ok.json().recovery_codes as string[] };
}

const loginStep1 = (email: string, password: string) =>
  ctx.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password } });
const loginStep2 = (challenge: string, code: string) =>
  ctx.app.inject({
    method: "POST",
    url: "/api/auth/login/two-factor",
    payload: { challenge_token: challenge, code },
  });

describe("two-factor authentication (TOTP)", () => {
  it("enrols with a first code, then asks a code at login; recovery codes work once", async () => {
    const admin = await registerAndLogin(ctx.app);
    const { secret, recovery } = await enrol(admin.token);
    expect(recovery).toHaveLength(10);
    expect(new Set(recovery).size).toBe(10);
    const status = await as(ctx.app, admin.token)({ method: "GET", url: "/api/auth/two-factor" });
    expect(status.json()).toEqual({ enabled: true, required_by_company: false, recovery_codes_left: 10 });

    const first = await loginStep1(admin.user.email, admin.password);
    expect(first.statusCode).toBe(200);
    expect(first.json()).not.toHaveProperty("access_token");
    const challenge = first.json().challenge_token;
    // The challenge is not a session token.
    expect((await as(ctx.app, challenge)({ method: "GET", url: "/api/auth/me" })).statusCode).toBe(401);
    const bad = await loginStep2(challenge, "123456");
    expect(bad.statusCode).toBe(401);
    expect(bad.json().detail).toBe(MSG_SETTINGS.twoFactorCodeInvalid);
    const code = codeFor(secret);
    const good = await loginStep2(challenge, code);
    expect(good.statusCode).toBe(200);
    expect(
      (await as(ctx.app, good.json().access_token)({ method: "GET", url: "/api/auth/me" })).statusCode,
    ).toBe(200);
    // A used challenge and an already used code are refused.
    expect((await loginStep2(challenge, code)).statusCode).toBe(401);
    const replay = await loginStep2(
      (await loginStep1(admin.user.email, admin.password)).json().challenge_token,
      code,
    );
    expect(replay.statusCode).toBe(401);

    const viaRecovery = await loginStep2(
      (await loginStep1(admin.user.email, admin.password)).json().challenge_token,
      recovery[3] ?? "",
    );
    expect(viaRecovery.statusCode).toBe(200);
    const again = await loginStep2(
      (await loginStep1(admin.user.email, admin.password)).json().challenge_token,
      recovery[3] ?? "",
    );
    expect(again.statusCode).toBe(401);
    const left = await as(ctx.app, admin.token)({ method: "GET", url: "/api/auth/two-factor" });
    expect(left.json().recovery_codes_left).toBe(9);
  });

  it("kills a challenge after 5 wrong codes", async () => {
    const admin = await registerAndLogin(ctx.app);
    const { secret } = await enrol(admin.token);
    const challenge = (await loginStep1(admin.user.email, admin.password)).json().challenge_token;
    for (let i = 0; i < 5; i++) await loginStep2(challenge, "111111");
    const late = await loginStep2(challenge, codeFor(secret, 1));
    expect(late.statusCode).toBe(401);
    expect(late.json().detail).toBe(MSG_SETTINGS.twoFactorChallengeInvalid);
  });

  it("disables only with the password and a code", async () => {
    const admin = await registerAndLogin(ctx.app);
    const { secret } = await enrol(admin.token);
    const call = as(ctx.app, admin.token);
    const noPassword = await call({
      method: "POST",
      url: "/api/auth/two-factor/disable",
      payload: { password: "faux", code: codeFor(secret, 1) },
    });
    expect(noPassword.statusCode).toBe(422);
    const noCode = await call({
      method: "POST",
      url: "/api/auth/two-factor/disable",
      payload: { password: admin.password, code: "000000" },
    });
    expect(noCode.statusCode).toBe(422);
    const ok = await call({
      method: "POST",
      url: "/api/auth/two-factor/disable",
      payload: { password: admin.password, code: codeFor(secret, 1) },
    });
    expect(ok.statusCode).toBe(200);
    const plain = await loginStep1(admin.user.email, admin.password);
    expect(plain.json()).toHaveProperty("access_token");
  });

  it("twoFactorAuth makes enrolment mandatory at the next login", async () => {
    const admin = await registerAndLogin(ctx.app);
    const operator = await member(ctx.app, admin.token, "operator");
    await as(
      ctx.app,
      admin.token,
    )({
      method: "PUT",
      url: "/api/settings/security",
      payload: { ...DEFAULT_SECURITY_SETTINGS, twoFactorAuth: true },
    });
    // The session already open keeps working until the next login.
    expect((await as(ctx.app, operator.token)({ method: "GET", url: "/api/sites" })).statusCode).toBe(200);
    const res = await loginStep1(operator.email, "membre-mot-de-passe-2026");
    expect(res.json().session.restriction).toBe("two-factor-enrolment");
    const token = res.json().access_token;
    const blocked = await as(ctx.app, token)({ method: "GET", url: "/api/sites" });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().detail).toBe(MSG_SETTINGS.twoFactorEnrolmentRequired);
    const { secret } = await enrol(token);
    expect((await as(ctx.app, token)({ method: "GET", url: "/api/sites" })).statusCode).toBe(200);
    // Required by the company: it cannot be turned off.
    const off = await as(
      ctx.app,
      token,
    )({
      method: "POST",
      url: "/api/auth/two-factor/disable",
      payload: { password: "membre-mot-de-passe-2026", code: codeFor(secret, 1) },
    });
    expect(off.statusCode).toBe(409);
  });
});
