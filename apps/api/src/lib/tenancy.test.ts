import { describe, expect, it } from "vitest";
import { as, registerAndLogin, uniqueEmail, useTestApp } from "../../test/helpers.ts";
import { users } from "../db/schema.ts";
import { tenantDb } from "./tenancy.ts";

const ctx = useTestApp();

describe("tenancy", () => {
  it("hides another company's users: list, update and notifications answer only for the caller", async () => {
    const a = await registerAndLogin(ctx.app, { companyName: "Société A" });
    const b = await registerAndLogin(ctx.app, { companyName: "Société B" });
    const created = await as(
      ctx.app,
      a.token,
    )({
      method: "POST",
      url: "/api/users",
      payload: { name: "Agent A", email: uniqueEmail("a"), password: "secret-pass-2026", role: "agent" },
    });
    const agentOfA = created.json().id;

    const listB = await as(ctx.app, b.token)({ method: "GET", url: "/api/users" });
    expect(listB.json().map((u: { id: string }) => u.id)).toEqual([b.user.id]);

    for (const id of [agentOfA, a.user.id]) {
      const res = await as(
        ctx.app,
        b.token,
      )({
        method: "PATCH",
        url: `/api/users/${id}`,
        payload: { active: false },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toBe("Ressource introuvable");
    }
    // Nothing changed in company A.
    const listA = await as(ctx.app, a.token)({ method: "GET", url: "/api/users" });
    expect(listA.json().every((u: { active: boolean }) => u.active)).toBe(true);
  });

  it("scopes the helper's reads, updates and deletes to one company", async () => {
    const a = await registerAndLogin(ctx.app);
    const b = await registerAndLogin(ctx.app);
    const scopedToB = tenantDb(ctx.database.db, b.company.id);
    await expect(scopedToB.findById(users, a.user.id)).rejects.toMatchObject({ code: "not_found" });
    await expect(scopedToB.updateById(users, a.user.id, { name: "Piraté" })).rejects.toMatchObject({
      code: "not_found",
    });
    await expect(scopedToB.deleteById(users, a.user.id)).rejects.toMatchObject({ code: "not_found" });
    await expect(scopedToB.findById(users, "pas-un-uuid")).rejects.toMatchObject({ code: "not_found" });
    const own = await scopedToB.findById(users, b.user.id);
    expect(own.email).toBe(b.user.email);
    const scopedToA = tenantDb(ctx.database.db, a.company.id);
    expect((await scopedToA.findById(users, a.user.id)).name).toBe("Admin Test");
  });

  it("forces the caller's company on insert, whatever the values say", async () => {
    const a = await registerAndLogin(ctx.app);
    const b = await registerAndLogin(ctx.app);
    const row = await tenantDb(ctx.database.db, a.company.id).insert(users, {
      name: "Injecté",
      email: uniqueEmail("inject"),
      role: "agent",
      passwordHash: "x",
      // A caller trying to smuggle another company id in is overridden.
      ...({ companyId: b.company.id } as object),
    });
    expect(row.companyId).toBe(a.company.id);
  });
});
