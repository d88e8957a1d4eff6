import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { as, login, registerAndLogin, uniqueEmail, useTestApp } from "../../../test/helpers.ts";
import { sessions } from "../../db/schema.ts";

const ctx = useTestApp();

/** A planner of the admin's company, signed in, whose session is already in the cache. */
async function cachedPlanner(adminToken: string) {
  const email = uniqueEmail("planner");
  const created = await as(
    ctx.app,
    adminToken,
  )({
    method: "POST",
    url: "/api/users",
    payload: { name: "Planificateur", email, password: "initial-pass-2026", role: "planner" },
  });
  const session = await login(ctx.app, email, "initial-pass-2026");
  const me = () => as(ctx.app, session.token)({ method: "GET", url: "/api/auth/me" });
  expect((await me()).json().user.role).toBe("planner");
  return { id: created.json().id as string, token: session.token, me };
}

// Decision 055: sessions are kept two seconds; a change through this instance is seen at once.
describe("session cache", () => {
  it("a role change, a deactivation and a logout take effect on the very next request", async () => {
    const admin = await registerAndLogin(ctx.app);
    const planner = await cachedPlanner(admin.token);
    await as(
      ctx.app,
      admin.token,
    )({ method: "PATCH", url: `/api/users/${planner.id}`, payload: { role: "operator" } });
    // A new role ends the user's sessions (users.service): the cached one with them.
    expect((await planner.me()).statusCode).toBe(401);
    const disabled = await cachedPlanner(admin.token);
    await as(
      ctx.app,
      admin.token,
    )({ method: "PATCH", url: `/api/users/${disabled.id}`, payload: { active: false } });
    expect((await disabled.me()).statusCode).toBe(401);

    const other = await cachedPlanner(admin.token);
    expect((await as(ctx.app, other.token)({ method: "POST", url: "/api/auth/logout" })).statusCode).toBe(
      200,
    );
    expect((await other.me()).statusCode).toBe(401);
  });

  it("a revocation written by another instance is seen within the cache's two seconds", async () => {
    const admin = await registerAndLogin(ctx.app);
    const planner = await cachedPlanner(admin.token);
    // Another instance's write: straight to the database, nothing through this instance.
    await ctx.database.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.userId, planner.id));
    expect((await planner.me()).statusCode).toBe(200); // still within the two seconds
    await new Promise((resolve) => setTimeout(resolve, ctx.app.sessionCache.ttlMs + 50));
    expect((await planner.me()).statusCode).toBe(401);
  });
});
