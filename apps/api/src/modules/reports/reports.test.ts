import { MSG_REPORTS } from "@hts/domain";
import { eq } from "drizzle-orm";
import { readSheet } from "read-excel-file/node";
import { describe, expect, it } from "vitest";
import { as, registerAndLogin, useTestApp } from "../../../test/helpers.ts";
import { alarms, reportJobs } from "../../db/schema.ts";
import { pdfText } from "../security-reports/security-reports-test-helpers.ts";

const ctx = useTestApp();

// Dates are those of Paris: the reports' periods are local days.
const parisDay = (offsetDays = 0) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );
const range = () => ({ period: "custom", startDate: parisDay(-3), endDate: parisDay(0) });

async function companyWithData(companyName = "Vigie Sécurité") {
  const admin = await registerAndLogin(ctx.app, { companyName });
  const call = as(ctx.app, admin.token);
  const site = async (name: string) => {
    const res = await call({ method: "POST", url: "/api/sites", payload: { name, address: "Créteil" } });
    if (res.statusCode !== 201) throw new Error(res.body);
    return res.json().id as string;
  };
  const quai = await site("Quai de Bercy – Entrepôt");
  const gare = await site("Gare de Lyon");
  const raise = async (siteId: string, severity: string, type: string) => {
    const res = await call({
      method: "POST",
      url: "/api/alarms",
      payload: {
        siteId,
        severity,
        type,
        title: `Alarme ${type} – vérifiée`,
        description: "Détecteur",
        location: "Hall",
      },
    });
    if (res.statusCode !== 201) throw new Error(res.body);
    return res.json().id as string;
  };
  const a1 = await raise(quai, "critique", "intrusion");
  await raise(quai, "moyen", "technique");
  await raise(gare, "faible", "incendie");
  await call({ method: "POST", url: `/api/alarms/${a1}/resolve`, payload: { note: "Levée de doute" } });
  // A response time of 12 minutes, whatever the test machine's speed.
  await ctx.database.db.update(alarms).set({ responseSeconds: 720 }).where(eq(alarms.id, a1));
  const report = await call({
    method: "POST",
    url: "/api/security-reports",
    payload: {
      siteId: gare,
      periodStart: parisDay(-1),
      periodEnd: parisDay(0),
      incidents: [
        { type: "vol", description: "Vol de câbles" },
        { type: "intrusion", description: "Dégradation de clôture, côté entrepôt" },
      ],
    },
  });
  if (report.statusCode !== 201) throw new Error(report.body);
  return { admin, call, quai, gare };
}

describe("reports statistics", () => {
  it("computes the cards and both chart series from the company's alarms and security reports", async () => {
    const { call, quai, gare } = await companyWithData();
    const res = await call({ method: "GET", url: `/api/reports/stats?${new URLSearchParams(range())}` });
    expect(res.statusCode, res.body).toBe(200);
    const stats = res.json();
    expect(stats).toMatchObject({
      range: { period: "custom", startDate: parisDay(-3), endDate: parisDay(0), granularity: "day" },
      siteId: null,
      totalIncidents: 5,
      resolvedIncidents: 3, // one resolved alarm and the report's two incidents
      avgResponseTime: "12 min",
      avgResponseSeconds: 720,
      camerasUptime: null,
      camerasTotal: 0,
      accessAttempts: 0,
      unauthorizedAttempts: 0,
      sitesMonitored: 2,
      securityReports: 1,
      resolutionRate: 60,
    });
    expect(stats.incidentsOverTime).toHaveLength(4);
    const last = stats.incidentsOverTime[3];
    expect(last).toMatchObject({
      date: parisDay(0),
      critique: 1,
      moyen: 1,
      faible: 1,
      total: 3 + (parisDay(-1) === parisDay(0) ? 2 : 0),
    });
    expect(stats.incidentsOverTime.reduce((sum: number, b: { total: number }) => sum + b.total, 0)).toBe(5);
    expect(stats.incidentsBySite).toEqual([
      { key: gare, label: "Gare de Lyon", count: 3 },
      { key: quai, label: "Quai de Bercy – Entrepôt", count: 2 },
    ]);
    expect(stats.incidentsByType).toEqual(
      expect.arrayContaining([
        { key: "intrusion", label: "Intrusion", count: 2 },
        { key: "vol", label: "Vol", count: 1 },
      ]),
    );
    expect(stats.incidentsBySeverity.find((s: { key: string }) => s.key === "rapport").count).toBe(2);

    const oneSite = (
      await call({
        method: "GET",
        url: `/api/reports/stats?${new URLSearchParams({ ...range(), siteId: quai })}`,
      })
    ).json();
    expect(oneSite).toMatchObject({ totalIncidents: 2, sitesMonitored: 1, siteId: quai });
    const month = await call({ method: "GET", url: "/api/reports/stats?period=month" });
    expect(month.statusCode).toBe(200);
    expect(month.json().range.granularity).toBe("day");
  });

  it("answers 422 in French for bad periods and another company's site", async () => {
    const { call } = await companyWithData("Garde Est");
    const other = await companyWithData("Garde Ouest");
    const custom = await call({ method: "GET", url: "/api/reports/stats?period=custom" });
    expect(custom.statusCode).toBe(422);
    expect(custom.json().detail[0].msg).toBe(MSG_REPORTS.datesRequired);
    const reversed = await call({
      method: "GET",
      url: `/api/reports/stats?period=custom&startDate=${parisDay(0)}&endDate=${parisDay(-3)}`,
    });
    expect(reversed.json().detail[0].msg).toBe(MSG_REPORTS.dateRangeInvalid);
    const foreign = await call({ method: "GET", url: `/api/reports/stats?siteId=${other.quai}` });
    expect(foreign.statusCode).toBe(422);
    const badType = await call({
      method: "POST",
      url: "/api/reports",
      payload: { type: "radio", format: "pdf" },
    });
    expect(badType.statusCode).toBe(422);
    expect(badType.json().detail[0].msg).toBe(MSG_REPORTS.typeInvalid);
  });
});

describe("report generation jobs", () => {
  it("queues a job, runs it to done with progress, and serves the PDF", async () => {
    const { call } = await companyWithData();
    const created = await call({
      method: "POST",
      url: "/api/reports",
      payload: { type: "incidents", format: "pdf", ...range(), includeGraphs: true },
    });
    expect(created.statusCode, created.body).toBe(202);
    const job = created.json();
    expect(job).toMatchObject({
      message: "Rapport en cours de génération",
      status: "queued",
      progress: 0,
      type: "incidents",
      format: "pdf",
      site: "Tous les sites",
      size: null,
      url: null,
      createdByName: "Admin Test",
    });
    expect(job.title).toBe(`Rapport Incidents - ${job.period}`);
    // The same job read in English and Spanish: title, period and site in the reader's language.
    const en = (
      await call({ method: "GET", url: `/api/reports/${job.id}`, headers: { "accept-language": "en" } })
    ).json();
    expect(en.site).toBe("All sites");
    expect(en.title).toBe(`Incidents report - ${en.period}`);
    expect(en.period).not.toMatch(/Semaine|Du |Le |[éû]/);
    const early = await call({ method: "GET", url: `/api/reports/${job.id}/file` });
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toBe(MSG_REPORTS.notReady);

    expect(await ctx.app.reportWorker.runOnce()).toBe(job.id);
    expect(await ctx.app.reportWorker.runOnce()).toBeNull();
    const done = (await call({ method: "GET", url: `/api/reports/${job.id}` })).json();
    expect(done).toMatchObject({
      status: "done",
      progress: 100,
      url: `/api/reports/${job.id}/file`,
      error: null,
    });
    expect(done.size).toMatch(/^\d+(,\d)? (o|Ko|Mo)$/);
    expect(Date.parse(done.generatedDate)).not.toBeNaN();

    const file = await call({ method: "GET", url: done.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.rawPayload.length).toBe(done.sizeBytes);
    const text = (await pdfText(file.rawPayload)).text.replace(/\s+/g, " ");
    for (const value of [
      "Rapport Incidents",
      "Vigie Sécurité",
      "Incidents dans le temps, par gravité",
      "Incidents par site",
      "Quai de Bercy – Entrepôt",
      "Alarme intrusion – vérifiée",
      "Temps de réponse moyen",
      "12 min",
      "Rapports de sécurité de la période",
    ])
      expect(text, value).toContain(value);

    const list = await call({ method: "GET", url: "/api/reports?limit=10" });
    expect(list.headers["x-total-count"]).toBe("1");
    expect(list.json()[0]).toMatchObject({ id: job.id, status: "done" });
  });

  it("writes Excel reports, says honestly that access control has no data, and isolates companies", async () => {
    const { call, quai } = await companyWithData();
    const other = await companyWithData("Autre Société");
    const excel = (
      await call({
        method: "POST",
        url: "/api/reports",
        payload: { type: "alarms", format: "excel", ...range(), siteId: quai, includeGraphs: true },
      })
    ).json();
    const access = (
      await call({
        method: "POST",
        url: "/api/reports",
        payload: { type: "access", format: "pdf", period: "week" },
      })
    ).json();
    expect(excel.site).toBe("Quai de Bercy – Entrepôt");
    // The worker runs queued jobs one at a time, oldest first, whatever their company.
    while (await ctx.app.reportWorker.runOnce()) {}

    const file = await call({ method: "GET", url: `/api/reports/${excel.id}/file` });
    expect(file.headers["content-type"]).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    const summary = (await readSheet(file.rawPayload, "Synthèse")).flat().map(String);
    expect(summary).toEqual(
      expect.arrayContaining(["Vigie Sécurité - Rapport Alarmes", "Quai de Bercy – Entrepôt"]),
    );
    const alarmsSheet = await readSheet(file.rawPayload, "Alarmes de la période");
    expect(alarmsSheet[0]).toEqual(["Date", "Site", "Type", "Gravité", "Statut", "Titre", "Réponse"]);
    expect(alarmsSheet.slice(1).map((r) => r[5])).toEqual(
      expect.arrayContaining(["Alarme intrusion – vérifiée", "Alarme technique – vérifiée"]),
    );
    expect(alarmsSheet).toHaveLength(3); // the Gare de Lyon alarm is another site
    const series = await readSheet(file.rawPayload, "Incidents dans le temps");
    expect(series[0]).toEqual([
      "Début",
      "Période",
      "Critique",
      "Important",
      "Moyen",
      "Faible",
      "Rapports de sécurité",
      "Total",
    ]);

    const accessPdf = await call({ method: "GET", url: `/api/reports/${access.id}/file` });
    const accessText = (await pdfText(accessPdf.rawPayload)).text.replace(/\s+/g, " ");
    expect(accessText).toContain("Tentatives d'accès");
    expect(accessText).not.toContain("Aucune donnée de contrôle d'accès");

    const foreign = as(ctx.app, other.admin.token);
    expect((await foreign({ method: "GET", url: `/api/reports/${excel.id}` })).statusCode).toBe(404);
    expect((await foreign({ method: "GET", url: `/api/reports/${excel.id}/file` })).statusCode).toBe(404);
    expect((await foreign({ method: "GET", url: "/api/reports" })).json()).toEqual([]);
  });

  it("words a job's title, period and site in the reader's language", async () => {
    const { call } = await companyWithData();
    const weekly = await call({
      method: "POST",
      url: "/api/reports",
      payload: { type: "security", format: "pdf", startDate: "2026-03-16", endDate: "2026-03-22" },
      headers: { "accept-language": "es" },
    });
    expect(weekly.json()).toMatchObject({
      title: "Informe de seguridad - Semana del 16/03/2026 al 22/03/2026",
      site: "Todos los sitios",
    });
    const french = (await call({ method: "GET", url: `/api/reports/${weekly.json().id}` })).json();
    expect(french.title).toBe("Rapport Sécurité - Semaine du 16/03/2026 au 22/03/2026");
  });

  it("marks a job left running by a stopped server as failed, in French", async () => {
    const { call } = await companyWithData();
    const job = (
      await call({ method: "POST", url: "/api/reports", payload: { type: "cameras", format: "pdf" } })
    ).json();
    await ctx.database.db
      .update(reportJobs)
      .set({ status: "running", startedAt: new Date(Date.now() - 3600_000) })
      .where(eq(reportJobs.id, job.id));
    expect(await ctx.app.reportWorker.failStale()).toBeGreaterThanOrEqual(1);
    const read = (await call({ method: "GET", url: `/api/reports/${job.id}` })).json();
    expect(read).toMatchObject({ status: "failed", error: MSG_REPORTS.interrupted, url: null });
    const file = await call({ method: "GET", url: `/api/reports/${job.id}/file` });
    expect(file.statusCode).toBe(409);
  });
});
