import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { as, registerAndLogin, useTestApp } from "../../../test/helpers.ts";
import { sites } from "../../db/schema.ts";
import { createClientUser, createClientWithSites } from "../clients/clients-test-helpers.ts";

// The portal's home is kept 2 s per caller (decision 125). Every write that changes it is read right
// after: a site renamed or archived, a site attached, the client renamed, what is published to him, the
// sites given to him. A stale home after any of them would be a bug of the cache, not of the write.

const ctx = useTestApp();

describe("the portal's home kept for its caller", () => {
  it("shows each change of the client, his sites and his publication on the next read", async () => {
    const admin = await registerAndLogin(ctx.app, { subscription: "enterprise" });
    const staff = as(ctx.app, admin.token);
    const alpha = await createClientWithSites(ctx.app, admin.token, {
      name: "Alpha",
      sites: ["Tour A", "Tour B"],
    });
    const [siteA, siteB] = alpha.siteIds as [string, string];
    const user = await createClientUser(ctx.app, ctx.database, admin.token, { clientId: alpha.id });
    const client = as(ctx.app, user.token);
    const home = async () => {
      const res = await client({ method: "GET", url: "/api/portal" });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers["content-type"]).toContain("application/json");
      return res.json() as {
        client: { name: string };
        sites: { id: string; name: string }[];
        publication: { alarms: string };
      };
    };
    const names = async () => (await home()).sites.map((s) => s.name);
    const ok = async (request: Parameters<typeof staff>[0]) => {
      const res = await staff(request);
      expect(res.statusCode, res.body).toBeLessThan(300);
    };

    expect(await names()).toEqual(["Tour A", "Tour B"]);
    // Served from the cache: a change behind the API's back (no write route) is not seen within 2 s.
    await ctx.database.db.update(sites).set({ name: "Tour Z" }).where(eq(sites.id, siteA));
    expect(await names()).toEqual(["Tour A", "Tour B"]);

    await ok({ method: "PATCH", url: `/api/sites/${siteA}`, payload: { name: "Tour A1" } });
    expect(await names()).toEqual(["Tour A1", "Tour B"]);

    await ok({ method: "PATCH", url: `/api/clients/${alpha.id}`, payload: { name: "Alpha Immobilier" } });
    expect((await home()).client.name).toBe("Alpha Immobilier");

    await ok({
      method: "PUT",
      url: `/api/clients/${alpha.id}/publication`,
      payload: { alarms: "published" },
    });
    expect((await home()).publication.alarms).toBe("published");

    await ok({
      method: "PUT",
      url: `/api/clients/${alpha.id}/users/${user.id}/sites`,
      payload: { siteIds: [siteB] },
    });
    expect(await names()).toEqual(["Tour B"]);

    await ok({
      method: "PUT",
      url: `/api/clients/${alpha.id}/users/${user.id}/sites`,
      payload: { siteIds: [] },
    });
    const created = await staff({
      method: "POST",
      url: "/api/sites",
      payload: { name: "Tour C", address: "C" },
    });
    await ok({
      method: "POST",
      url: `/api/clients/${alpha.id}/sites`,
      payload: { siteIds: [created.json().id] },
    });
    expect(await names()).toEqual(["Tour A1", "Tour B", "Tour C"]);

    await ok({ method: "DELETE", url: `/api/sites/${siteB}` });
    expect(await names()).toEqual(["Tour A1", "Tour C"]);
  });

  it("keeps one caller's home from another: a manager's preview and a client user of another client", async () => {
    const admin = await registerAndLogin(ctx.app, { subscription: "enterprise" });
    const alpha = await createClientWithSites(ctx.app, admin.token, { name: "Alpha", sites: ["Tour A"] });
    const beta = await createClientWithSites(ctx.app, admin.token, { name: "Bêta", sites: ["Quai B"] });
    const betaUser = await createClientUser(ctx.app, ctx.database, admin.token, { clientId: beta.id });
    const preview = await as(
      ctx.app,
      admin.token,
    )({ method: "GET", url: `/api/portal?clientId=${alpha.id}` });
    expect(preview.json().client.name).toBe("Alpha");
    const mine = await as(ctx.app, betaUser.token)({ method: "GET", url: "/api/portal" });
    expect(mine.json().client.name).toBe("Bêta");
    const other = await as(
      ctx.app,
      betaUser.token,
    )({ method: "GET", url: `/api/portal?clientId=${alpha.id}` });
    expect(other.statusCode).toBe(404);
  });
});
