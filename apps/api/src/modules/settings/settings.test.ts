import { DEFAULT_SECURITY_SETTINGS, DEFAULT_SYSTEM_SETTINGS, MSG, MSG_SETTINGS } from "@hts/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { as, bearer, registerAndLogin, useTestApp } from "../../../test/helpers.ts";
import { companies, sessions, users } from "../../db/schema.ts";
import { member } from "./settings-test-helpers.ts";

const ctx = useTestApp();
const security = { ...DEFAULT_SECURITY_SETTINGS };

describe("Profil utilisateur", () => {
  it("saves name, phone, language and time zone, and asks the current password to change the e-mail", async () => {
    const admin = await registerAndLogin(ctx.app);
    const call = as(ctx.app, admin.token);
    const before = await call({ method: "GET", url: "/api/settings/profile" });
    expect(before.json()).toMatchObject({
      language: "fr",
      timezone: "Europe/Paris",
      company: "Société Test",
    });
    const base = {
      name: "Nadia Roux",
      email: admin.user.email,
      phone: "06 11 22 33 44",
      language: "en",
      timezone: "America/New_York",
    };
    const saved = await call({ method: "PUT", url: "/api/settings/profile", payload: base });
    expect(saved.statusCode).toBe(200);
    expect((await call({ method: "GET", url: "/api/settings/profile" })).json()).toMatchObject(base);
    // The saved language comes back at login on any device, and is the server's language when a
    // request names none.
    const again = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: admin.user.email, password: admin.password },
    });
    expect(again.json().user).toMatchObject({ language: "en", timezone: "America/New_York" });
    const english = await ctx.app.inject({
      method: "GET",
      url: "/api/sites/not-a-uuid",
      headers: bearer(admin.token),
    });
    expect(english.json().detail).toBe("Resource not found");

    const noPassword = await call({
      method: "PUT",
      url: "/api/settings/profile",
      payload: { ...base, email: "nouvelle@example.fr" },
    });
    expect(noPassword.statusCode).toBe(422);
    expect(noPassword.json().detail[0]).toMatchObject({ loc: ["body", "currentPassword"] });
    const wrong = await call({
      method: "PUT",
      url: "/api/settings/profile",
      headers: { "accept-language": "fr" },
      payload: { ...base, email: "nouvelle@example.fr", currentPassword: "mauvais" },
    });
    expect(wrong.json().detail[0].msg).toBe(MSG_SETTINGS.currentPasswordWrong);
    const email = `nadia.${Date.now()}@example.fr`;
    const ok = await call({
      method: "PUT",
      url: "/api/settings/profile",
      payload: { ...base, email, currentPassword: admin.password },
    });
    expect(ok.json().email).toBe(email);
    const bad = await call({
      method: "PUT",
      url: "/api/settings/profile",
      payload: { ...base, timezone: "Asia/Tokyo" },
    });
    expect(bad.statusCode).toBe(422);
  });
});

describe("Notifications", () => {
  it("keeps each user's preferences, with the spec's defaults", async () => {
    const admin = await registerAndLogin(ctx.app);
    const call = as(ctx.app, admin.token);
    const first = await call({ method: "GET", url: "/api/settings/notifications" });
    expect(first.json()).toEqual({
      emailAlerts: true,
      smsAlerts: true,
      pushNotifications: true,
      criticalOnly: false,
      weekendAlerts: true,
      maintenanceNotifications: true,
      smsProviderConfigured: false,
    });
    const prefs = {
      emailAlerts: false,
      smsAlerts: false,
      pushNotifications: true,
      criticalOnly: true,
      weekendAlerts: false,
      maintenanceNotifications: false,
    };
    expect(
      (await call({ method: "PUT", url: "/api/settings/notifications", payload: prefs })).statusCode,
    ).toBe(200);
    expect((await call({ method: "GET", url: "/api/settings/notifications" })).json()).toMatchObject(prefs);
    const operator = await member(ctx.app, admin.token, "operator");
    expect(
      (await as(ctx.app, operator.token)({ method: "GET", url: "/api/settings/notifications" })).json()
        .emailAlerts,
    ).toBe(true);
  });
});

describe("Sécurité and Système belong to the company", () => {
  it("lets every member read them and only administrators change them", async () => {
    const admin = await registerAndLogin(ctx.app);
    for (const role of ["manager", "planner", "operator", "agent"]) {
      const m = await member(ctx.app, admin.token, role);
      const call = as(ctx.app, m.token);
      expect((await call({ method: "GET", url: "/api/settings/security" })).json()).toEqual(
        DEFAULT_SECURITY_SETTINGS,
      );
      expect((await call({ method: "GET", url: "/api/settings/system" })).json()).toEqual(
        DEFAULT_SYSTEM_SETTINGS,
      );
      const sec = await call({
        method: "PUT",
        url: "/api/settings/security",
        payload: { ...security, sessionTimeout: 120 },
      });
      expect(sec.statusCode, role).toBe(403);
      expect(sec.json().detail).toBe(MSG.forbidden);
      const sys = await call({
        method: "PUT",
        url: "/api/settings/system",
        payload: { ...DEFAULT_SYSTEM_SETTINGS, maintenanceMode: true },
      });
      expect(sys.statusCode, role).toBe(403);
    }
    const [row] = await ctx.database.db.select().from(companies).where(eq(companies.id, admin.company.id));
    expect(row?.settings).toEqual({});

    const call = as(ctx.app, admin.token);
    const next = {
      twoFactorAuth: false,
      sessionTimeout: 60,
      ipWhitelist: "",
      autoLogout: false,
      passwordExpiry: "never",
    };
    const saved = await call({ method: "PUT", url: "/api/settings/security", payload: next });
    expect(saved.statusCode).toBe(200);
    expect((await call({ method: "GET", url: "/api/settings/security" })).json()).toEqual(next);
    const me = await call({ method: "GET", url: "/api/auth/me" });
    expect(me.json().session).toMatchObject({ idle_timeout_minutes: 60, auto_logout: false });
    const invalid = await call({
      method: "PUT",
      url: "/api/settings/security",
      payload: { ...next, sessionTimeout: 45 },
    });
    expect(invalid.statusCode).toBe(422);
    const sys = {
      autoBackup: false,
      backupFrequency: "weekly",
      retentionPeriod: 90,
      logLevel: "warn",
      maintenanceMode: false,
    };
    expect((await call({ method: "PUT", url: "/api/settings/system", payload: sys })).statusCode).toBe(200);
    expect((await call({ method: "GET", url: "/api/settings/system" })).json()).toEqual(sys);
  });
});

describe("IP allowlist", () => {
  it("names a bad entry, refuses a list without the admin's own address unless confirmed, then refuses other addresses", async () => {
    const admin = await registerAndLogin(ctx.app);
    const operator = await member(ctx.app, admin.token, "operator");
    const put = (ipWhitelist: string, extra: Record<string, unknown> = {}, remoteAddress = "127.0.0.1") =>
      ctx.app.inject({
        method: "PUT",
        url: "/api/settings/security",
        headers: bearer(admin.token),
        remoteAddress,
        payload: { ...security, ipWhitelist, ...extra },
      });
    const bad = await put("10.0.0.0/8, 300.1.2.3, ::1");
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail[0]).toMatchObject({
      loc: ["body", "ipWhitelist"],
      msg: "Entrée invalide dans la liste d'adresses IP : « 300.1.2.3 »",
    });
    const badCidr = await put("10.0.0.0/40");
    expect(badCidr.json().detail[0].msg).toContain("10.0.0.0/40");

    const excluded = await put("203.0.113.0/24, 2001:db8::/32");
    expect(excluded.statusCode).toBe(409);
    expect(excluded.json().detail).toContain("127.0.0.1");
    const confirmed = await put("203.0.113.0/24,2001:db8::/32,127.0.0.1", {}, "127.0.0.1");
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().ipWhitelist).toBe("203.0.113.0/24, 2001:db8::/32, 127.0.0.1");

    const from = (ip: string) =>
      ctx.app.inject({
        method: "GET",
        url: "/api/sites",
        headers: bearer(operator.token),
        remoteAddress: ip,
      });
    expect((await from("203.0.113.9")).statusCode).toBe(200);
    expect((await from("2001:db8::5")).statusCode).toBe(200);
    expect((await from("::ffff:203.0.113.10")).statusCode).toBe(200);
    const refused = await from("198.51.100.7");
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(
      "Accès refusé depuis cette adresse IP (198.51.100.7) : elle ne figure pas dans la liste autorisée de la société",
    );
    const loginOutside = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      remoteAddress: "198.51.100.7",
      payload: { email: operator.email, password: "membre-mot-de-passe-2026" },
    });
    expect(loginOutside.statusCode).toBe(403);
    // Saving a list that leaves the admin out works only with the confirmation.
    const lockOut = await put("203.0.113.0/24", { confirmIpExclusion: true }, "127.0.0.1");
    expect(lockOut.statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(admin.token) })).statusCode,
    ).toBe(403);
  });
});

describe("Sessions", () => {
  it("expire after the company's sessionTimeout of inactivity; background calls do not keep them alive", async () => {
    const admin = await registerAndLogin(ctx.app);
    await as(
      ctx.app,
      admin.token,
    )({ method: "PUT", url: "/api/settings/security", payload: { ...security, sessionTimeout: 15 } });
    // The minutes that pass also outlast the two-second session cache (decision 055).
    const age = async (minutes: number) => {
      await ctx.database.db
        .update(sessions)
        .set({ lastSeenAt: new Date(Date.now() - minutes * 60_000) })
        .where(eq(sessions.userId, admin.user.id));
      ctx.app.sessionCache.clear();
    };
    await age(10);
    const background = await ctx.app.inject({
      method: "GET",
      url: "/api/auth/me",
      headers: { ...bearer(admin.token), "x-hts-background": "1" },
    });
    expect(background.statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, admin.user.id));
    expect(Date.now() - (row?.lastSeenAt.getTime() ?? 0)).toBeGreaterThan(9 * 60_000);
    await age(17);
    const expired = await ctx.app.inject({
      method: "GET",
      url: "/api/auth/me",
      headers: bearer(admin.token),
    });
    expect(expired.statusCode).toBe(401);
  });

  it("lists my devices, revokes one, and disconnects all the others", async () => {
    const admin = await registerAndLogin(ctx.app);
    const other1 = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "user-agent": "Firefox" },
      remoteAddress: "10.9.9.9",
      payload: { email: admin.user.email, password: admin.password },
    });
    const other2 = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: admin.user.email, password: admin.password },
    });
    const list = await as(ctx.app, admin.token)({ method: "GET", url: "/api/auth/sessions" });
    expect(list.json()).toHaveLength(3);
    expect(list.json()[0].current).toBe(true);
    const firefox = list.json().find((s: { user_agent: string }) => s.user_agent === "Firefox");
    expect(firefox.ip).toBe("10.9.9.9");
    expect(
      (await as(ctx.app, admin.token)({ method: "DELETE", url: `/api/auth/sessions/${firefox.id}` }))
        .statusCode,
    ).toBe(204);
    expect(
      (await as(ctx.app, other1.json().access_token)({ method: "GET", url: "/api/auth/me" })).statusCode,
    ).toBe(401);
    // Another user's session is not mine to revoke.
    const stranger = await registerAndLogin(ctx.app);
    const theirs = (
      await as(ctx.app, stranger.token)({ method: "GET", url: "/api/auth/sessions" })
    ).json()[0];
    expect(
      (await as(ctx.app, admin.token)({ method: "DELETE", url: `/api/auth/sessions/${theirs.id}` }))
        .statusCode,
    ).toBe(404);
    const all = await as(ctx.app, admin.token)({ method: "POST", url: "/api/auth/sessions/revoke-others" });
    expect(all.json()).toEqual({ revoked_sessions: 1 });
    expect(
      (await as(ctx.app, other2.json().access_token)({ method: "GET", url: "/api/auth/me" })).statusCode,
    ).toBe(401);
    expect((await as(ctx.app, admin.token)({ method: "GET", url: "/api/auth/me" })).statusCode).toBe(200);
  });
});

describe("Password", () => {
  it("checks the current password, the confirmation, 12 characters and the common list, then ends the other sessions", async () => {
    const admin = await registerAndLogin(ctx.app);
    const other = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: admin.user.email, password: admin.password },
    });
    const change = (body: Record<string, string>) =>
      as(ctx.app, admin.token)({ method: "POST", url: "/api/auth/password", payload: body });
    const wrong = await change({
      currentPassword: "pas-le-bon",
      newPassword: "Un-nouveau-mot-2026",
      confirmPassword: "Un-nouveau-mot-2026",
    });
    expect(wrong.json().detail[0]).toMatchObject({
      loc: ["body", "currentPassword"],
      msg: MSG_SETTINGS.currentPasswordWrong,
    });
    const mismatch = await change({
      currentPassword: admin.password,
      newPassword: "Un-nouveau-mot-2026",
      confirmPassword: "Autre-chose-2026",
    });
    expect(mismatch.json().detail[0]).toMatchObject({
      loc: ["body", "confirmPassword"],
      msg: "Les mots de passe ne correspondent pas.",
    });
    const short = await change({
      currentPassword: admin.password,
      newPassword: "court-2026",
      confirmPassword: "court-2026",
    });
    expect(short.json().detail[0].msg).toBe(MSG_SETTINGS.passwordTooShort12);
    const common = await change({
      currentPassword: admin.password,
      newPassword: "qwerty123456",
      confirmPassword: "qwerty123456",
    });
    expect(common.statusCode).toBe(422);
    expect(common.json().detail[0].msg).toBe(MSG_SETTINGS.passwordTooCommon);
    const ok = await change({
      currentPassword: admin.password,
      newPassword: "Un-nouveau-mot-2026",
      confirmPassword: "Un-nouveau-mot-2026",
    });
    expect(ok.json()).toEqual({ revoked_sessions: 1 });
    expect(
      (await as(ctx.app, other.json().access_token)({ method: "GET", url: "/api/auth/me" })).statusCode,
    ).toBe(401);
    expect((await as(ctx.app, admin.token)({ method: "GET", url: "/api/auth/me" })).statusCode).toBe(200);
  });

  it("past passwordExpiry, login leads only to a forced change; every other call answers 403 with why", async () => {
    const admin = await registerAndLogin(ctx.app);
    await as(
      ctx.app,
      admin.token,
    )({ method: "PUT", url: "/api/settings/security", payload: { ...security, passwordExpiry: "30" } });
    const operator = await member(ctx.app, admin.token, "operator");
    await ctx.database.db
      .update(users)
      .set({ passwordChangedAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(users.email, operator.email));
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: operator.email, password: "membre-mot-de-passe-2026" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().session).toMatchObject({
      restriction: "password-change",
      restriction_detail: MSG_SETTINGS.passwordExpired,
    });
    const token = res.json().access_token;
    const blocked = await as(ctx.app, token)({ method: "GET", url: "/api/sites" });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().detail).toBe(MSG_SETTINGS.passwordExpired);
    expect(blocked.headers["x-hts-restriction"]).toBe("password-change");
    expect((await as(ctx.app, token)({ method: "GET", url: "/api/auth/me" })).statusCode).toBe(200);
    const changed = await as(
      ctx.app,
      token,
    )({
      method: "POST",
      url: "/api/auth/password",
      payload: {
        currentPassword: "membre-mot-de-passe-2026",
        newPassword: "Renouvele-le-mot-2026",
        confirmPassword: "Renouvele-le-mot-2026",
      },
    });
    expect(changed.statusCode).toBe(200);
    expect((await as(ctx.app, token)({ method: "GET", url: "/api/sites" })).statusCode).toBe(200);
  });

  it("forces a change at first login after a temporary password", async () => {
    const admin = await registerAndLogin(ctx.app);
    const email = `temp.${Date.now()}@example.fr`;
    await as(
      ctx.app,
      admin.token,
    )({
      method: "POST",
      url: "/api/users",
      payload: {
        name: "Temp",
        email,
        role: "planner",
        password: "Temporaire-2026-x",
        mustChangePassword: true,
      },
    });
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password: "Temporaire-2026-x" },
    });
    expect(res.json().session.restriction).toBe("password-change");
    expect(
      (await as(ctx.app, res.json().access_token)({ method: "GET", url: "/api/agents" })).json().detail,
    ).toBe(MSG_SETTINGS.passwordChangeRequired);
  });
});

describe("Maintenance mode", () => {
  it("lets only the company's admins in; others get a French 503", async () => {
    const admin = await registerAndLogin(ctx.app);
    const operator = await member(ctx.app, admin.token, "operator");
    const on = await as(
      ctx.app,
      admin.token,
    )({
      method: "PUT",
      url: "/api/settings/system",
      payload: { ...DEFAULT_SYSTEM_SETTINGS, maintenanceMode: true },
    });
    expect(on.statusCode).toBe(200);
    const blocked = await as(ctx.app, operator.token)({ method: "GET", url: "/api/sites" });
    expect(blocked.statusCode).toBe(503);
    expect(blocked.json().detail).toBe(MSG_SETTINGS.maintenance);
    expect(blocked.headers["x-hts-maintenance"]).toBe("1");
    const relog = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: operator.email, password: "membre-mot-de-passe-2026" },
    });
    expect(relog.statusCode).toBe(503);
    expect((await as(ctx.app, admin.token)({ method: "GET", url: "/api/sites" })).statusCode).toBe(200);
    // Another company is not affected.
    const other = await registerAndLogin(ctx.app);
    const otherOperator = await member(ctx.app, other.token, "operator");
    expect((await as(ctx.app, otherOperator.token)({ method: "GET", url: "/api/sites" })).statusCode).toBe(
      200,
    );
    await as(
      ctx.app,
      admin.token,
    )({ method: "PUT", url: "/api/settings/system", payload: DEFAULT_SYSTEM_SETTINGS });
    expect((await as(ctx.app, operator.token)({ method: "GET", url: "/api/sites" })).statusCode).toBe(200);
  });
});
