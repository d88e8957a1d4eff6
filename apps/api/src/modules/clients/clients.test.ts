import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { as, login, registerAndLogin, uniqueEmail, useTestApp } from "../../../test/helpers.ts";
import { linkIn, useSmtpCapture } from "../../../test/smtp-capture.ts";
import type { AppConfig } from "../../config.ts";
import { auditLog, clients, sites } from "../../db/schema.ts";
import { createClientUser, createClientWithSites } from "./clients-test-helpers.ts";

const overrides: Partial<AppConfig> = { publicUrl: "http://hts.test" };
const smtp = useSmtpCapture((url) => {
  overrides.smtpUrl = url;
});
const ctx = useTestApp(overrides);

describe("clients (donneurs d'ordre)", () => {
  it("creates a client with checked identifiers and contacts, and reads it back", async () => {
    const a = await registerAndLogin(ctx.app);
    const call = as(ctx.app, a.token);
    const res = await call({
      method: "POST",
      url: "/api/clients",
      payload: {
        name: "Foncière Ouest",
        siren: "732 829 320",
        siret: "732 829 320 00074",
        billingAddress: "12 quai de la Fosse, 44000 Nantes",
        contacts: [{ name: "Mme Le Goff", email: "legoff@fonciere.fr", summary: "weekly" }],
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: "Foncière Ouest",
      siren: "732829320",
      siret: "73282932000074",
      contacts: [
        { name: "Mme Le Goff", role: null, phone: null, email: "legoff@fonciere.fr", summary: "weekly" },
      ],
      sites: [],
      activeSitesCount: 0,
    });
    const one = await call({ method: "GET", url: `/api/clients/${res.json().id}` });
    expect(one.json()).toEqual(res.json());
  });

  it("refuses a wrong SIREN key, and a SIRET of another entity, in the caller's language", async () => {
    const a = await registerAndLogin(ctx.app);
    const call = as(ctx.app, a.token);
    const bad = await call({
      method: "POST",
      url: "/api/clients",
      headers: { "accept-language": "en" },
      payload: { name: "X", siren: "732829321" },
    });
    expect(bad.statusCode).toBe(422);
    expect(JSON.stringify(bad.json().detail)).toContain("Invalid SIREN");
    const mismatch = await call({
      method: "POST",
      url: "/api/clients",
      payload: { name: "X", siren: "732829320", siret: "55210055400013" },
    });
    expect(mismatch.statusCode).toBe(422);
    expect(JSON.stringify(mismatch.json().detail)).toContain("ne commence pas par le SIREN");
    // A patch is checked against what is stored: the SIREN alone cannot drift from the SIRET.
    const ok = await call({
      method: "POST",
      url: "/api/clients",
      payload: { name: "Y", siret: "55210055400013" },
    });
    const drift = await call({
      method: "PATCH",
      url: `/api/clients/${ok.json().id}`,
      payload: { siren: "732829320" },
    });
    expect(drift.statusCode).toBe(422);
    const rows = await ctx.database.db.select().from(clients).where(eq(clients.companyId, a.company.id));
    expect(rows.map((r) => r.name)).toEqual(["Y"]);
  });

  it("attaches existing sites, each to one client at most, and lists them with the figures", async () => {
    const a = await registerAndLogin(ctx.app, { subscription: "enterprise" });
    const call = as(ctx.app, a.token);
    const first = await createClientWithSites(ctx.app, a.token, { name: "Alpha", sites: ["A1", "A2"] });
    const second = await createClientWithSites(ctx.app, a.token, { name: "Bêta", sites: ["B1"] });
    const steal = await call({
      method: "POST",
      url: `/api/clients/${second.id}/sites`,
      payload: { siteIds: [first.siteIds[0]] },
    });
    expect(steal.statusCode).toBe(409);
    const [site] = await ctx.database.db
      .select()
      .from(sites)
      .where(eq(sites.id, first.siteIds[0] ?? ""));
    expect(site?.clientId).toBe(first.id);
    await call({ method: "PATCH", url: `/api/sites/${first.siteIds[1]}`, payload: { status: "inactive" } });
    const list = await call({ method: "GET", url: "/api/clients" });
    expect(
      list
        .json()
        .map((c: { name: string; activeSitesCount: number; sites: unknown[] }) => [
          c.name,
          c.sites.length,
          c.activeSitesCount,
        ]),
    ).toEqual([
      ["Alpha", 2, 1],
      ["Bêta", 1, 1],
    ]);
    // Detached, the site may go to the other client.
    expect(
      (await call({ method: "DELETE", url: `/api/clients/${first.id}/sites/${first.siteIds[0]}` }))
        .statusCode,
    ).toBe(200);
    const moved = await call({
      method: "POST",
      url: `/api/clients/${second.id}/sites`,
      payload: { siteIds: [first.siteIds[0]] },
    });
    expect(moved.json().sites.map((s: { name: string }) => s.name)).toEqual(["A1", "B1"]);
  });

  it("erases a client nothing refers to, archives one with sites, and restores it", async () => {
    const a = await registerAndLogin(ctx.app);
    const call = as(ctx.app, a.token);
    const lone = await call({ method: "POST", url: "/api/clients", payload: { name: "Seul" } });
    expect((await call({ method: "DELETE", url: `/api/clients/${lone.json().id}` })).statusCode).toBe(204);
    const { id } = await createClientWithSites(ctx.app, a.token, { name: "Avec sites", sites: ["S1"] });
    const archived = await call({ method: "DELETE", url: `/api/clients/${id}` });
    expect(archived.statusCode).toBe(200);
    expect(archived.json().archivedAt).not.toBeNull();
    expect((await call({ method: "GET", url: "/api/clients" })).json()).toEqual([]);
    expect((await call({ method: "GET", url: "/api/clients?archived=true" })).json()).toHaveLength(1);
    expect(
      (await call({ method: "PATCH", url: `/api/clients/${id}`, payload: { name: "Z" } })).statusCode,
    ).toBe(409);
    expect((await call({ method: "POST", url: `/api/clients/${id}/restore` })).json().archivedAt).toBeNull();
    const actions = await ctx.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, id));
    expect(actions.map((r) => r.action).sort()).toEqual(["archive", "attach-sites", "create", "restore"]);
  });

  it("keeps client records to the company: another company's id answers 404", async () => {
    const a = await registerAndLogin(ctx.app);
    const b = await registerAndLogin(ctx.app);
    const { id } = await createClientWithSites(ctx.app, a.token, { sites: ["S"] });
    const other = as(ctx.app, b.token);
    expect((await other({ method: "GET", url: `/api/clients/${id}` })).statusCode).toBe(404);
    expect(
      (await other({ method: "PATCH", url: `/api/clients/${id}`, payload: { name: "Volé" } })).statusCode,
    ).toBe(404);
    expect((await other({ method: "GET", url: "/api/clients" })).json()).toEqual([]);
  });

  it("invites a client user by e-mail; he chooses a password and reaches nothing of the office app", async () => {
    const a = await registerAndLogin(ctx.app, { companyName: "Vigie Atlantique" });
    const { id, siteIds } = await createClientWithSites(ctx.app, a.token);
    const email = uniqueEmail("client");
    const invited = await as(
      ctx.app,
      a.token,
    )({
      method: "POST",
      url: `/api/clients/${id}/users`,
      payload: { name: "Claire Cliente", email, siteIds: siteIds.slice(0, 2) },
    });
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toMatchObject({ role: "client", invitation_pending: true });
    const mail = await smtp.waitFor(email);
    const token = linkIn(mail, "/invitation?token=").searchParams.get("token") ?? "";
    const accepted = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/invitation",
      payload: { token, newPassword: "Portail-client-2026", confirmPassword: "Portail-client-2026" },
    });
    expect(accepted.statusCode).toBe(200);
    const session = await login(ctx.app, email, "Portail-client-2026");
    expect(session.user.role).toBe("client");
    const client = as(ctx.app, session.token);
    for (const url of [
      "/api/sites",
      "/api/clients",
      "/api/agents",
      "/api/alarms",
      "/api/users",
      `/api/clients/${id}`,
    ])
      expect((await client({ method: "GET", url })).statusCode, url).toBe(403);
    const users = await as(ctx.app, a.token)({ method: "GET", url: `/api/clients/${id}/users` });
    expect(users.json()).toEqual([
      expect.objectContaining({
        email,
        siteIds: expect.arrayContaining(siteIds.slice(0, 2)),
        invitationPending: false,
      }),
    ]);
  });

  it("refuses a client user made from the users tab, or a site of another client", async () => {
    const a = await registerAndLogin(ctx.app, { subscription: "enterprise" });
    const call = as(ctx.app, a.token);
    const tab = await call({
      method: "POST",
      url: "/api/users",
      payload: { name: "X", email: uniqueEmail("x"), role: "client" },
    });
    expect(tab.statusCode).toBe(422);
    const first = await createClientWithSites(ctx.app, a.token, { name: "Alpha", sites: ["A1"] });
    const second = await createClientWithSites(ctx.app, a.token, { name: "Bêta", sites: ["B1"] });
    const wrong = await call({
      method: "POST",
      url: `/api/clients/${first.id}/users`,
      payload: { name: "Y", email: uniqueEmail("y"), siteIds: second.siteIds },
    });
    expect(wrong.statusCode).toBe(422);
    const user = await createClientUser(ctx.app, ctx.database, a.token, { clientId: first.id });
    const promote = await call({
      method: "PATCH",
      url: `/api/users/${user.id}`,
      payload: { role: "manager" },
    });
    expect(promote.statusCode).toBe(422);
  });
});
