import { describe, expect, it } from "vitest";
import { as, registerAndLogin, useTestApp } from "../../../test/helpers.ts";
import { siteAndAgent } from "../planning/planning-test-helpers.ts";
import { todayInParis } from "./agents.service.ts";
import { countAgents } from "./agents-online.ts";

const ctx = useTestApp();

describe("agents online", () => {
  it("counts every agent, and as online only Actif agents with a shift in progress now", async () => {
    const a = await registerAndLogin(ctx.app);
    const call = as(ctx.app, a.token);
    const working = await siteAndAgent(ctx.app, a.token);
    const resting = await siteAndAgent(ctx.app, a.token);
    const away = await siteAndAgent(ctx.app, a.token, { status: "Indisponible" });
    const today = todayInParis();
    // 00:00-23:59 today, then a night from 23:00 to 01:00: together they cover "now", whenever today.
    for (const [shift_date, start_time, end_time] of [
      [today, "00:00", "23:59"],
      [today, "23:00", "01:00"],
    ]) {
      await call({
        method: "POST",
        url: "/api/planning-advanced/shifts",
        payload: { agent_id: working.agentId, site_id: working.siteId, shift_date, start_time, end_time },
      });
      await call({
        method: "POST",
        url: "/api/planning-advanced/shifts",
        payload: { agent_id: away.agentId, site_id: away.siteId, shift_date, start_time, end_time },
      });
    }
    expect(resting.agentId).toBeTruthy();
    expect(await countAgents(ctx.database.db, a.company.id)).toEqual({ online: 1, total: 3 });
    const other = await registerAndLogin(ctx.app);
    expect(await countAgents(ctx.database.db, other.company.id)).toEqual({ online: 0, total: 0 });
  });
});
