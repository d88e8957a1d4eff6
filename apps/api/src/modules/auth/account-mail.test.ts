import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { as, login, registerAndLogin, uniqueEmail, useTestApp } from "../../../test/helpers.ts";
import { linkIn, useSmtpCapture } from "../../../test/smtp-capture.ts";
import type { AppConfig } from "../../config.ts";
import { userTokens } from "../../db/schema.ts";
import { member } from "../settings/settings-test-helpers.ts";

const overrides: Partial<AppConfig> = { publicUrl: "http://hts.test" };
const smtp = useSmtpCapture((url) => {
  overrides.smtpUrl = url;
});
const ctx = useTestApp(overrides);

describe("invitations by e-mail", () => {
  it("an admin invites an operator, who chooses a password through the link and logs in", async () => {
    const admin = await registerAndLogin(ctx.app, { companyName: "Vigie Atlantique" });
    const email = uniqueEmail("invite");
    const created = await as(
      ctx.app,
      admin.token,
    )({ method: "POST", url: "/api/users", payload: { name: "Inès Morel", email, role: "operator" } });
    expect(created.statusCode).toBe(201);
    expect(created.json().invitation_pending).toBe(true);
    const mail = await smtp.waitFor(email);
    expect(mail.subject).toBe("Invitation à rejoindre Vigie Atlantique sur HTS");
    const link = linkIn(mail, "/invitation?token=");
    expect(link.origin).toBe("http://hts.test");
    const token = link.searchParams.get("token") ?? "";
    const info = await ctx.app.inject({ method: "GET", url: `/api/auth/invitation?token=${token}` });
    expect(info.json()).toEqual({ name: "Inès Morel", email, company: "Vigie Atlantique" });
    // No password yet: the account cannot log in.
    const before = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password: "!invited" },
    });
    expect(before.statusCode).toBe(401);
    const common = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/invitation",
      payload: { token, newPassword: "password1234", confirmPassword: "password1234" },
    });
    expect(common.statusCode).toBe(422);
    const ok = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/invitation",
      payload: { token, newPassword: "Poste-de-garde-2026", confirmPassword: "Poste-de-garde-2026" },
    });
    expect(ok.statusCode).toBe(200);
    const session = await login(ctx.app, email, "Poste-de-garde-2026");
    expect(session.user).toMatchObject({ role: "operator", invitation_pending: false });
    const reuse = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/invitation",
      payload: { token, newPassword: "Autre-mot-de-passe-26", confirmPassword: "Autre-mot-de-passe-26" },
    });
    expect(reuse.statusCode).toBe(404);
  });
});

describe("forgotten password", () => {
  it("answers the same for unknown and known e-mails, and the link works once within 30 minutes", async () => {
    const admin = await registerAndLogin(ctx.app);
    const unknown = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      payload: { email: uniqueEmail("nobody") },
    });
    const known = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      payload: { email: admin.user.email },
    });
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    const mail = await smtp.waitFor(admin.user.email, (m) => m.subject.includes("Réinitialisation"));
    const token = linkIn(mail, "/reset-password?token=").searchParams.get("token") ?? "";
    const [stored] = await ctx.database.db
      .select()
      .from(userTokens)
      .where(eq(userTokens.kind, "password-reset"));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect((stored?.expiresAt.getTime() ?? 0) - Date.now()).toBeLessThanOrEqual(30 * 60_000);

    const reset = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token, newPassword: "Nouvelle-ronde-2026", confirmPassword: "Nouvelle-ronde-2026" },
    });
    expect(reset.statusCode).toBe(200);
    // Every session of the account ended; the new password works, the old one does not.
    expect((await as(ctx.app, admin.token)({ method: "GET", url: "/api/auth/me" })).statusCode).toBe(401);
    await expect(login(ctx.app, admin.user.email, admin.password)).rejects.toThrow(/401/);
    await login(ctx.app, admin.user.email, "Nouvelle-ronde-2026");
    const twice = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token, newPassword: "Encore-une-fois-2026", confirmPassword: "Encore-une-fois-2026" },
    });
    expect(twice.statusCode).toBe(404);
  });

  it("refuses an expired link", async () => {
    const admin = await registerAndLogin(ctx.app);
    await ctx.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      payload: { email: admin.user.email },
    });
    const mail = await smtp.waitFor(admin.user.email);
    const token = linkIn(mail, "/reset-password?token=").searchParams.get("token") ?? "";
    await ctx.database.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.userId, admin.user.id));
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token, newPassword: "Trop-tard-pour-ca-26", confirmPassword: "Trop-tard-pour-ca-26" },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe("critical alarm e-mails", () => {
  it("go to members with emailAlerts, in their language, after the commit", async () => {
    const admin = await registerAndLogin(ctx.app);
    const operator = await member(ctx.app, admin.token, "operator");
    const quiet = await member(ctx.app, admin.token, "manager");
    const planner = await member(ctx.app, admin.token, "planner");
    await as(
      ctx.app,
      quiet.token,
    )({
      method: "PUT",
      url: "/api/settings/notifications",
      payload: {
        emailAlerts: false,
        smsAlerts: false,
        pushNotifications: true,
        criticalOnly: false,
        weekendAlerts: true,
        maintenanceNotifications: true,
      },
    });
    await as(
      ctx.app,
      operator.token,
    )({
      method: "PUT",
      url: "/api/settings/profile",
      payload: {
        name: "Opérateur",
        email: operator.email,
        phone: null,
        language: "en",
        timezone: "Europe/London",
      },
    });
    const site = await as(
      ctx.app,
      admin.token,
    )({
      method: "POST",
      url: "/api/sites",
      payload: { name: "Entrepôt Nord", address: "1 rue du Port", type: "industriel" },
    });
    const alarm = await as(
      ctx.app,
      admin.token,
    )({
      method: "POST",
      url: "/api/alarms",
      payload: {
        siteId: site.json().id,
        type: "intrusion",
        severity: "critique",
        title: "Porte forcée",
        description: "Quai 3",
        location: "Quai 3",
      },
    });
    expect(alarm.statusCode).toBe(201);
    await ctx.app.mailWorker.runOnce();
    const english = await smtp.waitFor(operator.email);
    expect(english.subject).toBe("Critical alarm: Porte forcée");
    expect(english.text).toContain(`http://hts.test/dashboard/alarms?id=${alarm.json().id}`);
    await smtp.waitFor(admin.user.email, (m) => m.subject === "Alarme critique : Porte forcée");
    expect(smtp.mails.some((m) => m.to.includes(quiet.email))).toBe(false);
    // Planners do not see alarms: no e-mail either.
    expect(smtp.mails.some((m) => m.to.includes(planner.email))).toBe(false);

    // A lesser alarm: e-mailed to those who did not ask for critical alarms only, worded for its
    // severity in each reader's language.
    await as(
      ctx.app,
      admin.token,
    )({
      method: "PUT",
      url: "/api/settings/notifications",
      payload: {
        emailAlerts: true,
        smsAlerts: false,
        pushNotifications: true,
        criticalOnly: true,
        weekendAlerts: true,
        maintenanceNotifications: true,
      },
    });
    const medium = await as(
      ctx.app,
      admin.token,
    )({
      method: "POST",
      url: "/api/alarms",
      payload: {
        siteId: site.json().id,
        type: "technique",
        severity: "moyen",
        title: "Batterie faible",
        description: "Centrale",
        location: "Local technique",
      },
    });
    expect(medium.statusCode).toBe(201);
    await ctx.app.mailWorker.runOnce();
    const lesser = await smtp.waitFor(operator.email, (m) => m.subject.includes("Batterie faible"));
    expect(lesser.subject).toBe("Alarm (medium): Batterie faible");
    expect(lesser.text).toContain("Alarm (medium) at site Entrepôt Nord");
    expect(smtp.mails.some((m) => m.to.includes(admin.user.email) && m.subject.includes("Batterie"))).toBe(
      false,
    );
  });
});
