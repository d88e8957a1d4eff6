import { describe, expect, it } from "vitest";
import { as, registerAndLogin, useTestApp } from "../../../test/helpers.ts";
import { alarms } from "../../db/schema.ts";

const ctx = useTestApp();

const payload = (siteId: string, title: string) => ({
  siteId,
  title,
  description: "Détecteur volumétrique zone B",
  location: "Réserve sud",
});

// Decision 056: list pages are kept 2 s per company and forgotten on any change of the company.
describe("alarm and site list pages", () => {
  it("show a change made through the API on the very next request, and another instance's within 2 s", async () => {
    const a = await registerAndLogin(ctx.app);
    const call = as(ctx.app, a.token);
    const site = await call({
      method: "POST",
      url: "/api/sites",
      payload: { name: "Entrepôt", address: "Rungis" },
    });
    const siteId = site.json().id as string;
    const titles = async () =>
      ((await call({ method: "GET", url: "/api/alarms?limit=50" })).json() as { title: string }[]).map(
        (x) => x.title,
      );
    const activeOnSite = async () =>
      ((await call({ method: "GET", url: "/api/sites" })).json() as { activeAlarmsCount: number }[])[0]
        ?.activeAlarmsCount;

    expect(await titles()).toEqual([]);
    expect(await activeOnSite()).toBe(0);
    // The alarm's live event leaves in the bus's next batch (decision 108) and forgets the pages again
    // when it arrives: wait for it, so that what follows reads a page kept after it.
    const published = new Promise<void>((resolve) => {
      const off = ctx.app.events.subscribe((event) => {
        if (event.companyId !== a.company.id || event.type !== "alarm.created") return;
        off();
        resolve();
      });
    });
    await call({ method: "POST", url: "/api/alarms", payload: payload(siteId, "Par l'API") });
    await published;
    expect(await titles()).toEqual(["Par l'API"]);
    expect(await activeOnSite()).toBe(1);

    // Another instance writing without an event (straight to the database): seen once the 2 s are over.
    await ctx.database.db.insert(alarms).values({
      companyId: a.company.id,
      siteId,
      type: "intrusion",
      severity: "moyen",
      status: "active",
      title: "Par une autre instance",
      description: "",
      location: "",
    });
    expect(await titles()).toEqual(["Par l'API"]);
    await new Promise((resolve) => setTimeout(resolve, 2_050));
    expect(await titles()).toEqual(["Par une autre instance", "Par l'API"]);
    expect(await activeOnSite()).toBe(2);
  });
});
