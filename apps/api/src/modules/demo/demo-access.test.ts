import { describe, expect, it } from "vitest";
import { as, login, useTestApp } from "../../../test/helpers.ts";
import { DEMO_READER_KEY } from "./demo-access.ts";
import { DEMO_ADMIN_EMAIL, DEMO_PASSWORD, seedDemoCompany } from "./demo-company.ts";

const ctx = useTestApp();

describe("demo access control", () => {
  it("shows badges, points and a log, and its printed reader key lets a demo badge in", async () => {
    await seedDemoCompany({ db: ctx.database.db, passwordCost: 10 });
    const call = as(ctx.app, (await login(ctx.app, DEMO_ADMIN_EMAIL, DEMO_PASSWORD)).token);
    const badges = (await call({ method: "GET", url: "/api/access/badges" })).json();
    expect(badges.length).toBeGreaterThanOrEqual(6);
    expect(badges.some((b: { status: string }) => b.status === "Désactivé")).toBe(true);
    expect(badges.some((b: { badgeType: string }) => b.badgeType === "nfc")).toBe(true);
    const points = (await call({ method: "GET", url: "/api/access/points" })).json();
    expect(points.map((p: { status: string }) => p.status)).toContain("Maintenance");
    const logs = await call({ method: "GET", url: "/api/access/logs?limit=5" });
    expect(Number(logs.headers["x-total-count"])).toBeGreaterThan(50);
    expect(logs.json().some((l: { status: string }) => l.status === "Refusé")).toBe(true);

    const agentBadge = badges.find((b: { badgeId: string }) => b.badgeId === "AG-101");
    const { token } = (await call({ method: "GET", url: `/api/access/badges/${agentBadge.id}/qr` })).json();
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/access/check",
      headers: { "x-reader-key": DEMO_READER_KEY },
      payload: { token },
    });
    expect(res.json()).toMatchObject({ decision: "Autorisé", accessPoint: { name: "Portail nord" } });
  });
});
