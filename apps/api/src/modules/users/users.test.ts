import { MSG, ROLES } from "@hts/domain";
import { describe, expect, it } from "vitest";
import { as, login, registerAndLogin, uniqueEmail, useTestApp } from "../../../test/helpers.ts";

const ctx = useTestApp();

async function createUser(token: string, role: string, email = uniqueEmail(role)) {
  const res = await as(
    ctx.app,
    token,
  )({
    method: "POST",
    url: "/api/users",
    payload: { name: `Utilisateur ${role}`, email, password: "initial-pass-2026", role, phone: "0611223344" },
  });
  return { res, email };
}

describe("users", () => {
  it("lets an admin create a user of every office role, who can then log in", async () => {
    const admin = await registerAndLogin(ctx.app);
    // A client user is invited from his client's page (clients.test.ts): the users tab refuses the role.
    const OFFICE = ROLES.filter((r) => r !== "client");
    for (const role of OFFICE) {
      const { res, email } = await createUser(admin.token, role);
      expect(res.statusCode, role).toBe(201);
      expect(res.json()).toMatchObject({ email, role, active: true, company_id: admin.company.id });
      const session = await login(ctx.app, email, "initial-pass-2026");
      expect(session.user.role).toBe(role);
    }
    const list = await as(ctx.app, admin.token)({ method: "GET", url: "/api/users" });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toHaveLength(OFFICE.length + 1);
    expect(list.headers["x-total-count"]).toBe(String(OFFICE.length + 1));
    expect(JSON.stringify(list.json())).not.toMatch(/password|scrypt/i);
  });

  it("pages the list with limit and offset", async () => {
    const admin = await registerAndLogin(ctx.app);
    for (let i = 0; i < 3; i++) await createUser(admin.token, "agent");
    const page = await as(ctx.app, admin.token)({ method: "GET", url: "/api/users?limit=2&offset=1" });
    expect(page.json()).toHaveLength(2);
    expect(page.headers["x-total-count"]).toBe("4");
    const bad = await as(ctx.app, admin.token)({ method: "GET", url: "/api/users?limit=0" });
    expect(bad.statusCode).toBe(422);
  });

  it("refuses user management to other roles with a French 403", async () => {
    const admin = await registerAndLogin(ctx.app);
    const { email: managerEmail } = await createUser(admin.token, "manager");
    const { email: agentEmail } = await createUser(admin.token, "agent");
    const manager = await login(ctx.app, managerEmail, "initial-pass-2026");
    const agent = await login(ctx.app, agentEmail, "initial-pass-2026");

    expect((await as(ctx.app, manager.token)({ method: "GET", url: "/api/users" })).statusCode).toBe(200);
    const denied = await createUser(manager.token, "admin");
    expect(denied.res.statusCode).toBe(403);
    expect(denied.res.json().detail).toBe(MSG.forbidden);
    expect((await as(ctx.app, agent.token)({ method: "GET", url: "/api/users" })).statusCode).toBe(403);
    const patch = await as(
      ctx.app,
      agent.token,
    )({
      method: "PATCH",
      url: `/api/users/${agent.user.id}`,
      payload: { role: "admin" },
    });
    expect(patch.statusCode).toBe(403);
  });

  it("changes role and deactivates, which ends the user's sessions and logins", async () => {
    const admin = await registerAndLogin(ctx.app);
    const { res, email } = await createUser(admin.token, "agent");
    const id = res.json().id;
    const agent = await login(ctx.app, email, "initial-pass-2026");

    const promoted = await as(
      ctx.app,
      admin.token,
    )({
      method: "PATCH",
      url: `/api/users/${id}`,
      payload: { role: "operator" },
    });
    expect(promoted.json().role).toBe("operator");

    const disabled = await as(
      ctx.app,
      admin.token,
    )({
      method: "PATCH",
      url: `/api/users/${id}`,
      payload: { active: false },
    });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().active).toBe(false);
    expect((await as(ctx.app, agent.token)({ method: "GET", url: "/api/auth/me" })).statusCode).toBe(401);
    const relog = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password: "initial-pass-2026" },
    });
    expect(relog.statusCode).toBe(401);
    expect(relog.json().detail).toBe(MSG.badCredentials);
  });

  it("sets a new password chosen by the admin", async () => {
    const admin = await registerAndLogin(ctx.app);
    const { res, email } = await createUser(admin.token, "planner");
    await as(
      ctx.app,
      admin.token,
    )({
      method: "PATCH",
      url: `/api/users/${res.json().id}`,
      payload: { password: "nouveau-mot-2026" },
    });
    await expect(login(ctx.app, email, "initial-pass-2026")).rejects.toThrow(/401/);
    await expect(login(ctx.app, email, "nouveau-mot-2026")).resolves.toHaveProperty("token");
  });

  it("never leaves a company without an active administrator", async () => {
    const admin = await registerAndLogin(ctx.app);
    const self = await as(
      ctx.app,
      admin.token,
    )({
      method: "PATCH",
      url: `/api/users/${admin.user.id}`,
      payload: { role: "manager" },
    });
    expect(self.statusCode).toBe(409);
    expect(self.json().detail).toBe(MSG.lastAdmin);
    const disableSelf = await as(
      ctx.app,
      admin.token,
    )({
      method: "PATCH",
      url: `/api/users/${admin.user.id}`,
      payload: { active: false },
    });
    expect(disableSelf.statusCode).toBe(409);
    expect(disableSelf.json().detail).toBe(MSG.selfDisable);

    // With a second admin, the first may step down.
    await createUser(admin.token, "admin");
    const stepDown = await as(
      ctx.app,
      admin.token,
    )({
      method: "PATCH",
      url: `/api/users/${admin.user.id}`,
      payload: { role: "manager" },
    });
    expect(stepDown.statusCode).toBe(200);
  });

  it("refuses a duplicate e-mail, an unknown role and unknown fields", async () => {
    const admin = await registerAndLogin(ctx.app);
    const dup = await createUser(admin.token, "agent", admin.user.email);
    expect(dup.res.statusCode).toBe(409);
    expect(dup.res.json().detail).toBe(MSG.emailTaken);
    const badRole = await createUser(admin.token, "superviseur");
    expect(badRole.res.statusCode).toBe(422);
    expect(badRole.res.json().detail[0].loc).toEqual(["body", "role"]);
    const extra = await as(
      ctx.app,
      admin.token,
    )({
      method: "PATCH",
      url: `/api/users/${admin.user.id}`,
      payload: { company_id: "00000000-0000-0000-0000-000000000000" },
    });
    expect(extra.statusCode).toBe(422);
  });
});
