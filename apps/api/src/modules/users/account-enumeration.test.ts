import { MSG } from "@hts/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { as, login, registerAndLogin, uniqueEmail, useTestApp } from "../../../test/helpers.ts";
import { useSmtpCapture } from "../../../test/smtp-capture.ts";
import type { AppConfig } from "../../config.ts";
import { users } from "../../db/schema.ts";

// Issue 28, item 9 (decision 078): creating a user with an address that belongs to another company
// answered 409 "Un compte existe déjà", telling a company who else is a customer. Now the answer is
// the same as for a new address; the owner of the address receives an e-mail; nothing is created.
const overrides: Partial<AppConfig> = {};
const smtp = useSmtpCapture((url) => {
  overrides.smtpUrl = url;
});
const ctx = useTestApp(overrides);

const PASSWORD = "Temporaire-Vigie-2026";

/** The answer without what differs by nature between two creations (id, date, the address itself). */
const shape = (body: Record<string, unknown>) => {
  const { id, created_at, email, ...rest } = body;
  return { ...rest, id: typeof id, created_at: typeof created_at, email: typeof email };
};

describe("creating a user with an address of another company", () => {
  for (const withPassword of [false, true]) {
    it(`answers like a new address and tells the owner by e-mail (${withPassword ? "temporary password" : "invitation"})`, async () => {
      const other = await registerAndLogin(ctx.app, { companyName: "Société Voisine" });
      const admin = await registerAndLogin(ctx.app, { companyName: "Curieuse SARL" });
      const create = (email: string) =>
        as(
          ctx.app,
          admin.token,
        )({
          method: "POST",
          url: "/api/users",
          payload: {
            name: "Inconnu",
            email,
            role: "operator",
            ...(withPassword ? { password: PASSWORD, mustChangePassword: true } : {}),
          },
        });
      const fresh = await create(uniqueEmail("nouveau"));
      const existing = await create(other.user.email);
      expect(existing.statusCode).toBe(fresh.statusCode);
      expect(existing.statusCode).toBe(201);
      expect(shape(existing.json())).toEqual(shape(fresh.json()));
      expect(existing.json().email).toBe(other.user.email);

      const mail = await smtp.waitFor(other.user.email, (m) => m.subject.includes("Demande de compte"));
      expect(mail.text).toContain("Curieuse SARL");
      expect(mail.text).toContain("aucun compte n'a été créé");
      // The owner's account is untouched and still theirs.
      const rows = await ctx.database.db.select().from(users).where(eq(users.email, other.user.email));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.companyId).toBe(other.company.id);
      await expect(login(ctx.app, other.user.email, other.password)).resolves.toHaveProperty("token");
    });
  }

  it("still answers 409 for an address of the same company (no leak: the admin sees it in the list)", async () => {
    const admin = await registerAndLogin(ctx.app);
    const email = uniqueEmail("collegue");
    const call = as(ctx.app, admin.token);
    const payload = { name: "Collègue", email, role: "agent" };
    expect((await call({ method: "POST", url: "/api/users", payload })).statusCode).toBe(201);
    const again = await call({ method: "POST", url: "/api/users", payload });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(MSG.emailTaken);
  });

  it("two companies creating the same new address at once both get 201; one account exists", async () => {
    const a = await registerAndLogin(ctx.app, { companyName: "A" });
    const b = await registerAndLogin(ctx.app, { companyName: "B" });
    const email = uniqueEmail("dispute");
    const results = await Promise.all(
      [a, b, a, b].map((admin) =>
        as(
          ctx.app,
          admin.token,
        )({
          method: "POST",
          url: "/api/users",
          payload: { name: "Disputé", email, role: "agent" },
        }),
      ),
    );
    const rows = await ctx.database.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
    // The company that got the account sees 201 then 409 (its own address); the other 201 twice.
    const winner = rows[0]?.companyId === a.company.id ? [0, 2] : [1, 3];
    const loser = winner[0] === 0 ? [1, 3] : [0, 2];
    expect(loser.map((i) => results[i]?.statusCode)).toEqual([201, 201]);
    expect(winner.map((i) => results[i]?.statusCode).sort()).toEqual([201, 409]);
  });
});
