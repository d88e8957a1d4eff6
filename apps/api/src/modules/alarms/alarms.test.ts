import { MSG, MSG_OPS } from "@hts/domain";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { as, login, registerAndLogin, uniqueEmail, useTestApp } from "../../../test/helpers.ts";
import { alarms } from "../../db/schema.ts";
import { COUNT_CAP } from "../../lib/pagination.ts";

const ctx = useTestApp();

async function setup() {
  const a = await registerAndLogin(ctx.app);
  const call = as(ctx.app, a.token);
  const site = await call({
    method: "POST",
    url: "/api/sites",
    payload: { name: "Centre commercial Belle Épine", address: "Thiais" },
  });
  return { a, call, siteId: site.json().id as string };
}

const alarm = (siteId: string, extra: Record<string, unknown> = {}) => ({
  siteId,
  title: "Intrusion réserve",
  description: "Détecteur volumétrique zone B",
  location: "Réserve sud",
  ...extra,
});

describe("alarms", () => {
  it("creates an alarm with defaults, the spec's read fields and the site name", async () => {
    const { call, siteId, a } = await setup();
    const res = await call({
      method: "POST",
      url: "/api/alarms",
      payload: alarm(siteId, { triggeredBy: "Capteur IR-12" }),
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      siteId,
      siteName: "Centre commercial Belle Épine",
      type: "intrusion",
      severity: "moyen",
      status: "Active",
      title: "Intrusion réserve",
      triggeredBy: "Capteur IR-12",
      assignedTo: null,
      responseTime: null,
      responseTimeSeconds: null,
      actions: ["Alarme enregistrée par Admin Test"],
      comments: [],
      resolvedAt: null,
      resolvedBy: null,
    });
    expect(new Date(body.timestamp).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const english = await call({
      method: "POST",
      url: "/api/alarms",
      payload: alarm(siteId, { severity: "high", type: "incendie" }),
    });
    expect(english.json()).toMatchObject({ severity: "important", type: "incendie" });
    const site = await call({ method: "GET", url: `/api/sites/${siteId}` });
    expect(site.json()).toMatchObject({ alarmsCount: 2, activeAlarmsCount: 2 });
    expect(a.user.id).toBeTruthy();
  });

  it("filters by status, severity, site, text and date range, newest first, and pages", async () => {
    const { call, siteId, a } = await setup();
    const other = (
      await call({ method: "POST", url: "/api/sites", payload: { name: "Gare", address: "Massy" } })
    ).json().id;
    const ids: string[] = [];
    for (const [severity, s, title] of [
      ["critique", siteId, "Incendie cuisine"],
      ["faible", siteId, "Batterie faible"],
      ["moyen", other, "Porte forcée"],
    ] as const) {
      ids.push(
        (await call({ method: "POST", url: "/api/alarms", payload: alarm(s, { severity, title }) })).json()
          .id,
      );
    }
    // Spread the alarms over three days so the date filter has something to cut.
    const day = 24 * 3600_000;
    for (const [i, id] of ids.entries()) {
      await ctx.database.db
        .update(alarms)
        .set({ createdAt: new Date(Date.UTC(2026, 0, 10 + i, 12)) })
        .where(eq(alarms.id, id));
    }
    await call({ method: "POST", url: `/api/alarms/${ids[0]}/resolve` });

    const titles = async (query: string) =>
      (await call({ method: "GET", url: `/api/alarms${query}` }))
        .json()
        .map((x: { title: string }) => x.title);
    expect(await titles("")).toEqual(["Porte forcée", "Batterie faible", "Incendie cuisine"]);
    expect(await titles("?status=active")).toEqual(["Porte forcée", "Batterie faible"]);
    expect(await titles(`?status=${encodeURIComponent("Résolue")}`)).toEqual(["Incendie cuisine"]);
    expect(await titles("?severity=critique")).toEqual(["Incendie cuisine"]);
    expect(await titles("?severity=low")).toEqual(["Batterie faible"]);
    expect(await titles(`?siteId=${other}`)).toEqual(["Porte forcée"]);
    expect(await titles("?q=gare")).toEqual(["Porte forcée"]);
    expect(await titles("?q=BATTERIE")).toEqual(["Batterie faible"]);
    expect(await titles("?from=2026-01-11&to=2026-01-12")).toEqual(["Batterie faible"]);
    expect(await titles(`?from=${new Date(Date.UTC(2026, 0, 11) + day).toISOString()}`)).toEqual([
      "Porte forcée",
    ]);
    const page = await call({ method: "GET", url: "/api/alarms?limit=1&offset=1" });
    expect(page.json().map((x: { title: string }) => x.title)).toEqual(["Batterie faible"]);
    expect(page.headers["x-total-count"]).toBe("3");

    const badRange = await call({ method: "GET", url: "/api/alarms?from=2026-02-01&to=2026-01-01" });
    expect(badRange.statusCode).toBe(422);
    expect(badRange.json().detail[0].msg).toBe(MSG_OPS.dateRangeInvalid);
    for (const q of ["?status=ferme", "?severity=extreme", "?from=hier", "?siteId=1", "?limit=1000"]) {
      expect((await call({ method: "GET", url: `/api/alarms${q}` })).statusCode, q).toBe(422);
    }
    expect(a.company.id).toBeTruthy();
  });

  it("counts a long list only up to 10,000 and says the total is a lower bound", async () => {
    const { call, siteId, a } = await setup();
    // 10,003 alarms written by the engine itself (one statement), three of them critical.
    await ctx.database.db.execute(sql`
      insert into alarms (company_id, site_id, title, description, location, severity)
      select ${a.company.id}, ${siteId}, 'Alarme ' || g, 'Détecteur', 'Zone', case when g <= 3 then 'critique' else 'moyen' end
      from generate_series(1, ${COUNT_CAP + 3}) g`);
    const all = await call({ method: "GET", url: "/api/alarms?limit=2" });
    expect(all.json()).toHaveLength(2);
    expect(all.headers["x-total-count"]).toBe(String(COUNT_CAP));
    expect(all.headers["x-total-capped"]).toBe("true");
    // A page far down the list still answers.
    const deep = await call({ method: "GET", url: `/api/alarms?limit=5&offset=${COUNT_CAP}` });
    expect(deep.json()).toHaveLength(3);
    // Narrowed by a filter, the count is exact again.
    const critical = await call({ method: "GET", url: "/api/alarms?severity=critique&limit=1" });
    expect(critical.headers["x-total-count"]).toBe("3");
    expect(critical.headers["x-total-capped"]).toBeUndefined();
  });

  it("resolves once, with who, when, response time and an action; never back", async () => {
    const { call, siteId } = await setup();
    const created = (await call({ method: "POST", url: "/api/alarms", payload: alarm(siteId) })).json();
    await ctx.database.db
      .update(alarms)
      .set({ createdAt: new Date(Date.now() - (65 * 60 + 10) * 1000) })
      .where(eq(alarms.id, created.id));
    const res = await call({
      method: "POST",
      url: `/api/alarms/${created.id}/resolve`,
      payload: { note: "Fausse alerte, chat" },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: "Résolue", resolvedBy: "Admin Test", responseTime: "1 h 05" });
    expect(body.responseTimeSeconds).toBeGreaterThanOrEqual(3910);
    expect(body.actions).toEqual([
      "Alarme enregistrée par Admin Test",
      "Résolue par Admin Test : Fausse alerte, chat",
    ]);
    expect(body.resolvedAt).not.toBeNull();

    const again = await call({ method: "POST", url: `/api/alarms/${created.id}/resolve` });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(MSG_OPS.alarmAlreadyResolved);
    // There is no route back to 'Active'.
    expect(
      (await call({ method: "PATCH", url: `/api/alarms/${created.id}`, payload: { status: "Active" } }))
        .statusCode,
    ).toBe(404);
  });

  it("adds comments shown with the alarm, in order", async () => {
    const { call, siteId } = await setup();
    const created = (await call({ method: "POST", url: "/api/alarms", payload: alarm(siteId) })).json();
    await call({
      method: "POST",
      url: `/api/alarms/${created.id}/comments`,
      payload: { text: "Agent envoyé sur place" },
    });
    const res = await call({
      method: "POST",
      url: `/api/alarms/${created.id}/comments`,
      payload: { text: "RAS à l'arrivée" },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().comments.map((c: { text: string; author: string }) => [c.author, c.text])).toEqual([
      ["Admin Test", "Agent envoyé sur place"],
      ["Admin Test", "RAS à l'arrivée"],
    ]);
    const listed = (await call({ method: "GET", url: "/api/alarms" })).json()[0];
    expect(listed.comments).toHaveLength(2);
    const empty = await call({
      method: "POST",
      url: `/api/alarms/${created.id}/comments`,
      payload: { text: "  " },
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().detail[0].msg).toBe(MSG.required);
  });

  it("notifies the control room once per critical alarm", async () => {
    const { call, siteId, a } = await setup();
    const make = async (role: string) => {
      const email = uniqueEmail(role);
      await call({
        method: "POST",
        url: "/api/users",
        payload: { name: role, email, password: "secret-pass-2026", role },
      });
      return login(ctx.app, email, "secret-pass-2026");
    };
    const operator = await make("operator");
    const agent = await make("agent");
    const planner = await make("planner");
    const b = await registerAndLogin(ctx.app);

    await call({ method: "POST", url: "/api/alarms", payload: alarm(siteId, { severity: "moyen" }) });
    await call({
      method: "POST",
      url: "/api/alarms",
      payload: alarm(siteId, { severity: "critical", title: "Départ de feu" }),
    });
    const unread = async (token: string) =>
      (await as(ctx.app, token)({ method: "GET", url: "/api/notifications/unread-count" })).json().count;
    expect(await unread(a.token)).toBe(1);
    expect(await unread(operator.token)).toBe(1);
    // An agent is concerned by the alarms of the sites they work on only (this one has none).
    expect(await unread(agent.token)).toBe(0);
    expect(await unread(planner.token)).toBe(0);
    expect(await unread(b.token)).toBe(0);
    const [notification] = (
      await as(ctx.app, operator.token)({ method: "GET", url: "/api/notifications" })
    ).json();
    expect(notification).toMatchObject({ title: "Alarme critique : Départ de feu", severity: "critique" });
  });

  it("answers 404 for another company's alarms, 422 for its sites, 403 to read-only roles", async () => {
    const { call, siteId } = await setup();
    const created = (await call({ method: "POST", url: "/api/alarms", payload: alarm(siteId) })).json();
    const b = await registerAndLogin(ctx.app);
    const asB = as(ctx.app, b.token);
    expect((await asB({ method: "GET", url: `/api/alarms/${created.id}` })).statusCode).toBe(404);
    expect((await asB({ method: "POST", url: `/api/alarms/${created.id}/resolve` })).statusCode).toBe(404);
    expect(
      (await asB({ method: "POST", url: `/api/alarms/${created.id}/comments`, payload: { text: "x" } }))
        .statusCode,
    ).toBe(404);
    expect((await asB({ method: "GET", url: "/api/alarms" })).json()).toEqual([]);
    expect((await asB({ method: "GET", url: "/api/alarms/nope/resolve" })).statusCode).toBe(404);
    expect((await asB({ method: "POST", url: "/api/alarms/nope/resolve" })).statusCode).toBe(404);
    const foreign = await asB({ method: "POST", url: "/api/alarms", payload: alarm(siteId) });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().detail[0].msg).toBe(MSG_OPS.siteNotFound);
    expect((await call({ method: "GET", url: `/api/alarms/${created.id}` })).json().status).toBe("Active");

    const email = uniqueEmail("agent");
    await call({
      method: "POST",
      url: "/api/users",
      payload: { name: "Agent", email, password: "secret-pass-2026", role: "agent" },
    });
    const agent = as(ctx.app, (await login(ctx.app, email, "secret-pass-2026")).token);
    // An agent who works on no site reads none of them and raises none (alarms-policy.test.ts).
    expect((await agent({ method: "GET", url: "/api/alarms" })).json()).toEqual([]);
    expect((await agent({ method: "POST", url: "/api/alarms", payload: alarm(siteId) })).statusCode).toBe(
      403,
    );
    expect((await agent({ method: "POST", url: `/api/alarms/${created.id}/resolve` })).statusCode).toBe(404);
  });

  it("refuses bad input with French messages", async () => {
    const { call, siteId } = await setup();
    const res = await call({
      method: "POST",
      url: "/api/alarms",
      payload: { siteId, title: "", severity: "grave", type: "meteo" },
    });
    expect(res.statusCode).toBe(422);
    const detail = res.json().detail as { loc: string[]; msg: string }[];
    expect(detail.find((d) => d.loc[1] === "title")?.msg).toBe(MSG.required);
    expect(detail.find((d) => d.loc[1] === "description")?.msg).toBe(MSG.required);
    expect(detail.map((d) => d.loc[1])).toEqual(expect.arrayContaining(["severity", "type", "location"]));
    const extra = await call({
      method: "POST",
      url: "/api/alarms",
      payload: { ...alarm(siteId), status: "Résolue" },
    });
    expect(extra.statusCode).toBe(422);
  });
});
