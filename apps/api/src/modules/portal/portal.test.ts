import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { as, login, registerAndLogin, uniqueEmail, useTestApp } from "../../../test/helpers.ts";
import {
  agents,
  alarms,
  attendanceEvents,
  auditLog,
  logbookEntries,
  securityReportExports,
  securityReports,
  shifts,
} from "../../db/schema.ts";
import { createClientUser, createClientWithSites } from "../clients/clients-test-helpers.ts";
import { pdfText } from "../security-reports/security-reports-test-helpers.ts";

// The portal's rights and figures (issue 25) on a real database: a client user of client Alpha sees
// two of its three sites; every other site, client or company answers 404; the office roles that have
// no portal get 403; the store is unchanged by any refusal. The figures of a constructed month are
// known by hand.

const ctx = useTestApp();
const PASSWORD = "motdepasse-2026";

type World = Awaited<ReturnType<typeof buildWorld>>;
let w: World;

async function buildWorld() {
  const admin = await registerAndLogin(ctx.app, { subscription: "enterprise" });
  const call = as(ctx.app, admin.token);
  const staff = async (role: string) => {
    const email = uniqueEmail(role);
    const res = await call({
      method: "POST",
      url: "/api/users",
      payload: { name: `${role} X`, email, password: PASSWORD, role },
    });
    if (res.statusCode !== 201) throw new Error(res.body);
    return (await login(ctx.app, email, PASSWORD)).token;
  };
  const alpha = await createClientWithSites(ctx.app, admin.token, {
    name: "Alpha",
    sites: ["Tour A", "Tour B", "Tour C"],
  });
  const beta = await createClientWithSites(ctx.app, admin.token, { name: "Bêta", sites: ["Bêta 1"] });
  const [siteA, siteB, siteC] = alpha.siteIds as [string, string, string];
  const client = await createClientUser(ctx.app, ctx.database, admin.token, {
    clientId: alpha.id,
    siteIds: [siteA, siteB],
  });
  const betaUser = await createClientUser(ctx.app, ctx.database, admin.token, { clientId: beta.id });
  const other = await registerAndLogin(ctx.app, { subscription: "enterprise" });
  const otherClient = await createClientWithSites(ctx.app, other.token, {
    name: "Ailleurs",
    sites: ["Loin"],
  });

  const agent = await call({
    method: "POST",
    url: "/api/agents",
    payload: {
      name: "Aminata Diallo",
      badge: "AG-1",
      phone: "06 11 22 33 44",
      email: "aminata.diallo@exemple.fr",
    },
  });
  const agentId = agent.json().id as string;
  const db = ctx.database.db;
  const companyId = admin.company.id;
  // The constructed month, on Tour A (UTC times): see portal.rules.test.ts for the same figures.
  const shift = async (siteId: string, day: string, from: string, to: string) => {
    const [row] = await db
      .insert(shifts)
      .values({
        companyId,
        agentId,
        siteId,
        shiftDate: day,
        startTime: from,
        endTime: to,
        startsAt: new Date(`${day}T${from}:00Z`),
        endsAt: new Date(`${day}T${to}:00Z`),
      })
      .returning({ id: shifts.id });
    return row?.id as string;
  };
  const clock = (shiftId: string, siteId: string, kind: string, iso: string) =>
    db.insert(attendanceEvents).values({
      companyId,
      agentId,
      shiftId,
      siteId,
      kind,
      clientId: randomUUID(),
      occurredAt: new Date(iso),
    });
  const s1 = await shift(siteA, "2026-03-02", "08:00", "16:00");
  await shift(siteA, "2026-03-08", "08:00", "16:00");
  const s3 = await shift(siteA, "2026-03-09", "08:00", "12:00");
  const sC = await shift(siteC, "2026-03-03", "08:00", "16:00");
  await clock(s1, siteA, "clock_in", "2026-03-02T08:00:00Z");
  await clock(s1, siteA, "clock_out", "2026-03-02T16:00:00Z");
  await clock(s3, siteA, "clock_in", "2026-03-09T09:00:00Z");
  await clock(s3, siteA, "clock_out", "2026-03-09T12:00:00Z");
  await clock(sC, siteC, "clock_in", "2026-03-03T08:00:00Z");

  // Exporting a finalized report marks it "exported" (security-reports): both are finalized for the client.
  const report = async (siteId: string, pdf: boolean) => {
    const [row] = await db
      .insert(securityReports)
      .values({
        companyId,
        siteId,
        periodStart: "2026-03-01",
        periodEnd: "2026-03-31",
        responsibleName: "Chef de poste",
        status: pdf && siteId === siteA ? "exported" : "finalized",
        generatedByName: "Chef de poste",
        finalizedAt: new Date(),
        contentHash: "x",
      })
      .returning({ id: securityReports.id });
    const id = row?.id as string;
    if (pdf)
      await db.insert(securityReportExports).values({
        companyId,
        reportId: id,
        format: "pdf",
        filename: `rapport-${id}.pdf`,
        sizeBytes: 8,
        sha256: "x",
        content: Buffer.from("%PDF-1.4"),
        exportedByName: "Admin",
      });
    return id;
  };
  const reportA = await report(siteA, true);
  const reportC = await report(siteC, true);
  const reportBeta = await report(beta.siteIds[0] as string, true);
  await db.insert(securityReports).values({
    companyId,
    siteId: siteB,
    periodStart: "2026-03-01",
    periodEnd: "2026-03-31",
    responsibleName: "Brouillon",
    status: "draft",
    generatedByName: "Brouillon",
  });
  await db.insert(alarms).values([
    { companyId, siteId: siteA, title: "Intrusion quai 3", description: "d", location: "Quai 3" },
    { companyId, siteId: siteC, title: "Alarme Tour C", description: "d", location: "Hall" },
  ]);

  return {
    companyId,
    alpha,
    beta,
    sites: {
      siteA,
      siteB,
      siteC,
      beta1: beta.siteIds[0] as string,
      elsewhere: otherClient.siteIds[0] as string,
    },
    reports: { reportA, reportC, reportBeta },
    tokens: {
      admin: admin.token,
      manager: await staff("manager"),
      planner: await staff("planner"),
      operator: await staff("operator"),
      agent: await staff("agent"),
      client: client.token,
      betaUser: betaUser.token,
      otherAdmin: other.token,
    },
  };
}

beforeAll(async () => {
  w = await buildWorld();
});

const auditCount = async () =>
  (await ctx.database.db.select({ n: count() }).from(auditLog).where(eq(auditLog.companyId, w.companyId)))[0]
    ?.n;

type Who = keyof World["tokens"];
const month = "from=2026-03-01&to=2026-03-31";

describe("portal rights: every route against every role", () => {
  // Staff preview a client by its id; a client user's client is implied.
  const routes = (who: Who) => {
    const q = who === "admin" || who === "manager" ? `clientId=${w.alpha.id}&` : "";
    return [
      `/api/portal?${q}`,
      `/api/portal/service?${q}${month}`,
      `/api/portal/reports?${q}`,
      `/api/portal/reports/${w.reports.reportA}/pdf?${q}`,
      `/api/portal/tours?${q}`,
      `/api/portal/incidents?${q}`,
    ];
  };
  const expected: Record<Who, number> = {
    admin: 200,
    manager: 200,
    planner: 403,
    operator: 403,
    agent: 403,
    client: 200,
    // A user of client Bêta previewing Alpha's report: not his, 404.
    betaUser: 404,
    otherAdmin: 404,
  };
  it.each(Object.keys(expected) as Who[])("%s", async (who) => {
    const before = await auditCount();
    for (const url of routes(who)) {
      const res = await as(ctx.app, w.tokens[who])({ method: "GET", url });
      const code = who === "betaUser" && !url.includes(w.reports.reportA) ? 200 : expected[who];
      const want = who === "otherAdmin" && !url.includes("clientId") ? 404 : code;
      expect(res.statusCode, `${who} ${url}: ${res.body.slice(0, 200)}`).toBe(want);
    }
    expect(await auditCount()).toBe(before);
  });

  it("answers 404 to a client user for a site, report or client that is not his", async () => {
    const client = as(ctx.app, w.tokens.client);
    const urls = [
      `/api/portal/service?${month}&siteId=${w.sites.siteC}`, // his client's, not given to him
      `/api/portal/service?${month}&siteId=${w.sites.beta1}`, // another client's
      `/api/portal/service?${month}&siteId=${w.sites.elsewhere}`, // another company's
      `/api/portal/reports/${w.reports.reportC}/pdf`,
      `/api/portal/reports/${w.reports.reportBeta}/pdf`,
      `/api/portal?clientId=${w.beta.id}`,
      `/api/portal/reports?siteId=${w.sites.siteC}`,
    ];
    for (const url of urls) expect((await client({ method: "GET", url })).statusCode, url).toBe(404);
  });

  it("shows a client user two of his client's three sites, and only finalized reports of those", async () => {
    const client = as(ctx.app, w.tokens.client);
    const home = (await client({ method: "GET", url: "/api/portal" })).json();
    expect(home.client.name).toBe("Alpha");
    expect(home.sites.map((s: { name: string }) => s.name)).toEqual(["Tour A", "Tour B"]);
    const reports = (await client({ method: "GET", url: "/api/portal/reports" })).json();
    expect(reports).toEqual([
      expect.objectContaining({ id: w.reports.reportA, siteName: "Tour A", downloadable: true }),
    ]);
    const pdf = await client({ method: "GET", url: `/api/portal/reports/${w.reports.reportA}/pdf` });
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.body.startsWith("%PDF")).toBe(true);
  });
});

describe("portal figures and publication", () => {
  it("gives the constructed month's figures, the agent by first name and initial only", async () => {
    const res = await as(ctx.app, w.tokens.client)({ method: "GET", url: `/api/portal/service?${month}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // Tour A: 8 h + 8 h + 4 h planned; 8 h + 3 h clocked; one late (09:00), one uncovered (Sunday).
    // Tour C's shift is not his: not counted.
    expect(body.totals).toEqual({
      plannedMinutes: 1200,
      workedMinutes: 660,
      fulfilment: 55,
      lateClockIns: 1,
      uncoveredPosts: 1,
      shifts: 3,
    });
    expect(body.weeks.map((x: { period: string }) => x.period)).toEqual(["2026-03-02", "2026-03-09"]);
    expect(body.months).toEqual([{ period: "2026-03", figures: body.totals }]);
    expect(body.shifts.map((s: { agent: string }) => s.agent)).toEqual([
      "Aminata D.",
      "Aminata D.",
      "Aminata D.",
    ]);
    expect(res.body).not.toMatch(/Diallo|06 11|aminata\.diallo|AG-1/);
    const siteB = body.sites.find((s: { siteName: string }) => s.siteName === "Tour B");
    expect(siteB.figures).toMatchObject({ plannedMinutes: 0, fulfilment: null });
  });

  it("shows alarms only once the company publishes them to this client", async () => {
    const client = as(ctx.app, w.tokens.client);
    expect((await client({ method: "GET", url: "/api/portal/alarms" })).statusCode).toBe(404);
    const manager = as(ctx.app, w.tokens.manager);
    const set = await manager({
      method: "PUT",
      url: `/api/clients/${w.alpha.id}/publication`,
      payload: { alarms: "published" },
    });
    expect(set.json()).toMatchObject({ alarms: "published", reports: "published", incidents: "approved" });
    const list = await client({ method: "GET", url: "/api/portal/alarms" });
    expect(list.json().map((a: { title: string }) => a.title)).toEqual(["Intrusion quai 3"]);
    // A client user cannot change what is published to him.
    const refused = await client({
      method: "PUT",
      url: `/api/clients/${w.alpha.id}/publication`,
      payload: { logbook: "published" },
    });
    expect(refused.statusCode).toBe(403);
    await manager({
      method: "PUT",
      url: `/api/clients/${w.alpha.id}/publication`,
      payload: { reports: "hidden" },
    });
    expect((await client({ method: "GET", url: "/api/portal/reports" })).statusCode).toBe(404);
    expect(
      (await client({ method: "GET", url: `/api/portal/reports/${w.reports.reportA}/pdf` })).statusCode,
    ).toBe(404);
    await manager({
      method: "PUT",
      url: `/api/clients/${w.alpha.id}/publication`,
      payload: { reports: "published" },
    });
  });

  it("shows the logbook and incidents of his sites once published, incidents only when not held for approval", async () => {
    const db = ctx.database.db;
    const [agent] = await db.select().from(agents).where(eq(agents.companyId, w.companyId)).limit(1);
    const line = (siteId: string, severity: string, text: string) => ({
      companyId: w.companyId,
      agentId: agent?.id as string,
      siteId,
      clientId: randomUUID(),
      category: "Ronde",
      severity,
      text,
      occurredAt: new Date("2026-03-02T22:00:00Z"),
      receivedAt: new Date("2026-03-02T22:00:05Z"),
    });
    await db
      .insert(logbookEntries)
      .values([
        line(w.sites.siteA, "info", "RAS au poste"),
        line(w.sites.siteA, "critique", "Porte forcée quai 2"),
        line(w.sites.siteC, "info", "Site C : pas pour ce client"),
      ]);
    const client = as(ctx.app, w.tokens.client);
    const manager = as(ctx.app, w.tokens.manager);
    const publish = (payload: Record<string, string>) =>
      manager({ method: "PUT", url: `/api/clients/${w.alpha.id}/publication`, payload });

    expect((await client({ method: "GET", url: "/api/portal/logbook" })).statusCode).toBe(404);
    await publish({ logbook: "published", incidents: "approved" });
    const logbook = (await client({ method: "GET", url: "/api/portal/logbook" })).json();
    expect(logbook.map((e: { title: string }) => e.title).sort()).toEqual([
      "Ronde : Porte forcée quai 2",
      "Ronde : RAS au poste",
    ]);
    // The agent as the client may know him: first name and initial.
    expect(logbook[0].agent).toMatch(/^\S+ [A-Z]\.$/);
    // Held for approval: none until a manager approves one (decision 112).
    expect((await client({ method: "GET", url: "/api/portal/incidents" })).json()).toEqual([]);
    const office = (await manager({ method: "GET", url: `/api/logbook?site_id=${w.sites.siteA}` })).json();
    const byText = (text: string) => office.items.find((e: { text: string }) => e.text === text);
    const forced = byText("Porte forcée quai 2");
    expect(forced.portal_approval).toBe("pending");
    const decide = (who: Who, id: string, decision: string) =>
      as(
        ctx.app,
        w.tokens[who],
      )({
        method: "POST",
        url: `/api/logbook/${id}/portal-approval`,
        payload: { decision },
      });
    // Only managers and admins decide; another company's admin does not find the entry.
    const before = await auditCount();
    for (const who of ["planner", "operator", "agent", "client", "betaUser"] as const)
      expect((await decide(who, forced.id, "approved")).statusCode, who).toBe(403);
    expect((await decide("otherAdmin", forced.id, "approved")).statusCode).toBe(404);
    expect((await decide("manager", forced.id, "peut-être")).statusCode).toBe(422);
    expect(await auditCount()).toBe(before);
    expect((await client({ method: "GET", url: "/api/portal/incidents" })).json()).toEqual([]);

    const approved = await decide("manager", forced.id, "approved");
    expect(approved.json()).toMatchObject({ portal_approval: "approved", id: forced.id });
    expect(await auditCount()).toBe(Number(before) + 1);
    const [row] = await db.select().from(auditLog).where(eq(auditLog.entityId, forced.id));
    expect(row).toMatchObject({ action: "portal-approve", entity: "logbook-entry" });
    const shown = (await client({ method: "GET", url: "/api/portal/incidents" })).json();
    expect(shown.map((e: { title: string }) => e.title)).toEqual(["Ronde : Porte forcée quai 2"]);
    const pending = (
      await manager({ method: "GET", url: `/api/logbook?site_id=${w.sites.siteA}&portal_approval=pending` })
    ).json();
    expect(pending.items.map((e: { text: string }) => e.text)).toEqual(["RAS au poste"]);

    // A rejected entry leaves every section of the portal, the logbook included.
    await decide("admin", byText("RAS au poste").id, "rejected");
    const afterReject = (await client({ method: "GET", url: "/api/portal/logbook" })).json();
    expect(afterReject.map((e: { title: string }) => e.title)).toEqual(["Ronde : Porte forcée quai 2"]);
    await decide("manager", forced.id, "rejected");
    expect((await client({ method: "GET", url: "/api/portal/incidents" })).json()).toEqual([]);
    await decide("manager", forced.id, "approved");
    await publish({ incidents: "published" });
    const incidents = (await client({ method: "GET", url: "/api/portal/incidents" })).json();
    expect(incidents.map((e: { title: string; status: string }) => [e.title, e.status])).toEqual([
      ["Ronde : Porte forcée quai 2", "critique"],
    ]);
    await publish({ logbook: "hidden", incidents: "approved" });
  });
});

describe("the monthly service report", () => {
  const url = (q = "") => `/api/portal/monthly-report.pdf?month=2026-03${q}`;

  it("gives the client his month: service per site, tours, the incidents approved for him only", async () => {
    const res = await as(ctx.app, w.tokens.client)({ method: "GET", url: url() });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toMatch(/rapport-mensuel-Alpha-2026-03\.pdf/);
    const { text } = await pdfText(res.rawPayload);
    expect(text).toContain("Rapport mensuel de service — Alpha");
    // Tour A's constructed month (see above): 20 h planned, 11 h clocked, 55 %, one late, one uncovered.
    expect(text).toMatch(/Tour A\s*20,0\s*11,0\s*55\s%\s*1\s*1/);
    expect(text).toContain("Tour B");
    expect(text).not.toContain("Tour C");
    expect(text).toContain("Rondes");
    // Approved by the manager in the test above; the rejected info line is not there.
    expect(text).toContain("Porte forcée quai 2");
    expect(text).not.toContain("RAS au poste");
    expect(text).not.toMatch(/Diallo|06 11|aminata\.diallo/);
  });

  it("is in the reader's language, refused to roles without a portal, 404 outside the scope, 422 for a bad month", async () => {
    const en = await as(
      ctx.app,
      w.tokens.client,
    )({
      method: "GET",
      url: url(),
      headers: { "accept-language": "en" },
    });
    expect((await pdfText(en.rawPayload)).text).toContain("Monthly service report — Alpha");
    const preview = await as(
      ctx.app,
      w.tokens.manager,
    )({ method: "GET", url: url(`&clientId=${w.alpha.id}`) });
    expect(preview.statusCode).toBe(200);
    for (const who of ["planner", "operator", "agent"] as const)
      expect((await as(ctx.app, w.tokens[who])({ method: "GET", url: url() })).statusCode, who).toBe(403);
    expect(
      (await as(ctx.app, w.tokens.client)({ method: "GET", url: url(`&clientId=${w.beta.id}`) })).statusCode,
    ).toBe(404);
    expect(
      (await as(ctx.app, w.tokens.otherAdmin)({ method: "GET", url: url(`&clientId=${w.alpha.id}`) }))
        .statusCode,
    ).toBe(404);
    const bad = await as(
      ctx.app,
      w.tokens.client,
    )({
      method: "GET",
      url: "/api/portal/monthly-report.pdf?month=2026-13",
    });
    expect(bad.statusCode).toBe(422);
    expect(JSON.stringify(bad.json())).toContain("Mois invalide");
  });
});
