// GET /api/planning-advanced/unavailability: the leave and unavailability periods touching a range of
// days, for the week grids (issue 15 item 3).
import { describe, expect, it } from "vitest";
import { as, registerAndLogin, useTestApp } from "../../../test/helpers.ts";
import { member } from "../settings/settings-test-helpers.ts";
import { siteAndAgent } from "./planning-test-helpers.ts";

const ctx = useTestApp();

describe("unavailability in a range", () => {
  it("lists the periods touching the days, both ends included, for planners; 403 without leave access", async () => {
    const admin = await registerAndLogin(ctx.app);
    const call = as(ctx.app, admin.token);
    const { agentId } = await siteAndAgent(ctx.app, admin.token);
    const declare = (startDate: string, endDate: string, kind = "leave") =>
      call({
        method: "POST",
        url: `/api/agents/${agentId}/unavailability`,
        payload: { kind, startDate, endDate, reason: "Congés payés" },
      });
    await declare("2030-03-01", "2030-03-09");
    await declare("2030-03-15", "2030-03-16", "unavailable");
    await declare("2030-03-17", "2030-03-20");

    const planner = await member(ctx.app, admin.token, "planner");
    const res = await as(
      ctx.app,
      planner.token,
    )({
      method: "GET",
      url: "/api/planning-advanced/unavailability?start_date=2030-03-09&end_date=2030-03-15",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((p: { startDate: string; kind: string }) => [p.startDate, p.kind])).toEqual([
      ["2030-03-01", "leave"],
      ["2030-03-15", "unavailable"],
    ]);

    const bad = await call({
      method: "GET",
      url: "/api/planning-advanced/unavailability?start_date=2030-03-20&end_date=2030-03-10",
    });
    expect(bad.statusCode).toBe(422);

    const operator = await member(ctx.app, admin.token, "operator");
    const refused = await as(
      ctx.app,
      operator.token,
    )({
      method: "GET",
      url: "/api/planning-advanced/unavailability?start_date=2030-03-09&end_date=2030-03-15",
    });
    expect(refused.statusCode).toBe(403);
  });
});
