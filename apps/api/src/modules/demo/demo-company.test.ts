import { ROLES } from "@hts/domain";
import { describe, expect, it } from "vitest";
import { login, useTestApp } from "../../../test/helpers.ts";
import { DEMO_ADMIN_EMAIL, DEMO_PASSWORD, isDatabaseEmpty, seedDemoCompany } from "./demo-company.ts";

const ctx = useTestApp();

describe("demo company", () => {
  it("seeds an empty database with one user per role who can log in", async () => {
    expect(await isDatabaseEmpty(ctx.database.db)).toBe(true);
    const { company, users } = await seedDemoCompany({ db: ctx.database.db, passwordCost: 10 });
    expect(await isDatabaseEmpty(ctx.database.db)).toBe(false);
    expect(company.name).toBe("Sentinelle Sécurité Île-de-France");
    expect(users.map((u) => u.role).sort()).toEqual([...ROLES].sort());
    const session = await login(ctx.app, DEMO_ADMIN_EMAIL, DEMO_PASSWORD);
    expect(session.user.role).toBe("admin");
    expect(session.company.id).toBe(company.id);
  });
});
