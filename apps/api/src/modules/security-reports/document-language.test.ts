import { readSheet } from "read-excel-file/node";
import { describe, expect, it } from "vitest";
import { as, registerAndLogin, useTestApp } from "../../../test/helpers.ts";
import { siteAndAgent } from "../planning/planning-test-helpers.ts";
import { docxText, pdfText } from "./security-reports-test-helpers.ts";
import { signaturePng } from "./signature-png.ts";

// Issue 29: a file the server writes reads in the language of whoever asks for it (Accept-Language, or
// the saved language when the request names none), its name too; the people's own words stay as typed.

const ctx = useTestApp();

/** French words of the documents' templates that must not be left in an English or Spanish file. */
const FRENCH = [
  "RAPPORT DE SÉCURITÉ",
  "Rapport de sécurité",
  "Période",
  "Mesures prises",
  "Généré le",
  "Empreinte",
  "Vandalisme",
  "Finalisé",
  "Signature du responsable",
  "Rapport Incidents",
  "Incidents par site",
  "SIMULATION DE BULLETIN",
  "Salaire de base",
  "NET À PAYER",
  "Agent de sécurité",
];
const frenchIn = (text: string) => FRENCH.filter((word) => text.includes(word));

async function finalizedReport() {
  const admin = await registerAndLogin(ctx.app, { companyName: "Vigie Sécurité" });
  const call = as(ctx.app, admin.token);
  const site = await call({
    method: "POST",
    url: "/api/sites",
    payload: { name: "Entrepôt Nord", address: "Rungis" },
  });
  const created = await call({
    method: "POST",
    url: "/api/security-reports",
    payload: {
      siteId: site.json().id,
      siteName: "",
      periodStart: "2026-03-01",
      periodEnd: "2026-03-07",
      totalIncidents: 1,
      incidents: [{ type: "vandalisme", description: "Clôture coupée", measuresTaken: "Ronde" }],
      interventions: [{ description: "Levée de doute", agentName: "Zoé Lefèvre", time: "22:15" }],
      responsibleSignature: signaturePng(),
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().id as string;
  await call({ method: "POST", url: `/api/security-reports/${id}/finalize` });
  return { admin, call, id };
}

describe("documents in the requester's language", () => {
  it("exports a security report in English: PDF, Word, Excel and the file name", async () => {
    const { call, id } = await finalizedReport();
    const en = { "accept-language": "en-GB,en;q=0.9" };
    const files: Record<string, Buffer> = {};
    for (const format of ["pdf", "docx", "xlsx"] as const) {
      const res = await call({
        method: "POST",
        url: `/api/security-reports/${id}/export?format=${format}`,
        headers: en,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().filename).toBe(`security-report-entrepot-nord-2026-03-01.${format}`);
      expect(res.json().message).toBe(
        `Report exported as ${format === "pdf" ? "PDF" : format === "docx" ? "Word" : "Excel"}`,
      );
      const file = await call({ method: "GET", url: res.json().url });
      expect(file.headers["content-disposition"]).toBe(`attachment; filename="${res.json().filename}"`);
      files[format] = file.rawPayload;
    }
    const pdf = (await pdfText(files.pdf as Buffer)).text;
    for (const words of ["SECURITY REPORT", "From 01/03/2026 to 07/03/2026", "Measures taken", "Vandalism"])
      expect(pdf, words).toContain(words);
    expect(pdf).toMatch(/Generated on \d\d\/\d\d\/\d{4} at \d\d:\d\d/);
    expect(pdf).toContain("SHA-256 fingerprint of the content:");
    // What people typed stays as typed.
    expect(pdf).toContain("Clôture coupée");
    expect(frenchIn(pdf)).toEqual([]);

    const word = docxText(files.docx as Buffer);
    for (const words of ["Security report", "Signature of the person in charge", "Incidents (1)", "Period"])
      expect(word, words).toContain(words);
    expect(frenchIn(word)).toEqual([]);

    const report = (await readSheet(files.xlsx as Buffer, "Report")).flat().map(String);
    expect(report).toContain("Period");
    expect(frenchIn(report.join("\n"))).toEqual([]);
    const incidents = await readSheet(files.xlsx as Buffer, "Incidents");
    expect(incidents[0]).toEqual(["No.", "Type", "Description", "Measures taken"]);
  });

  it("exports it in Spanish when the saved language is Spanish and the request names none", async () => {
    const { call, id } = await finalizedReport();
    const saved = await call({ method: "PUT", url: "/api/settings/language", payload: { language: "es" } });
    expect(saved.statusCode, saved.body).toBe(200);
    const res = await call({ method: "POST", url: `/api/security-reports/${id}/export?format=pdf` });
    expect(res.json().filename).toBe("informe-seguridad-entrepot-nord-2026-03-01.pdf");
    const pdf = (await pdfText((await call({ method: "GET", url: res.json().url })).rawPayload)).text;
    for (const words of [
      "INFORME DE SEGURIDAD",
      "Del 01/03/2026 al 07/03/2026",
      "Vandalismo",
      "Medidas tomadas",
    ])
      expect(pdf, words).toContain(words);
    expect(frenchIn(pdf)).toEqual([]);
  });

  it("keeps the French file for a French reader", async () => {
    const { call, id } = await finalizedReport();
    const res = await call({
      method: "POST",
      url: `/api/security-reports/${id}/export?format=pdf`,
      headers: { "accept-language": "fr-FR" },
    });
    expect(res.json().filename).toBe("rapport-securite-entrepot-nord-2026-03-01.pdf");
    const pdf = (await pdfText((await call({ method: "GET", url: res.json().url })).rawPayload)).text;
    for (const words of [
      "RAPPORT DE SÉCURITÉ",
      "Du 01/03/2026 au 07/03/2026",
      "Vandalisme",
      "Mesures prises",
    ])
      expect(pdf, words).toContain(words);
  });

  it("generates a report in the language of whoever asked, read later by anyone", async () => {
    const { call } = await finalizedReport();
    const asked = await call({
      method: "POST",
      url: "/api/reports",
      headers: { "accept-language": "en" },
      payload: {
        type: "incidents",
        format: "pdf",
        period: "custom",
        startDate: "2026-03-01",
        endDate: "2026-03-07",
      },
    });
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json().filename).toBe("report-incidents-2026-03-01-2026-03-07.pdf");
    while (await ctx.app.reportWorker.runOnce()) {}
    // Downloaded by a French reader: the file stays the one written for its requester.
    const file = await call({ method: "GET", url: `/api/reports/${asked.json().id}/file` });
    expect(file.statusCode).toBe(200);
    const text = (await pdfText(file.rawPayload)).text.replace(/\s+/g, " ");
    for (const words of ["Incidents report", "All sites", "Incidents by site", "Generated on"])
      expect(text, words).toContain(words);
    expect(frenchIn(text)).toEqual([]);

    const excel = await call({
      method: "POST",
      url: "/api/reports",
      headers: { "accept-language": "es" },
      payload: {
        type: "cameras",
        format: "excel",
        period: "custom",
        startDate: "2026-03-01",
        endDate: "2026-03-07",
      },
    });
    expect(excel.json().filename).toBe("informe-cameras-2026-03-01-2026-03-07.xlsx");
    while (await ctx.app.reportWorker.runOnce()) {}
    const sheet = await call({ method: "GET", url: `/api/reports/${excel.json().id}/file` });
    const summary = (await readSheet(sheet.rawPayload, "Resumen")).flat().map(String);
    expect(summary).toContain("Periodo");
    expect(summary).toContain("Cámaras en línea");
  });

  it("prints a payslip in English: words, job title, amounts and file name", async () => {
    const { admin, call } = await finalizedReport();
    const { agentId } = await siteAndAgent(ctx.app, admin.token, { name: "Amélie Lefèvre" });
    const res = await call({
      method: "POST",
      url: "/api/payroll/payslip.pdf",
      headers: { "accept-language": "en" },
      payload: {
        agent_id: agentId,
        year: 2026,
        month: 11,
        input: { poste: "agent_securite", heures: 151.67, primeRisque: true },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-disposition"]).toBe(
      'attachment; filename="payslip-simulation-amelie-lefevre-2026-11.pdf"',
    );
    const text = (await pdfText(res.rawPayload)).text;
    for (const words of [
      "PAYSLIP SIMULATION",
      "Period: November 2026",
      "Security agent",
      "Base salary",
      "NET PAY",
    ])
      expect(text, words).toContain(words);
    // English money: "€1,234.56", not "1 234,56 €".
    expect(text).toMatch(/€\d{1,3}(,\d{3})+\.\d\d/);
    expect(frenchIn(text)).toEqual([]);

    const jobs = await call({
      method: "GET",
      url: "/api/payroll/jobs",
      headers: { "accept-language": "es" },
    });
    const labels = jobs.json().map((j: { label: string }) => j.label);
    expect(labels).toHaveLength(16);
    expect(labels).toContain("Agente de seguridad");
    expect(labels).not.toContain("Agent de sécurité");
  });
});
