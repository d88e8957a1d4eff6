import { count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { as, registerAndLogin, useTestApp } from "../../../test/helpers.ts";
import { alarms, sites } from "../../db/schema.ts";

// A site's alarm counters are kept on write by statement triggers (migration 0013, issue 18): they must
// agree with a real count after every kind of change, through the API and through bulk statements.

const ctx = useTestApp();

async function exactCounts(siteId: string) {
  const [row] = await ctx.database.db
    .select({ n: count(), a: count(sql`case when ${alarms.status} = 'active' then 1 end`) })
    .from(alarms)
    .where(eq(alarms.siteId, siteId));
  return { alarmsCount: row?.n, activeAlarmsCount: row?.a };
}

async function kept(siteId: string) {
  const [row] = await ctx.database.db
    .select({ alarmsCount: sites.alarmsCount, activeAlarmsCount: sites.activeAlarmsCount })
    .from(sites)
    .where(eq(sites.id, siteId));
  return row;
}

describe("site alarm counters", () => {
  it("follow creation, resolution, bulk inserts, moves and deletes", async () => {
    const a = await registerAndLogin(ctx.app);
    const call = as(ctx.app, a.token);
    const site = async (name: string) =>
      (await call({ method: "POST", url: "/api/sites", payload: { name, address: "Paris" } })).json()
        .id as string;
    const north = await site("Nord");
    const south = await site("Sud");

    const ids: string[] = [];
    for (const title of ["Porte forcée", "Fumée", "Vitre brisée"]) {
      const res = await call({
        method: "POST",
        url: "/api/alarms",
        payload: { siteId: north, title, description: "Capteur", location: "Hall" },
      });
      ids.push(res.json().id);
    }
    await call({ method: "POST", url: `/api/alarms/${ids[0]}/resolve`, payload: {} });
    expect(await kept(north)).toEqual({ alarmsCount: 3, activeAlarmsCount: 2 });

    // The list reads them.
    const listed = (await call({ method: "GET", url: "/api/sites" })).json() as {
      id: string;
      alarmsCount: number;
      activeAlarmsCount: number;
    }[];
    expect(listed.find((s) => s.id === north)).toMatchObject({ alarmsCount: 3, activeAlarmsCount: 2 });

    // One statement, 100 rows, 10 still active.
    await ctx.database.db.execute(sql`
      insert into alarms (company_id, site_id, title, description, location, status)
      select ${a.company.id}, ${south}, 'Alarme ' || g, 'Détecteur', 'Zone',
             case when g % 10 = 0 then 'active' else 'resolved' end
      from generate_series(1, 100) g`);
    expect(await kept(south)).toEqual({ alarmsCount: 100, activeAlarmsCount: 10 });

    // Moved between sites, reopened, renamed (no change to the counts), deleted.
    await ctx.database.db.execute(
      sql`update alarms set site_id = ${north} where site_id = ${south} and title in ('Alarme 10', 'Alarme 11')`,
    );
    await ctx.database.db.execute(sql`update alarms set status = 'active' where title = 'Alarme 12'`);
    await ctx.database.db.execute(sql`update alarms set title = title || ' (vu)' where site_id = ${south}`);
    await ctx.database.db.execute(sql`delete from alarms where title like 'Alarme 2%'`);
    for (const id of [north, south]) expect(await kept(id)).toEqual(await exactCounts(id));
    expect(await kept(north)).toEqual({ alarmsCount: 5, activeAlarmsCount: 3 });
  });
});
