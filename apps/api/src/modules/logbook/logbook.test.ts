import { randomUUID } from "node:crypto";
import { tinyJpeg } from "@hts/domain/storage/image.fixtures";
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { as, registerAndLogin, useTestApp } from "../../../test/helpers.ts";
import { alarms, logbookEntries, media } from "../../db/schema.ts";
import { buildCompany, type Company, north } from "../attendance/attendance-test-helpers.ts";

const ctx = useTestApp();
let co: Company;

beforeAll(async () => {
  co = await buildCompany(ctx);
});

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64");
let seed = 1;

async function agentOnShift(siteId?: string) {
  const site = siteId ?? (await co.site());
  const agent = await co.agent();
  const shift = await co.shift({ agentId: agent.id, siteId: site, startInMin: -60 });
  return { site, agent, shift };
}

const entry = (shiftId: string, extra: Record<string, unknown> = {}) => ({
  client_id: randomUUID(),
  shift_id: shiftId,
  category: "Dégradation",
  severity: "moyen",
  text: "Vitre du poste de garde fissurée",
  occurred_at: new Date(Date.now() - 10 * 60_000).toISOString(),
  position: north(10),
  ...extra,
});

async function photo(agent: { call: Company["call"] }) {
  const res = await agent.call({
    method: "POST",
    url: "/api/me/photos",
    payload: { content_base64: b64(tinyJpeg({ exif: true, width: 100 + seed++ })) },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

describe("logbook from the phone", () => {
  it("an entry with a photo reaches the office's logbook of the site; the photo follows the entry's rights", async () => {
    const { site, agent, shift } = await agentOnShift();
    const photoId = await photo(agent);
    const res = await agent.call({
      method: "POST",
      url: "/api/me/logbook",
      payload: entry(shift.id, { photo_ids: [photoId] }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      site_id: site,
      shift_id: shift.id,
      photo_ids: [photoId],
      replayed: false,
    });
    const manager = as(ctx.app, (await co.user("manager")).token);
    const list = await manager({ method: "GET", url: `/api/logbook?site_id=${site}` });
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((i: { id: string }) => i.id)).toEqual([res.json().id]);
    const byShift = await manager({
      method: "GET",
      url: `/api/logbook?shift_id=${shift.id}&incidents_only=true`,
    });
    expect(byShift.json().total).toBe(1);
    // The photo is now the entry's: a colleague of the site reads it, an agent of another site does not.
    const { agent: colleague } = await agentOnShift(site);
    const { agent: elsewhere } = await agentOnShift();
    expect((await colleague.call({ method: "GET", url: `/api/media/${photoId}` })).statusCode).toBe(200);
    expect((await elsewhere.call({ method: "GET", url: `/api/media/${photoId}` })).statusCode).toBe(404);
    expect((await elsewhere.call({ method: "GET", url: `/api/logbook?site_id=${site}` })).json().total).toBe(
      0,
    );
    const stranger = await registerAndLogin(ctx.app, { subscription: "enterprise" });
    expect(
      (await as(ctx.app, stranger.token)({ method: "GET", url: `/api/media/${photoId}` })).statusCode,
    ).toBe(404);
    expect((await as(ctx.app, stranger.token)({ method: "GET", url: "/api/logbook" })).json().total).toBe(0);
  });

  it("the offline queue replayed stores each entry once, judged by its device time", async () => {
    const { agent, shift } = await agentOnShift();
    const first = entry(shift.id, { severity: "info", category: "Ronde" });
    const second = entry(shift.id, { occurred_at: new Date(Date.now() - 50 * 60_000).toISOString() });
    const sync = () =>
      agent.call({
        method: "POST",
        url: "/api/me/logbook/sync",
        payload: { entries: [first, second, { bad: 1 }] },
      });
    const once = await sync();
    expect(once.json().results.map((r: { status: number }) => r.status)).toEqual([201, 201, 422]);
    const again = await sync();
    expect(again.json().results.map((r: { status: number }) => r.status)).toEqual([200, 200, 422]);
    expect(again.json().results[0].body.replayed).toBe(true);
    const [stored] = await ctx.database.db
      .select({ n: count() })
      .from(logbookEntries)
      .where(eq(logbookEntries.shiftId, shift.id));
    expect(stored?.n).toBe(2);
    const [row] = await ctx.database.db
      .select()
      .from(logbookEntries)
      .where(eq(logbookEntries.clientId, second.client_id));
    expect(row?.occurredAt.toISOString()).toBe(second.occurred_at);
    expect(row?.receivedAt.getTime()).toBeGreaterThan(row?.occurredAt.getTime() ?? 0);
    expect(row?.latitude).toBeCloseTo(north(10).lat, 6);
  });

  it("an agent writes only on his own shift, within it, with his own photos", async () => {
    const { agent, shift } = await agentOnShift();
    const { agent: other, shift: otherShift } = await agentOnShift();
    const before = (await ctx.database.db.select({ n: count() }).from(logbookEntries))[0]?.n;
    const post = (who: typeof agent, payload: object) =>
      who.call({ method: "POST", url: "/api/me/logbook", payload });
    expect((await post(agent, entry(otherShift.id))).statusCode).toBe(404);
    const outside = await post(
      agent,
      entry(shift.id, { occurred_at: new Date(Date.now() - 3 * 3600_000).toISOString() }),
    );
    expect(outside.statusCode).toBe(422);
    expect(outside.json().detail[0].type).toBe("not_on_shift");
    expect((await post(agent, entry(shift.id, { category: "Inventée" }))).statusCode).toBe(422);
    const othersPhoto = await photo(other);
    const stolen = await post(agent, entry(shift.id, { photo_ids: [othersPhoto] }));
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json().detail[0].type).toBe("photo_not_found");
    const manager = await co.user("manager");
    expect(
      (await as(ctx.app, manager.token)({ method: "POST", url: "/api/me/logbook", payload: entry(shift.id) }))
        .statusCode,
    ).toBe(403);
    expect((await ctx.database.db.select({ n: count() }).from(logbookEntries))[0]?.n).toBe(before);
    const [free] = await ctx.database.db.select().from(media).where(eq(media.id, othersPhoto));
    expect(free?.ownerId).toBeNull();
  });

  it("an incident may raise an alarm, and counts in the incident figures", async () => {
    const { site, agent, shift } = await agentOnShift();
    const res = await agent.call({
      method: "POST",
      url: "/api/me/logbook",
      payload: entry(shift.id, { category: "Intrusion", severity: "important", raise_alarm: true }),
    });
    expect(res.statusCode).toBe(201);
    const [alarm] = await ctx.database.db.select().from(alarms).where(eq(alarms.id, res.json().alarm_id));
    expect(alarm).toMatchObject({ type: "intrusion", severity: "important", siteId: site, status: "active" });
    const figures = await co.call({ method: "GET", url: `/api/logbook/incident-figures?site_id=${site}` });
    expect(figures.statusCode).toBe(200);
    expect(figures.json().total).toBe(1);
    expect(
      figures.json().by_severity.find((s: { severity: string }) => s.severity === "important").count,
    ).toBe(1);
    expect(figures.json().by_site).toEqual([expect.objectContaining({ site_id: site, count: 1 })]);
    const categories = await agent.call({ method: "GET", url: "/api/me/logbook/categories" });
    expect(categories.json().categories).toContain("Intrusion");
  });
});
