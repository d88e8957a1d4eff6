import { describe, expect, it } from "vitest";
import { as, registerAndLogin, useTestApp } from "../../../test/helpers.ts";
import { member } from "../settings/settings-test-helpers.ts";

const ctx = useTestApp();

describe("Journal d'audit", () => {
  it("filters by user, entity, action and date, pages, exports CSV; operators get 403", async () => {
    const admin = await registerAndLogin(ctx.app);
    const operator = await member(ctx.app, admin.token, "operator");
    const call = as(ctx.app, admin.token);
    await call({
      method: "POST",
      url: "/api/sites",
      payload: { name: "=cmd|' /C calc'!A0", address: "Rue", type: "commercial" },
    });
    const all = await call({ method: "GET", url: "/api/audit?limit=2" });
    expect(all.statusCode).toBe(200);
    expect(all.json()).toHaveLength(2);
    expect(Number(all.headers["x-total-count"])).toBeGreaterThanOrEqual(4);
    const logins = await call({ method: "GET", url: `/api/audit?action=login&userId=${operator.user.id}` });
    expect(logins.json().length).toBe(1);
    expect(logins.json()[0]).toMatchObject({
      action: "login",
      entity: "session",
      user_name: "Membre operator",
    });
    const today = new Date().toISOString().slice(0, 10);
    expect(
      (await call({ method: "GET", url: `/api/audit?entity=site&from=${today}&to=${today}` })).json(),
    ).toHaveLength(1);
    expect(
      (await call({ method: "GET", url: "/api/audit?entity=site&from=2001-01-01&to=2001-01-02" })).json(),
    ).toHaveLength(0);
    const facets = await call({ method: "GET", url: "/api/audit/facets" });
    expect(facets.json().entities).toEqual(expect.arrayContaining(["site", "session", "user"]));
    const csv = await call({ method: "GET", url: "/api/audit/export.csv?entity=site" });
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.headers["content-disposition"]).toMatch(/filename="journal-audit-\d{4}-\d\d-\d\d\.csv"/);
    // Named in the requester's language (decision 123).
    const english = await call({
      method: "GET",
      url: "/api/audit/export.csv?entity=site",
      headers: { "accept-language": "en" },
    });
    expect(english.headers["content-disposition"]).toMatch(/filename="audit-log-\d{4}-\d\d-\d\d\.csv"/);
    expect(english.body.replace(/^\uFEFF/, "").split("\r\n")[0]).toBe(
      '"date";"user";"action";"entity";"identifier";"details"',
    );
    const lines = csv.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe('"date";"utilisateur";"action";"entité";"identifiant";"détails"');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"create";"site"');
    // Another company's journal is not reachable, and operators may not read it.
    const other = await registerAndLogin(ctx.app);
    expect(
      (await as(ctx.app, other.token)({ method: "GET", url: `/api/audit?userId=${admin.user.id}` })).json(),
    ).toHaveLength(0);
    expect((await as(ctx.app, operator.token)({ method: "GET", url: "/api/audit" })).statusCode).toBe(403);
    expect(
      (await as(ctx.app, operator.token)({ method: "GET", url: "/api/audit/export.csv" })).statusCode,
    ).toBe(403);
    const bad = await call({ method: "GET", url: "/api/audit?from=hier" });
    expect(bad.statusCode).toBe(422);
  });
});

describe("audit sentences (issue 29)", () => {
  it("reads a site's change as a sentence naming who, what and which fields, in the reader's language", async () => {
    const admin = await registerAndLogin(ctx.app);
    const call = as(ctx.app, admin.token);
    const site = await call({
      method: "POST",
      url: "/api/sites",
      payload: { name: "Entrepôt Nord", address: "1 rue du Port", type: "commercial" },
    });
    expect(site.statusCode).toBe(201);
    const changed = await call({
      method: "PATCH",
      url: `/api/sites/${site.json().id}`,
      payload: { address: "2 rue Neuve" },
    });
    expect(changed.statusCode).toBe(200);
    const read = async (lang: string) =>
      (
        await call({
          method: "GET",
          url: "/api/audit?entity=site&action=update",
          headers: { "accept-language": lang },
        })
      ).json()[0].sentence;
    expect(await read("fr")).toBe("Admin Test a modifié le site Entrepôt Nord : adresse");
    expect(await read("en")).toBe("Admin Test changed the site Entrepôt Nord: address");
    expect(await read("es")).toBe("Admin Test ha modificado el sitio Entrepôt Nord: dirección");
  });
});
