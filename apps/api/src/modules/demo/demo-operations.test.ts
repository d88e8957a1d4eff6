import { DEMO_HISTORY_DAYS, demoAlarmHistory, localDay, weekdayOf } from "@hts/domain";
import { describe, expect, it } from "vitest";
import { as, login, useTestApp } from "../../../test/helpers.ts";
import { DEMO_ADMIN_EMAIL, DEMO_PASSWORD, seedDemoCompany } from "./demo-company.ts";

const ctx = useTestApp();

describe("demo operations", () => {
  it("seeds sites of every type, cameras on documentation addresses and a month of alarms", async () => {
    await seedDemoCompany({ db: ctx.database.db, passwordCost: 10 });
    const admin = await login(ctx.app, DEMO_ADMIN_EMAIL, DEMO_PASSWORD);
    const call = as(ctx.app, admin.token);

    const sites = (await call({ method: "GET", url: "/api/sites" })).json();
    expect(sites).toHaveLength(6);
    expect(new Set(sites.map((s: { type: string }) => s.type))).toEqual(
      new Set(["commercial", "industriel", "residentiel", "public"]),
    );

    const cameras = (await call({ method: "GET", url: "/api/cameras" })).json();
    expect(cameras).toHaveLength(14);
    for (const camera of cameras) expect(camera.ipAddress).toMatch(/^192\.0\.2\./);

    const alarms = await call({ method: "GET", url: "/api/alarms?limit=100" });
    // The month of curated alarms, and the 16 weeks of resolved history AI insights learn from.
    const history = demoAlarmHistory(weekdayOf(localDay(new Date(), "Europe/Paris")), 6);
    expect(alarms.headers["x-total-count"]).toBe(String(25 + history.length));
    const list = alarms.json() as {
      status: string;
      timestamp: string;
      responseTime: string | null;
      comments: unknown[];
    }[];
    expect(list.filter((a) => a.status === "Active").length).toBeGreaterThanOrEqual(3);
    const resolved = list.filter((a) => a.status === "Résolue");
    expect(resolved.every((a) => a.responseTime)).toBe(true);
    expect(list.some((a) => a.comments.length > 0)).toBe(true);
    const oldest = Date.parse(list.at(-1)?.timestamp ?? "");
    expect(Date.now() - oldest).toBeLessThan((DEMO_HISTORY_DAYS + 2) * 24 * 3600_000);
    expect(list.every((a) => Date.parse(a.timestamp) <= Date.now())).toBe(true);

    // The active critical alarm rings the bell; the dashboard reads the same data.
    const unread = (await call({ method: "GET", url: "/api/notifications/unread-count" })).json();
    expect(unread.count).toBe(1);
    const dashboard = (await call({ method: "GET", url: "/api/dashboard" })).json();
    expect(dashboard).toMatchObject({ totalSites: 6, totalCameras: 14, activeCameras: 0 });
    expect(dashboard.recentAlerts).toHaveLength(5);
  });
});
