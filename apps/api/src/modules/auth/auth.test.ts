import { createHash } from "node:crypto";
import { MSG } from "@hts/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bearer, login, registerAndLogin, uniqueEmail, useTestApp } from "../../../test/helpers.ts";
import { sessions, users } from "../../db/schema.ts";

const ctx = useTestApp();

const nested = (adminEmail: string, password = "Gardiennage-2026") => ({
  company: {
    name: "Gardiennage Lyonnais",
    email: uniqueEmail("contact"),
    phone: "04 78 00 00 00",
    address: "3 place Bellecour, 69002 Lyon",
    subscription: "pro",
  },
  admin: { name: "Nadia Roux", email: adminEmail, password, phone: "06 00 00 00 00" },
});

describe("POST /api/auth/register", () => {
  it("creates a company and its administrator from the nested shape", async () => {
    const email = uniqueEmail("nadia");
    const res = await ctx.app.inject({ method: "POST", url: "/api/auth/register", payload: nested(email) });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.company).toMatchObject({ name: "Gardiennage Lyonnais", subscription: "pro" });
    expect(body.user).toMatchObject({ email, role: "admin", active: true, company_id: body.company.id });
    expect(JSON.stringify(body)).not.toMatch(/password|scrypt/i);
  });

  it("accepts the company in the body and the administrator in user_* query parameters", async () => {
    const email = uniqueEmail("query");
    const query = new URLSearchParams({
      user_name: "Marc Blanc",
      user_email: email,
      user_password: "Vigilance-Nord-2026",
      user_phone: "0600000001",
    });
    const res = await ctx.app.inject({
      method: "POST",
      url: `/api/auth/register?${query}`,
      payload: { name: "Vigilance Nord", email: uniqueEmail("nord"), address: "Lille" },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().company.subscription).toBe("basic");
    expect(res.json().user).toMatchObject({ name: "Marc Blanc", email, role: "admin" });
    await expect(login(ctx.app, email, "Vigilance-Nord-2026")).resolves.toHaveProperty("token");
  });

  it("answers 409 in French for an e-mail already used, whatever its case", async () => {
    const email = uniqueEmail("dup");
    await ctx.app.inject({ method: "POST", url: "/api/auth/register", payload: nested(email) });
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: nested(email.toUpperCase()),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: MSG.emailTaken });
  });

  it("applies the one password policy to the administrator's password (issue 28)", async () => {
    const cases: [string, string][] = [
      ["123456", "Le mot de passe doit contenir au moins 12 caractères"],
      ["      ", "Le mot de passe doit contenir au moins 12 caractères"],
      ["aaaaaa", "Le mot de passe doit contenir au moins 12 caractères"],
      ["            ", "Mot de passe trop simple : utilisez des caractères variés"],
      ["aaaaaaaaaaaa", "Mot de passe trop simple : utilisez des caractères variés"],
      ["password1234", "Ce mot de passe fait partie des plus courants : choisissez-en un autre"],
    ];
    for (const [password, msg] of cases) {
      const email = uniqueEmail();
      const res = await ctx.app.inject({
        method: "POST",
        url: "/api/auth/register",
        payload: nested(email, password),
      });
      expect(res.statusCode, password).toBe(422);
      expect(res.json().detail).toContainEqual(
        expect.objectContaining({
          loc: ["body", "admin", "password"],
          msg: expect.stringContaining(msg.slice(0, 25)),
        }),
      );
      const rows = await ctx.database.db.select().from(users).where(eq(users.email, email));
      expect(rows).toHaveLength(0);
    }
    const query = new URLSearchParams({
      user_name: "Marc",
      user_email: uniqueEmail(),
      user_password: "123456",
    });
    const viaQuery = await ctx.app.inject({
      method: "POST",
      url: `/api/auth/register?${query}`,
      payload: { name: "Vigilance Sud", email: uniqueEmail("sud") },
    });
    expect(viaQuery.statusCode).toBe(422);
    expect(viaQuery.json().detail[0].loc).toEqual(["query", "user_password"]);
  });

  it("reports every missing required field, in French, and creates nothing", async () => {
    const email = uniqueEmail("missing");
    const res = await ctx.app.inject({
      method: "POST",
      url: `/api/auth/register?user_email=${email}&user_password=abc`,
      payload: { email: "pas-un-email" },
    });
    expect(res.statusCode).toBe(422);
    const locs = res.json().detail.map((d: { loc: string[] }) => d.loc.join("."));
    expect(locs).toEqual(
      expect.arrayContaining(["body.name", "body.email", "query.user_name", "query.user_password"]),
    );
    const rows = await ctx.database.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(0);
  });

  it("refuses an unknown subscription", async () => {
    const payload = nested(uniqueEmail());
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { ...payload, company: { ...payload.company, subscription: "gold" } },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0].loc).toEqual(["body", "company", "subscription"]);
  });
});

describe("POST /api/auth/login", () => {
  it("returns a bearer token, the user and the company", async () => {
    const email = uniqueEmail("login");
    await ctx.app.inject({ method: "POST", url: "/api/auth/register", payload: nested(email) });
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: email.toUpperCase(), password: "Gardiennage-2026" },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token_type).toBe("bearer");
    expect(Buffer.from(body.access_token, "base64url").length).toBeGreaterThanOrEqual(32);
    expect(body.user.email).toBe(email);
    expect(body.company.name).toBe("Gardiennage Lyonnais");
    // The company's sessionTimeout (30 minutes by default) is the idle expiry.
    expect(new Date(body.expires_at).getTime()).toBeGreaterThan(Date.now() + 29 * 60_000);
    expect(new Date(body.expires_at).getTime()).toBeLessThanOrEqual(Date.now() + 30 * 60_000);
    expect(body.session).toMatchObject({ restriction: null, idle_timeout_minutes: 30, auto_logout: true });
  });

  it("stores only a SHA-256 of the token, and the password only as a salted scrypt hash", async () => {
    const { token, user } = await registerAndLogin(ctx.app);
    const stored = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(stored[0]?.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(stored)).not.toContain(token);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toMatch(/^scrypt\$\d+\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
  });

  it("gives the same 401 for a wrong password and an unknown e-mail", async () => {
    const { user } = await registerAndLogin(ctx.app);
    const wrongPassword = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: user.email, password: "mauvais-mot-de-passe" },
      remoteAddress: "10.0.0.1",
    });
    const unknownEmail = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: uniqueEmail("nobody"), password: "mauvais-mot-de-passe" },
      remoteAddress: "10.0.0.2",
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknownEmail.json());
    expect(wrongPassword.json().detail).toBe(MSG.badCredentials);
  });

  it("answers 429 after 10 failures of one address on one account, even with the right password", async () => {
    const { user, password } = await registerAndLogin(ctx.app);
    const attempt = (pwd: string) =>
      ctx.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: user.email, password: pwd },
        remoteAddress: "10.1.1.1",
      });
    for (let i = 0; i < 10; i++) expect((await attempt("nope-nope")).statusCode).toBe(401);
    const blocked = await attempt(password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().detail).toBe(MSG.tooManyAttempts);
    // Another address is not concerned by that pair's lock.
    const elsewhere = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: user.email, password },
      remoteAddress: "10.1.1.2",
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it("does not let strangers lock the owner out: failures from many addresses stop new addresses only", async () => {
    const { user, password } = await registerAndLogin(ctx.app);
    // The owner signed in from 127.0.0.1 (registerAndLogin): that address is known for this account.
    for (let i = 0; i < 30; i++) {
      const res = await ctx.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: user.email, password: "wrong-password" },
        remoteAddress: `10.2.0.${i + 1}`,
      });
      expect(res.statusCode).toBe(401);
    }
    const stranger = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: user.email, password },
      remoteAddress: "10.2.1.1",
    });
    expect(stranger.statusCode).toBe(429);
    const owner = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: user.email, password },
    });
    expect(owner.statusCode).toBe(200);
  });

  it("does not lock colleagues behind one office address out after a few failures of others", async () => {
    const colleague = await registerAndLogin(ctx.app);
    for (let i = 0; i < 20; i++) {
      const res = await ctx.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: uniqueEmail("typo"), password: "nope-nope" },
        remoteAddress: "10.3.3.3",
      });
      expect(res.statusCode).toBe(401);
    }
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: colleague.user.email, password: colleague.password },
      remoteAddress: "10.3.3.3",
    });
    expect(res.statusCode).toBe(200);
  });
});

describe("GET /api/auth/me and POST /api/auth/logout", () => {
  it("returns the signed-in user and company", async () => {
    const { token, user, company } = await registerAndLogin(ctx.app, { companyName: "Alpha Sécurité" });
    const res = await ctx.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(user.id);
    expect(res.json().company).toMatchObject({ id: company.id, name: "Alpha Sécurité" });
  });

  it("answers 401 in French without a token or with an unknown one", async () => {
    const none = await ctx.app.inject({ method: "GET", url: "/api/auth/me" });
    expect(none.statusCode).toBe(401);
    expect(none.json().detail).toBe(MSG.unauthenticated);
    const unknown = await ctx.app.inject({
      method: "GET",
      url: "/api/auth/me",
      headers: bearer("x".repeat(43)),
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().detail).toBe(MSG.sessionExpired);
  });

  it("revokes the token on logout, everywhere", async () => {
    const { token } = await registerAndLogin(ctx.app);
    const out = await ctx.app.inject({ method: "POST", url: "/api/auth/logout", headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    for (const url of ["/api/auth/me", "/api/users", "/api/notifications/unread-count"]) {
      const res = await ctx.app.inject({ method: "GET", url, headers: bearer(token) });
      expect(res.statusCode, url).toBe(401);
    }
    const again = await ctx.app.inject({ method: "POST", url: "/api/auth/logout", headers: bearer(token) });
    expect(again.statusCode).toBe(401);
  });

  it("ends a session after its inactivity expiry", async () => {
    const { token, user } = await registerAndLogin(ctx.app);
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    const res = await ctx.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(token) });
    expect(res.statusCode).toBe(401);
  });

  it("slides the expiry forward when the session is used", async () => {
    const { token, user } = await registerAndLogin(ctx.app);
    const old = new Date(Date.now() - 5 * 60_000);
    await ctx.database.db
      .update(sessions)
      .set({ lastSeenAt: old, expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(sessions.userId, user.id));
    await ctx.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(token) });
    const [row] = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 60_000);
  });
});
