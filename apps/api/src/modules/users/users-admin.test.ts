import { MSG } from "@hts/domain";
import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { as, registerAndLogin, uniqueEmail, useTestApp } from "../../../test/helpers.ts";
import { agents, users } from "../../db/schema.ts";
import { member } from "../settings/settings-test-helpers.ts";

const ctx = useTestApp();

describe("users (issue 10)", () => {
  it("two admins demoting each other at the same moment never leave the company without an admin", async () => {
    for (let round = 0; round < 5; round++) {
      const first = await registerAndLogin(ctx.app);
      const second = await member(ctx.app, first.token, "admin");
      const [a, b] = await Promise.all([
        as(
          ctx.app,
          first.token,
        )({ method: "PATCH", url: `/api/users/${second.user.id}`, payload: { role: "manager" } }),
        as(
          ctx.app,
          second.token,
        )({ method: "PATCH", url: `/api/users/${first.user.id}`, payload: { role: "manager" } }),
      ]);
      const statuses = [a.statusCode, b.statusCode].sort();
      // Either both commit in turn (the second sees no other admin: 409) or the demoted one's session is
      // revoked before it acts (401): never two 200s.
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      const [left] = await ctx.database.db
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.companyId, first.company.id), eq(users.role, "admin"), eq(users.active, true)));
      expect(left?.n).toBe(1);
      const loser = a.statusCode === 200 ? b : a;
      expect([401, 409]).toContain(loser.statusCode);
      if (loser.statusCode === 409) expect(loser.json().detail).toBe(MSG.lastAdmin);
    }
  });

  it("lists role, status, last login and 2FA, links an agent record, and deactivation ends sessions", async () => {
    const admin = await registerAndLogin(ctx.app);
    const agentUser = await member(ctx.app, admin.token, "agent");
    const created = await as(
      ctx.app,
      admin.token,
    )({
      method: "POST",
      url: "/api/agents",
      payload: {
        name: "Karim Benali",
        badge: `B-${Date.now()}`,
        phone: "0600000000",
        email: uniqueEmail("karim"),
        hireDate: "2024-01-15",
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const agentId = created.json().id;
    const link = await as(
      ctx.app,
      admin.token,
    )({ method: "PATCH", url: `/api/users/${agentUser.user.id}`, payload: { agentId } });
    expect(link.statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(agents).where(eq(agents.id, agentId));
    expect(row?.userId).toBe(agentUser.user.id);
    const list = (await as(ctx.app, admin.token)({ method: "GET", url: "/api/users" })).json();
    const item = list.find((u: { id: string }) => u.id === agentUser.user.id);
    expect(item).toMatchObject({
      role: "agent",
      active: true,
      two_factor_enabled: false,
      agent_id: agentId,
      agent_name: "Karim Benali",
    });
    expect(item.last_login_at).not.toBeNull();
    // One agent record per account.
    const other = await member(ctx.app, admin.token, "agent");
    const taken = await as(
      ctx.app,
      admin.token,
    )({ method: "PATCH", url: `/api/users/${other.user.id}`, payload: { agentId } });
    expect(taken.statusCode).toBe(409);

    const off = await as(
      ctx.app,
      admin.token,
    )({ method: "PATCH", url: `/api/users/${agentUser.user.id}`, payload: { active: false } });
    expect(off.json().active).toBe(false);
    expect((await as(ctx.app, agentUser.token)({ method: "GET", url: "/api/auth/me" })).statusCode).toBe(401);
    const on = await as(
      ctx.app,
      admin.token,
    )({ method: "PATCH", url: `/api/users/${agentUser.user.id}`, payload: { active: true } });
    expect(on.json().active).toBe(true);
  });

  it("refuses a short or common password for a new account", async () => {
    const admin = await registerAndLogin(ctx.app);
    const short = await as(
      ctx.app,
      admin.token,
    )({
      method: "POST",
      url: "/api/users",
      payload: { name: "X", email: uniqueEmail(), role: "agent", password: "court" },
    });
    expect(short.statusCode).toBe(422);
    const common = await as(
      ctx.app,
      admin.token,
    )({
      method: "POST",
      url: "/api/users",
      payload: { name: "X", email: uniqueEmail(), role: "agent", password: "123qweasdzxc" },
    });
    expect(common.statusCode).toBe(422);
    expect(common.json().detail[0].loc).toEqual(["body", "password"]);
  });
});
