import { MSG_SETTINGS } from "@hts/domain";
import { like } from "drizzle-orm";
import * as OTPAuth from "otpauth";
import { describe, expect, it } from "vitest";
import { as, registerAndLogin, useTestApp } from "../../../test/helpers.ts";
import { useSmtpCapture } from "../../../test/smtp-capture.ts";
import type { AppConfig } from "../../config.ts";
import { loginFailures } from "../../db/schema.ts";

// Issue 28, item 6 (decision 079): a challenge evaluates 5 codes at most even when 40 arrive at once,
// and an account gets 10 wrong second-factor codes per 24 hours; the tenth locks the second factor
// and its owner receives an e-mail (through a real SMTP server).
const overrides: Partial<AppConfig> = {};
const smtp = useSmtpCapture((url) => {
  overrides.smtpUrl = url;
});
const ctx = useTestApp(overrides);

const codeNow = (secret: string) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate();

async function enrolled() {
  const admin = await registerAndLogin(ctx.app);
  const call = as(ctx.app, admin.token);
  const { secret } = (await call({ method: "POST", url: "/api/auth/two-factor/setup" })).json();
  const ok = await call({
    method: "POST",
    url: "/api/auth/two-factor/confirm",
    payload: { code: codeNow(secret) },
  });
  expect(ok.statusCode).toBe(200);
  return { ...admin, secret };
}

async function challenge(email: string, password: string, remoteAddress: string) {
  const res = await ctx.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email, password },
    remoteAddress,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().challenge_token as string;
}

const second = (challengeToken: string, code: string, remoteAddress: string) =>
  ctx.app.inject({
    method: "POST",
    url: "/api/auth/login/two-factor",
    payload: { challenge_token: challengeToken, code },
    remoteAddress,
  });

describe("second-factor budgets", () => {
  it("evaluates at most 5 of 40 parallel codes on one challenge", async () => {
    const admin = await enrolled();
    const token = await challenge(admin.user.email, admin.password, "10.1.0.1");
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => second(token, String(100000 + i), "10.1.0.1")),
    );
    const details = results.map((r) => r.json().detail);
    expect(results.every((r) => r.statusCode === 401)).toBe(true);
    expect(details.filter((d) => d === MSG_SETTINGS.twoFactorCodeInvalid).length).toBeLessThanOrEqual(5);
    const counted = await ctx.database.db
      .select()
      .from(loginFailures)
      .where(like(loginFailures.key, `%second-factor:${admin.user.id}`));
    expect(counted.length).toBeLessThanOrEqual(5);
  });

  it("locks the second factor after 10 wrong codes in a day and tells its owner by e-mail", async () => {
    const admin = await enrolled();
    const statuses: number[] = [];
    for (const address of ["10.2.0.1", "10.2.0.2"]) {
      const token = await challenge(admin.user.email, admin.password, address);
      for (let i = 0; i < 5; i++)
        statuses.push((await second(token, String(200000 + i), address)).statusCode);
    }
    expect(statuses).toEqual(Array(10).fill(401));
    // The right code, from a third address, on a fresh challenge: locked all the same.
    const token = await challenge(admin.user.email, admin.password, "10.2.0.3");
    const locked = await second(token, codeNow(admin.secret), "10.2.0.3");
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(3600);
    expect(locked.json().detail).toBe(
      "Double authentification bloquée pour 24 heures après 10 codes erronés. Un e-mail a été envoyé au titulaire du compte.",
    );
    const english = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login/two-factor",
      payload: { challenge_token: token, code: codeNow(admin.secret) },
      headers: { "accept-language": "en" },
      remoteAddress: "10.2.0.3",
    });
    expect(english.json().detail).toMatch(/^Two-factor authentication locked for 24 hours/);
    const mail = await smtp.waitFor(admin.user.email, (m) => m.subject.includes("double authentification"));
    expect(mail.subject).toBe("Votre double authentification HTS est bloquée");
    expect(mail.text).toContain("10 codes de double authentification erronés");
    // Exactly one e-mail for the lock.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.mails.filter((m) => m.to.includes(admin.user.email))).toHaveLength(1);
    // Turning two-factor off with a code is the same budget: locked too.
    const disable = await as(
      ctx.app,
      admin.token,
    )({
      method: "POST",
      url: "/api/auth/two-factor/disable",
      payload: { password: admin.password, code: codeNow(admin.secret) },
    });
    expect(disable.statusCode).toBe(429);
  });
});
