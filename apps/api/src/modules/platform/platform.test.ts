import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { as, login, registerAndLogin, uniqueEmail, useTestApp } from "../../../test/helpers.ts";
import { useSmtpCapture } from "../../../test/smtp-capture.ts";
import type { AppConfig } from "../../config.ts";
import { auditLog } from "../../db/schema.ts";
import { upsertPlatformOperator } from "./index.ts";

const overrides: Partial<AppConfig> = { publicUrl: "http://hts.test" };
const smtp = useSmtpCapture((url) => {
  overrides.smtpUrl = url;
});
const ctx = useTestApp(overrides);

const OPERATOR_PASSWORD = "exploitant-tres-solide";

async function operatorToken(email = uniqueEmail("exploitant")) {
  await upsertPlatformOperator({
    db: ctx.database.db,
    email,
    name: "Claire Exploitante",
    password: OPERATOR_PASSWORD,
    passwordCost: 10,
  });
  const res = await ctx.app.inject({
    method: "POST",
    url: "/api/platform/auth/login",
    payload: { email, password: OPERATOR_PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  return { email, token: res.json().token as string };
}

describe("platform operator's console", () => {
  it("signs in only with an account made outside the app, and a company's token never opens it", async () => {
    const email = uniqueEmail("exploitant");
    const refused = await ctx.app.inject({
      method: "POST",
      url: "/api/platform/auth/login",
      payload: { email, password: OPERATOR_PASSWORD },
    });
    expect(refused.statusCode).toBe(401);
    const { token } = await operatorToken(email);
    const me = await as(ctx.app, token)({ method: "GET", url: "/api/platform/auth/me" });
    expect(me.json()).toMatchObject({ email, name: "Claire Exploitante" });
    // A company administrator is not an operator.
    const admin = await registerAndLogin(ctx.app, { companyName: "Garde Alpine" });
    const asAdmin = await as(ctx.app, admin.token)({ method: "GET", url: "/api/platform/companies" });
    expect(asAdmin.statusCode).toBe(401);
  });

  it("lists companies with plan, users, usage and last activity, and grants a plan (audited)", async () => {
    const { token } = await operatorToken();
    const admin = await registerAndLogin(ctx.app, { companyName: "Sûreté du Rhône" });
    const site = await as(
      ctx.app,
      admin.token,
    )({
      method: "POST",
      url: "/api/sites",
      payload: { name: "Entrepôt Nord", address: "1 rue du Port, Lyon" },
    });
    expect(site.statusCode).toBe(201);
    const list = await as(ctx.app, token)({ method: "GET", url: "/api/platform/companies" });
    expect(list.statusCode).toBe(200);
    const row = list.json().items.find((c: { id: string }) => c.id === admin.company.id);
    expect(row).toMatchObject({
      name: "Sûreté du Rhône",
      subscription: "basic",
      users: 1,
      sites: 1,
      suspendedAt: null,
    });
    expect(row.lastActivityAt).not.toBeNull();
    // Counts only: nothing of the company's records (no site name, no address).
    expect(list.body).not.toContain("Entrepôt Nord");

    const granted = await as(
      ctx.app,
      token,
    )({
      method: "PUT",
      url: `/api/platform/companies/${admin.company.id}/plan`,
      payload: { subscription: "enterprise" },
    });
    expect(granted.statusCode).toBe(200);
    const me = await as(ctx.app, admin.token)({ method: "GET", url: "/api/auth/me" });
    expect(me.json().company.subscription).toBe("enterprise");
    const rows = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.companyId, admin.company.id));
    expect(rows.find((r) => r.action === "platform_plan_change")?.details).toMatchObject({
      from: "basic",
      to: "enterprise",
    });
    const unknown = await as(
      ctx.app,
      token,
    )({
      method: "PUT",
      url: "/api/platform/companies/00000000-0000-4000-8000-000000000000/plan",
      payload: { subscription: "pro" },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("suspends a company: its members are refused with a clear message, then let back in", async () => {
    const { token } = await operatorToken();
    const admin = await registerAndLogin(ctx.app, { companyName: "Vigie Suspendue" });
    const suspend = (suspended: boolean) =>
      as(
        ctx.app,
        token,
      )({
        method: "PUT",
        url: `/api/platform/companies/${admin.company.id}/suspension`,
        payload: { suspended },
      });
    expect((await suspend(true)).statusCode).toBe(200);
    const call = await as(ctx.app, admin.token)({ method: "GET", url: "/api/sites" });
    expect(call.statusCode).toBe(403);
    expect(call.json().detail).toBe(
      "L'accès de votre société est suspendu. Contactez l'exploitant de la plateforme pour le rétablir.",
    );
    const signIn = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "accept-language": "en" },
      payload: { email: admin.user.email, password: admin.password },
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().detail).toBe(
      "Your company's access is suspended. Contact the platform operator to restore it.",
    );
    expect((await suspend(false)).statusCode).toBe(200);
    await login(ctx.app, admin.user.email, admin.password);
  });

  it("never reads a company's business data: business routes answer 403 to an operator", async () => {
    const { token } = await operatorToken();
    const admin = await registerAndLogin(ctx.app, { companyName: "Données Privées" });
    for (const url of [
      "/api/sites",
      "/api/agents",
      "/api/alarms",
      "/api/users",
      "/api/audit",
      "/api/auth/me",
    ]) {
      const res = await as(ctx.app, token)({ method: "GET", url });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().detail).toBe(
        "Un compte d'exploitant de la plateforme n'a pas accès aux données des sociétés",
      );
    }
    const write = await as(
      ctx.app,
      token,
    )({
      method: "POST",
      url: "/api/sites",
      payload: { name: "Intrus", address: "Nulle part" },
    });
    expect(write.statusCode).toBe(403);
    const sites = await as(ctx.app, admin.token)({ method: "GET", url: "/api/sites" });
    expect(JSON.stringify(sites.json())).not.toContain("Intrus");
  });

  it("mails every operator at each new demo request and lists it until it is handled", async () => {
    const { token, email } = await operatorToken();
    const sent = await ctx.app.inject({
      method: "POST",
      url: "/api/demo-requests",
      payload: {
        firstName: "Élodie",
        lastName: "Garnier",
        email: "elodie@protect-ouest.fr",
        phone: "+33 6 12 34 56 78",
        company: "Protect'Ouest",
        sites: "11-50",
        message: "30 sites à Nantes.",
      },
    });
    expect(sent.statusCode).toBe(201);
    const mail = await smtp.waitFor(email, (m) => m.subject.includes("Protect'Ouest"));
    expect(mail.subject).toBe("Nouvelle demande de démonstration : Protect'Ouest");
    expect(mail.text).toContain("elodie@protect-ouest.fr");
    expect(mail.text).toContain("http://hts.test/platform");
    const list = await as(ctx.app, token)({ method: "GET", url: "/api/platform/demo-requests" });
    const item = list.json().items.find((d: { id: string }) => d.id === sent.json().id);
    expect(item).toMatchObject({ company: "Protect'Ouest", handledAt: null });
    const handled = await as(
      ctx.app,
      token,
    )({
      method: "PUT",
      url: `/api/platform/demo-requests/${item.id}/handled`,
      payload: { handled: true },
    });
    expect(handled.json().handledAt).not.toBeNull();
    // The list is the operator's: a company admin cannot read it.
    const admin = await registerAndLogin(ctx.app);
    const asAdmin = await as(ctx.app, admin.token)({ method: "GET", url: "/api/platform/demo-requests" });
    expect(asAdmin.statusCode).toBe(401);
  });
});
