import * as OTPAuth from "otpauth";
import { describe, expect, it } from "vitest";
import { as, login, registerAndLogin, useTestApp } from "../../../test/helpers.ts";
import { hashingPool } from "../../lib/hashing-pool.ts";

// Issue 28, item 4 (decisions 022, 079): the current-password checks of a password change and of
// turning two-factor off are counted like logins (per session and per account), and one session's
// checks take at most two places of the shared hashing pool. The pool is small here and each hash
// costs a few milliseconds, so a flood that could fill it would.
const ctx = useTestApp({
  passwordCost: 14,
  passwordHashing: { concurrency: 1, queue: 4, perKey: 2 },
});

const change = (token: string, currentPassword: string, newPassword = "Nouveau-mot-de-passe-26") =>
  as(
    ctx.app,
    token,
  )({
    method: "POST",
    url: "/api/auth/password",
    payload: { currentPassword, newPassword, confirmPassword: newPassword },
  });

describe("current-password checks under attack", () => {
  it("answers 429 with Retry-After and a French detail after 10 wrong guesses of one session", async () => {
    const admin = await registerAndLogin(ctx.app);
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) codes.push((await change(admin.token, `mauvais-${i}`)).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 422)).toBe(true);
    const blocked = await change(admin.token, admin.password);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    expect(blocked.json().detail).toBe(
      "Trop de tentatives de vérification du mot de passe. Réessayez dans quelques minutes.",
    );
    // A second session of the same account shares the account's budget, not the session's.
    const other = await login(ctx.app, admin.user.email, admin.password);
    const fresh = await change(other.token, "encore-faux");
    expect([422, 429]).toContain(fresh.statusCode);
  });

  it("evaluates at most 10 of 30 parallel wrong guesses, and another user's login succeeds meanwhile", async () => {
    const flooder = await registerAndLogin(ctx.app);
    const victim = await registerAndLogin(ctx.app, { companyName: "Autre société" });
    const flood = Promise.all(Array.from({ length: 30 }, (_, i) => change(flooder.token, `faux-${i}`)));
    // Wait until the flood reaches the pool, then sign in elsewhere.
    for (let i = 0; i < 200 && hashingPool.stats.running === 0; i++)
      await new Promise((r) => setTimeout(r, 1));
    const other = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: victim.user.email, password: victim.password },
      remoteAddress: "10.20.30.40",
    });
    const codes = (await flood).map((r) => r.statusCode);
    expect(other.statusCode, other.body).toBe(200);
    expect(
      codes.every((c) => c === 422 || c === 429),
      codes.join(","),
    ).toBe(true);
    expect(codes.filter((c) => c === 422).length).toBeLessThanOrEqual(10);
  });

  it("counts the password of two-factor/disable the same way", async () => {
    const admin = await registerAndLogin(ctx.app);
    const call = as(ctx.app, admin.token);
    const { secret } = (await call({ method: "POST", url: "/api/auth/two-factor/setup" })).json();
    const code = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate();
    expect(
      (await call({ method: "POST", url: "/api/auth/two-factor/confirm", payload: { code } })).statusCode,
    ).toBe(200);
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await call({
        method: "POST",
        url: "/api/auth/two-factor/disable",
        payload: { password: `faux-${i}`, code: "000000" },
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 10).every((c) => c === 422)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});

describe("a new password must differ from the current one (issue 28, item 13)", () => {
  it("refuses the temporary password as the forced new password", async () => {
    const admin = await registerAndLogin(ctx.app);
    const temporary = "Temporaire-2026-abc";
    const email = `temp.${Date.now()}@example.fr`;
    const created = await as(
      ctx.app,
      admin.token,
    )({
      method: "POST",
      url: "/api/users",
      payload: { name: "Temp", email, role: "operator", password: temporary, mustChangePassword: true },
    });
    expect(created.statusCode).toBe(201);
    const session = await login(ctx.app, email, temporary);
    const same = await change(session.token, temporary, temporary);
    expect(same.statusCode).toBe(422);
    expect(same.json().detail[0]).toMatchObject({
      loc: ["body", "newPassword"],
      msg: "Le nouveau mot de passe doit être différent du mot de passe actuel",
    });
    expect((await change(session.token, temporary, "Mon-propre-mot-2026")).statusCode).toBe(200);
  });
});
