import { createRequire } from "node:module";
import path from "node:path";
import { DEFAULT_PAYROLL_SETTINGS, MSG, MSG_LEGAL } from "@hts/domain";
import { and, eq } from "drizzle-orm";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { readSheet } from "read-excel-file/node";
import { describe, expect, it } from "vitest";
import { as, login, registerAndLogin, uniqueEmail, useTestApp } from "../../../test/helpers.ts";
import { auditLog } from "../../db/schema.ts";
import { siteAndAgent } from "../planning/planning-test-helpers.ts";
import { signaturePng } from "../security-reports/index.ts";

// Dated payroll rates, company legal identifiers on documents, payroll variables export
// (issue 16, item 7; decisions 050 and 051).

const ctx = useTestApp();

const require = createRequire(import.meta.url);
const STANDARD_FONTS = `${path.join(path.dirname(require.resolve("pdfjs-dist/package.json")), "standard_fonts")}/`;

async function pdfText(body: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(body), standardFontDataUrl: STANDARD_FONTS }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join("\n"));
  }
  // pdf.js 6 destroys a document through its loading task (PDFDocumentProxy.destroy is gone).
  await pdf.loadingTask.destroy();
  return pages.join("\n").replace(/[\u00a0\u202f]/g, " ");
}

async function userWithRole(adminToken: string, role: string) {
  const email = uniqueEmail(role);
  const res = await as(
    ctx.app,
    adminToken,
  )({
    method: "POST",
    url: "/api/users",
    payload: { name: `Utilisateur ${role}`, email, password: "initial-pass-2026", role },
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return login(ctx.app, email, "initial-pass-2026");
}

const JANUARY = { tauxHoraires: { "140": 13 }, primeRisque: 110 };
const JUNE = { tauxHoraires: { "140": 14 }, primeRisque: 130 };

describe("dated payroll rates", () => {
  it("computes each month with the rates then in force, and audits every change with its month", async () => {
    const admin = await registerAndLogin(ctx.app);
    const call = as(ctx.app, admin.token);
    const put = (body: object) => call({ method: "PUT", url: "/api/payroll/settings", payload: body });
    expect((await put({ ...JANUARY, effectiveFrom: "2026-01" })).statusCode).toBe(200);
    expect((await put({ ...JUNE, effectiveFrom: "2026-06" })).statusCode).toBe(200);

    const at = async (month: string) =>
      (await call({ method: "GET", url: `/api/payroll/settings?month=${month}` })).json();
    expect(await at("2025-12")).toEqual(DEFAULT_PAYROLL_SETTINGS);
    expect((await at("2026-01")).tauxHoraires["140"]).toBe(13);
    expect((await at("2026-05")).primeRisque).toBe(110);
    expect((await at("2026-06")).tauxHoraires["140"]).toBe(14);
    expect((await at("2026-12")).primeRisque).toBe(130);

    // A past month's payroll export is recomputed with that month's rates.
    await siteAndAgent(ctx.app, admin.token, { name: "Inès Caron" });
    const rate = async (month: number) => {
      const res = await call({
        method: "GET",
        url: `/api/payroll/variables?year=2026&month=${month}&format=csv`,
      });
      expect(res.statusCode).toBe(200);
      const [header, row] = res.body.replace(/^\uFEFF/, "").split("\r\n");
      const codes = (header ?? "").split(";");
      return row?.split(";")[codes.indexOf("TAUX_HORAIRE")];
    };
    expect(await rate(3)).toBe("13,0000");
    expect(await rate(7)).toBe("14,0000");

    // Saving the same month again replaces its version; the history lists each month once.
    expect((await put({ ...JUNE, primeRisque: 140, effectiveFrom: "2026-06" })).statusCode).toBe(200);
    const versions = (await call({ method: "GET", url: "/api/payroll/settings/versions" })).json();
    expect(versions.map((v: { effectiveFrom: string }) => v.effectiveFrom)).toEqual(["2026-06", "2026-01"]);
    expect(versions[0]).toMatchObject({ createdByName: "Admin Test", settings: { primeRisque: 140 } });

    const audits = await ctx.database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.companyId, admin.company.id), eq(auditLog.entity, "payroll_settings")));
    expect(audits).toHaveLength(3);
    expect(audits[2]?.details).toMatchObject({
      effectiveFrom: "2026-06",
      settings: { primeRisque: 140 },
      previous: { primeRisque: 130 },
    });

    const bad = await put({ effectiveFrom: "2026-13" });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail[0].msg).toBe(MSG_LEGAL.effectiveFromInvalid);
  });

  it("lets managers read the history, only administrators change rates, and keeps companies apart", async () => {
    const admin = await registerAndLogin(ctx.app);
    const other = await registerAndLogin(ctx.app);
    const manager = await userWithRole(admin.token, "manager");
    const planner = await userWithRole(admin.token, "planner");
    await as(ctx.app, admin.token)({ method: "PUT", url: "/api/payroll/settings", payload: JANUARY });

    const history = (token: string) =>
      as(ctx.app, token)({ method: "GET", url: "/api/payroll/settings/versions" });
    expect((await history(manager.token)).json()).toHaveLength(1);
    const refused = await history(planner.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(MSG.forbidden);
    expect((await history(other.token)).json()).toEqual([]);

    const managerPut = await as(
      ctx.app,
      manager.token,
    )({ method: "PUT", url: "/api/payroll/settings", payload: JUNE });
    expect(managerPut.statusCode).toBe(403);
    expect((await history(admin.token)).json()).toHaveLength(1);

    // The payroll variables are every agent's pay: payroll roles only, like the month's export.
    const plannerVariables = await as(
      ctx.app,
      planner.token,
    )({ method: "GET", url: "/api/payroll/variables?year=2026&month=3&format=csv" });
    expect(plannerVariables.statusCode).toBe(403);
    const managerVariables = await as(
      ctx.app,
      manager.token,
    )({ method: "GET", url: "/api/payroll/variables?year=2026&month=3&format=csv" });
    expect(managerVariables.statusCode).toBe(200);
  });
});

describe("company legal identifiers and payroll documents", () => {
  it("checks SIRET (Luhn), NAF and URSSAF and prints them on the payslip simulation", async () => {
    const admin = await registerAndLogin(ctx.app, { companyName: "Vigie Atlantique" });
    const call = as(ctx.app, admin.token);
    const bad = await call({
      method: "PUT",
      url: "/api/settings/company",
      payload: { siret: "732 829 320 00075", naf: "8010", urssaf: "12" },
    });
    expect(bad.statusCode).toBe(422);
    expect(
      bad
        .json()
        .detail.map((d: { msg: string }) => d.msg)
        .sort(),
    ).toEqual([MSG_LEGAL.siretInvalid, MSG_LEGAL.nafInvalid, MSG_LEGAL.urssafInvalid].sort());

    const saved = await call({
      method: "PUT",
      url: "/api/settings/company",
      payload: {
        siret: "732 829 320 00074",
        naf: "8010z",
        urssaf: "117000001234567890",
        address: "3 quai de la Fosse, Nantes",
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      legalName: null,
      address: "3 quai de la Fosse, Nantes",
      siret: "73282932000074",
      naf: "80.10Z",
      urssaf: "117000001234567890",
    });
    expect((await call({ method: "GET", url: "/api/settings/company" })).json().naf).toBe("80.10Z");

    const manager = await userWithRole(admin.token, "manager");
    const managerPut = await as(
      ctx.app,
      manager.token,
    )({ method: "PUT", url: "/api/settings/company", payload: {} });
    expect(managerPut.statusCode).toBe(403);

    const { agentId } = await siteAndAgent(ctx.app, admin.token, { name: "Hugo Marchand" });
    const pdf = await call({
      method: "POST",
      url: "/api/payroll/payslip.pdf",
      payload: { agent_id: agentId, year: 2026, month: 3, input: { poste: "agent_securite" } },
    });
    expect(pdf.statusCode, pdf.body).toBe(200);
    // Runs wrapped over two lines come out as two: compare with white space collapsed.
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, " ");
    for (const expected of [
      "SIMULATION DE BULLETIN DE PAIE",
      "n'est pas un bulletin de paie",
      "SIRET 732 829 320 00074",
      "Code NAF 80.10Z",
      "URSSAF n° 117000001234567890",
      "3 quai de la Fosse, Nantes",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("prints the identifiers on security report exports too", async () => {
    const admin = await registerAndLogin(ctx.app);
    const call = as(ctx.app, admin.token);
    await call({
      method: "PUT",
      url: "/api/settings/company",
      payload: { siret: "73282932000074", naf: "80.10Z" },
    });
    const site = await call({
      method: "POST",
      url: "/api/sites",
      payload: { name: "Quai 4", address: "Rungis" },
    });
    const created = await call({
      method: "POST",
      url: "/api/security-reports",
      payload: {
        siteId: site.json().id,
        periodStart: "2026-03-01",
        periodEnd: "2026-03-07",
        incidents: [{ type: "intrusion", description: "Porte forcée", measuresTaken: "" }],
        interventions: [],
        responsibleSignature: signaturePng(),
      },
    });
    const id = created.json().id as string;
    await call({ method: "POST", url: `/api/security-reports/${id}/finalize` });
    const exported = await call({ method: "POST", url: `/api/security-reports/${id}/export?format=pdf` });
    expect(exported.statusCode, exported.body).toBe(200);
    const file = await call({ method: "GET", url: exported.json().url });
    const text = (await pdfText(file.rawPayload)).replace(/\s+/g, " ");
    expect(text).toContain("SIRET 732 829 320 00074");
    expect(text).toContain("Code NAF 80.10Z");
  });

  it("exports the month's payroll variables per agent as CSV and Excel, absences included", async () => {
    const admin = await registerAndLogin(ctx.app);
    const call = as(ctx.app, admin.token);
    const ids = await siteAndAgent(ctx.app, admin.token, { name: "Léa Fontaine", badge: "AG-007" });
    await call({
      method: "POST",
      url: "/api/planning-advanced/shifts",
      payload: {
        agent_id: ids.agentId,
        site_id: ids.siteId,
        shift_date: "2026-03-08", // a Sunday
        start_time: "20:00",
        end_time: "23:00",
        break_minutes: 0,
        status: "scheduled",
      },
    });
    const leave = await call({
      method: "POST",
      url: `/api/agents/${ids.agentId}/unavailability`,
      payload: { kind: "leave", startDate: "2026-02-26", endDate: "2026-03-04" },
    });
    expect(leave.statusCode, leave.body).toBe(201);

    const csv = await call({ method: "GET", url: "/api/payroll/variables?year=2026&month=3&format=csv" });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toBe('attachment; filename="variables-paie-2026-03.csv"');
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = csv.body
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    const codes = lines[0]?.split(";") ?? [];
    const row = Object.fromEntries((lines[1]?.split(";") ?? []).map((v, i) => [codes[i], v]));
    expect(row).toMatchObject({
      MATRICULE: "AG-007",
      NOM: "Léa Fontaine",
      HEURES: "3,00",
      HEURES_NUIT: "2,00", // 21:00-23:00
      HEURES_DIMANCHE: "3,00",
      JOURS_TRAVAILLES: "1",
      ABS_CONGES_JOURS: "4", // 1 to 4 March
      ABS_INDISPO_JOURS: "0",
    });

    const xlsx = await call({ method: "GET", url: "/api/payroll/variables?year=2026&month=3&format=xlsx" });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers["content-disposition"]).toBe('attachment; filename="variables-paie-2026-03.xlsx"');
    const sheet = await readSheet(xlsx.rawPayload);
    expect(sheet[0]).toEqual(codes);
    expect(sheet[1]?.[0]).toBe("Matricule");
    const cells = Object.fromEntries((sheet[2] ?? []).map((v, i) => [codes[i], v]));
    expect(cells).toMatchObject({ MATRICULE: "AG-007", HEURES: 3, HEURES_NUIT: 2, ABS_CONGES_JOURS: 4 });

    // A 30-day month (and February) has no 31st: the export still answers.
    for (const m of [2, 4, 11]) {
      const short = await call({
        method: "GET",
        url: `/api/payroll/variables?year=2026&month=${m}&format=csv`,
      });
      expect(short.statusCode, short.body).toBe(200);
    }

    const badFormat = await call({
      method: "GET",
      url: "/api/payroll/variables?year=2026&month=3&format=pdf",
    });
    expect(badFormat.statusCode).toBe(422);
  });
});
