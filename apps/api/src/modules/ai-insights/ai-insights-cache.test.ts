import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/helpers.ts";
import { insightsCompany } from "./ai-insights-fixture.ts";

const ctx = useTestApp();

describe("AI insights computed once per data change (issue 29)", () => {
  it("serves the same computation to repeated visits, and a new one after the company's data changed", async () => {
    const a = await insightsCompany(ctx.app, ctx.database, { name: "Cache A", siteNames: ["Tour Alpha"] });
    const b = await insightsCompany(ctx.app, ctx.database, { name: "Cache B", siteNames: ["Dépôt Sud"] });
    const insights = async (call: typeof a.call) =>
      (await call({ method: "GET", url: "/api/ai-insights/dashboard-insights" })).json() as {
        generated_at: string;
        sites: { site_name: string; factors: { key: string; value: number }[] }[];
      };
    const openCritical = (body: Awaited<ReturnType<typeof insights>>) =>
      body.sites[0]?.factors.find((f) => f.key === "openCritical")?.value;

    const first = await insights(a.call);
    const second = await insights(a.call);
    expect(second.generated_at).toBe(first.generated_at);
    const otherFirst = await insights(b.call);

    // A new critical alarm through the API: its event moves company A's data version.
    const created = await a.call({
      method: "POST",
      url: "/api/alarms",
      payload: {
        siteId: a.siteIds[0],
        type: "intrusion",
        severity: "critique",
        title: "Intrusion quai",
        description: "Détection volumétrique",
        location: "Quai 2",
      },
    });
    expect(created.statusCode).toBe(201);
    let after = await insights(a.call);
    for (let i = 0; i < 50 && after.generated_at === first.generated_at; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      after = await insights(a.call);
    }
    expect(after.generated_at).not.toBe(first.generated_at);
    expect(openCritical(after)).toBe((openCritical(first) ?? 0) + 1);
    // Company B's answer is untouched by A's change.
    expect((await insights(b.call)).generated_at).toBe(otherFirst.generated_at);
  });
});
