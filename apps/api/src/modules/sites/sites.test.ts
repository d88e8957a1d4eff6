import { MSG, siteLimitMessage } from "@hts/domain";
import { describe, expect, it } from "vitest";
import { as, login, registerAndLogin, uniqueEmail, useTestApp } from "../../../test/helpers.ts";
import { cameras } from "../../db/schema.ts";

const ctx = useTestApp();

const newSite = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  address: `${name}, 75001 Paris`,
  ...extra,
});

async function createSites(token: string, n: number, prefix = "Site") {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const res = await as(
      ctx.app,
      token,
    )({ method: "POST", url: "/api/sites", payload: newSite(`${prefix} ${i}`) });
    if (res.statusCode !== 201) throw new Error(res.body);
    ids.push(res.json().id);
  }
  return ids;
}

describe("sites", () => {
  it("creates a site with the spec's fields and defaults, and reads it back", async () => {
    const a = await registerAndLogin(ctx.app);
    const res = await as(
      ctx.app,
      a.token,
    )({
      method: "POST",
      url: "/api/sites",
      payload: {
        ...newSite("Tour Horizon"),
        contactName: "M. Durand",
        contactPhone: "01 23 45 67 89",
        contactEmail: "",
      },
    });
    expect(res.statusCode).toBe(201);
    const site = res.json();
    expect(site).toMatchObject({
      name: "Tour Horizon",
      address: "Tour Horizon, 75001 Paris",
      type: "commercial",
      contactName: "M. Durand",
      contactPhone: "01 23 45 67 89",
      contactEmail: null,
      status: "active",
      camerasCount: 0,
      alarmsCount: 0,
    });
    const one = await as(ctx.app, a.token)({ method: "GET", url: `/api/sites/${site.id}` });
    expect(one.json()).toEqual(site);
  });

  it("searches by name or address, filters by type and status, and pages", async () => {
    const a = await registerAndLogin(ctx.app);
    const call = as(ctx.app, a.token);
    await call({
      method: "POST",
      url: "/api/sites",
      payload: newSite("Entrepôt Gennevilliers", { type: "industriel" }),
    });
    await call({
      method: "POST",
      url: "/api/sites",
      payload: { name: "Résidence Les Tilleuls", address: "3 allée Verte, Nanterre", type: "residentiel" },
    });
    await call({ method: "POST", url: "/api/sites", payload: newSite("Mairie annexe", { type: "public" }) });

    const byAddress = await call({ method: "GET", url: "/api/sites?q=nanterre" });
    expect(byAddress.json().map((s: { name: string }) => s.name)).toEqual(["Résidence Les Tilleuls"]);
    const byType = await call({ method: "GET", url: "/api/sites?type=industriel" });
    expect(byType.json()).toHaveLength(1);
    // A percent sign is searched literally, not as a wildcard.
    expect((await call({ method: "GET", url: "/api/sites?q=%25" })).json()).toEqual([]);
    const page = await call({ method: "GET", url: "/api/sites?limit=2&offset=1" });
    expect(page.json()).toHaveLength(2);
    expect(page.headers["x-total-count"]).toBe("3");
    expect((await call({ method: "GET", url: "/api/sites?type=chateau" })).statusCode).toBe(422);
  });

  it("enforces the plan's site limit with a French 409, counting active sites only", async () => {
    const basic = await registerAndLogin(ctx.app, { subscription: "basic" });
    const ids = await createSites(basic.token, 10);
    const over = await as(
      ctx.app,
      basic.token,
    )({ method: "POST", url: "/api/sites", payload: newSite("Onzième") });
    expect(over.statusCode).toBe(409);
    expect(over.json().detail).toBe(siteLimitMessage("basic"));
    expect(over.json().detail).toContain("Basic (10 sites)");

    // Deactivating frees a place; reactivating over the limit is refused the same way.
    await as(
      ctx.app,
      basic.token,
    )({ method: "PATCH", url: `/api/sites/${ids[0]}`, payload: { status: "inactive" } });
    expect(
      (await as(ctx.app, basic.token)({ method: "POST", url: "/api/sites", payload: newSite("Remplaçant") }))
        .statusCode,
    ).toBe(201);
    const back = await as(
      ctx.app,
      basic.token,
    )({ method: "PATCH", url: `/api/sites/${ids[0]}`, payload: { status: "active" } });
    expect(back.statusCode).toBe(409);

    const enterprise = await registerAndLogin(ctx.app, { subscription: "enterprise" });
    await createSites(enterprise.token, 11);
    const list = await as(ctx.app, enterprise.token)({ method: "GET", url: "/api/sites" });
    expect(list.headers["x-total-count"]).toBe("11");
  });

  it("allows 50 sites on the pro plan and refuses the 51st", async () => {
    const pro = await registerAndLogin(ctx.app, { subscription: "pro" });
    await createSites(pro.token, 50);
    const over = await as(
      ctx.app,
      pro.token,
    )({ method: "POST", url: "/api/sites", payload: newSite("Trop") });
    expect(over.statusCode).toBe(409);
    expect(over.json().detail).toBe(siteLimitMessage("pro"));
  });

  it("updates fields, deletes an unused site and archives a site with cameras (decision 017)", async () => {
    const a = await registerAndLogin(ctx.app);
    const call = as(ctx.app, a.token);
    const [unused, used] = await createSites(a.token, 2);
    const patched = await call({
      method: "PATCH",
      url: `/api/sites/${used}`,
      payload: { name: "Siège", type: "public" },
    });
    expect(patched.json()).toMatchObject({ name: "Siège", type: "public" });
    const withMail = await call({
      method: "PATCH",
      url: `/api/sites/${used}`,
      payload: { contactEmail: "Site@Exemple.fr" },
    });
    expect(withMail.json().contactEmail).toBe("site@exemple.fr");
    const other = await call({
      method: "PATCH",
      url: `/api/sites/${used}`,
      payload: { contactName: "Mme Roy" },
    });
    expect(other.json()).toMatchObject({ contactEmail: "site@exemple.fr", contactName: "Mme Roy" });

    await ctx.database.db
      .insert(cameras)
      .values({ companyId: a.company.id, siteId: used as string, name: "Hall", location: "Entrée" });
    const removed = await call({ method: "DELETE", url: `/api/sites/${unused}` });
    expect(removed.statusCode).toBe(204);
    expect((await call({ method: "GET", url: `/api/sites/${unused}` })).statusCode).toBe(404);
    const kept = await call({ method: "DELETE", url: `/api/sites/${used}` });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ id: used, status: "inactive", camerasCount: 1 });
    expect(kept.json().archivedAt).not.toBeNull();
  });

  it("answers 404 for another company's site or a malformed id, and 403 to read-only roles", async () => {
    const a = await registerAndLogin(ctx.app);
    const b = await registerAndLogin(ctx.app);
    const [siteOfA] = await createSites(a.token, 1);
    const asB = as(ctx.app, b.token);
    expect((await asB({ method: "GET", url: `/api/sites/${siteOfA}` })).statusCode).toBe(404);
    expect(
      (await asB({ method: "PATCH", url: `/api/sites/${siteOfA}`, payload: { name: "X" } })).statusCode,
    ).toBe(404);
    expect((await asB({ method: "DELETE", url: `/api/sites/${siteOfA}` })).statusCode).toBe(404);
    expect((await asB({ method: "GET", url: "/api/sites" })).json()).toEqual([]);
    expect((await asB({ method: "GET", url: "/api/sites/pas-un-uuid" })).statusCode).toBe(404);

    const email = uniqueEmail("agent");
    await as(
      ctx.app,
      a.token,
    )({
      method: "POST",
      url: "/api/users",
      payload: { name: "Agent", email, password: "secret-pass-2026", role: "agent" },
    });
    const agent = await login(ctx.app, email, "secret-pass-2026");
    expect((await as(ctx.app, agent.token)({ method: "GET", url: "/api/sites" })).statusCode).toBe(200);
    const denied = await as(
      ctx.app,
      agent.token,
    )({ method: "POST", url: "/api/sites", payload: newSite("Non") });
    expect(denied.statusCode).toBe(403);
  });

  it("refuses bad input with a 422 and French messages", async () => {
    const a = await registerAndLogin(ctx.app);
    const call = as(ctx.app, a.token);
    const missing = await call({
      method: "POST",
      url: "/api/sites",
      payload: { name: "  ", type: "bunker", contactEmail: "pas-un-mail" },
    });
    expect(missing.statusCode).toBe(422);
    const detail = missing.json().detail as { loc: string[]; msg: string }[];
    expect(detail.find((d) => d.loc[1] === "name")?.msg).toBe(MSG.required);
    expect(detail.find((d) => d.loc[1] === "address")?.msg).toBe(MSG.required);
    expect(detail.find((d) => d.loc[1] === "contactEmail")?.msg).toBe(MSG.emailInvalid);
    expect(detail.some((d) => d.loc[1] === "type")).toBe(true);
    const extra = await call({
      method: "POST",
      url: "/api/sites",
      payload: { ...newSite("X"), status: "active", companyId: a.company.id },
    });
    expect(extra.statusCode).toBe(422);
  });
});
