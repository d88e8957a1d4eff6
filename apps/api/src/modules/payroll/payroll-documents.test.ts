import { createRequire } from "node:module";
import path from "node:path";
import { MSG_PAYROLL_DOCS } from "@hts/domain/payroll/payroll-documents.schemas";
import { strFromU8, unzipSync } from "fflate";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { readSheet } from "read-excel-file/node";
import { describe, expect, it } from "vitest";
import { as, registerAndLogin, useTestApp } from "../../../test/helpers.ts";
import { siteAndAgent } from "../planning/planning-test-helpers.ts";

const ctx = useTestApp();

const require = createRequire(import.meta.url);
const STANDARD_FONTS = `${path.join(path.dirname(require.resolve("pdfjs-dist/package.json")), "standard_fonts")}/`;

/** Every text run of every page, joined: what a reader (or a copy-paste) gets out of the PDF. */
async function pdfText(body: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(body), standardFontDataUrl: STANDARD_FONTS }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join("\n"));
  }
  // pdf.js 6 destroys a document through its loading task (PDFDocumentProxy.destroy is gone).
  await pdf.loadingTask.destroy();
  // Spaces as a copy-paste gives them: pdf.js reads the PDF's no-break spaces as plain ones.
  return pages.join("\n").replace(/[\u00a0\u202f]/g, " ");
}

/** The workbook's sheet names and number formats, read from the .xlsx's own XML parts. */
function workbookParts(body: Buffer): { sheets: string; formats: string } {
  const files = unzipSync(new Uint8Array(body));
  const text = (name: string) => strFromU8(files[name] ?? new Uint8Array()).replaceAll("&quot;", '"');
  return { sheets: text("xl/workbook.xml"), formats: text("xl/styles.xml") };
}

type TShift = { date: string; start: string; end: string; status?: string };

async function addShifts(token: string, ids: { siteId: string; agentId: string }, list: TShift[]) {
  const created: string[] = [];
  for (const s of list) {
    const res = await as(
      ctx.app,
      token,
    )({
      method: "POST",
      url: "/api/planning-advanced/shifts",
      payload: {
        agent_id: ids.agentId,
        site_id: ids.siteId,
        shift_date: s.date,
        start_time: s.start,
        end_time: s.end,
        break_minutes: 30,
        status: s.status ?? "scheduled",
      },
    });
    if (res.statusCode !== 201) throw new Error(res.body);
    created.push(res.json().id);
  }
  return created;
}

const hours = (token: string, query: string) =>
  as(ctx.app, token)({ method: "GET", url: `/api/payroll/hours?${query}` });

// July 2026: the 12th is a Sunday, the 14th (Bastille Day) a Tuesday public holiday.
const JULY: TShift[] = [
  { date: "2026-06-30", start: "22:00", end: "06:00" }, // 6 h in July, all night
  { date: "2026-07-12", start: "08:00", end: "16:00" }, // Sunday
  { date: "2026-07-13", start: "21:00", end: "07:00" }, // across midnight into 14 July
  { date: "2026-07-31", start: "22:00", end: "06:00" }, // 2 h in July, the rest in August
  { date: "2026-07-20", start: "08:00", end: "16:00", status: "cancelled" },
];

describe("payroll hours from the planning", () => {
  it("splits shifts across midnight and month ends, with night, Sunday and 14 July hours", async () => {
    const admin = await registerAndLogin(ctx.app);
    const ids = await siteAndAgent(ctx.app, admin.token);
    const [, , bastille] = await addShifts(admin.token, ids, JULY);

    const planned = await hours(admin.token, `agent_id=${ids.agentId}&year=2026&month=7`);
    expect(planned.statusCode).toBe(200);
    // Breaks (30 min) come off pro rata of the part inside July: 6/8 and 2/8 of the two month-end nights.
    expect(planned.json()).toEqual({
      heures: 24.5, // 5.625 + 7.5 + 9.5 + 1.875
      heuresNuit: 6 + 0 + 9 + 2,
      heuresDimanche: 8,
      heuresFerie: 7,
      joursTravailles: 3,
      source: "planned",
      shiftCount: 4,
      hours_source: "planned",
    });

    // Once a shift is completed, only completed shifts count.
    const done = await as(
      ctx.app,
      admin.token,
    )({
      method: "PATCH",
      url: `/api/planning-advanced/shifts/${bastille}`,
      payload: { status: "completed" },
    });
    expect(done.statusCode).toBe(200);
    const completed = await hours(admin.token, `agent_id=${ids.agentId}&year=2026&month=7`);
    expect(completed.json()).toEqual({
      heures: 9.5,
      heuresNuit: 9,
      heuresDimanche: 0,
      heuresFerie: 7,
      joursTravailles: 1,
      source: "completed",
      shiftCount: 1,
      hours_source: "planned",
    });

    // August gets the 6 h after midnight of the 31 July night (its 1st is a Saturday).
    const august = await hours(admin.token, `agent_id=${ids.agentId}&year=2026&month=8`);
    expect(august.json()).toMatchObject({ heures: 5.63, heuresNuit: 6, source: "planned", shiftCount: 1 });
  });

  it("answers 404 for another company's agent and 422 in French for bad input", async () => {
    const mine = await registerAndLogin(ctx.app, { companyName: "Garde Est" });
    const other = await registerAndLogin(ctx.app, { companyName: "Garde Ouest" });
    const theirs = await siteAndAgent(ctx.app, other.token);
    const res = await hours(mine.token, `agent_id=${theirs.agentId}&year=2026&month=7`);
    expect(res.statusCode).toBe(404);
    const pdf = await as(
      ctx.app,
      mine.token,
    )({
      method: "POST",
      url: "/api/payroll/payslip.pdf",
      payload: { agent_id: theirs.agentId, year: 2026, month: 7, input: { poste: "agent_securite" } },
    });
    expect(pdf.statusCode).toBe(404);

    const bad = await hours(mine.token, "agent_id=abc&year=2026&month=13");
    expect(bad.statusCode).toBe(422);
    const messages = bad.json().detail.map((d: { msg: string }) => d.msg);
    expect(messages).toEqual(
      expect.arrayContaining([MSG_PAYROLL_DOCS.agentRequired, MSG_PAYROLL_DOCS.monthRange]),
    );
    const noMonth = await as(
      ctx.app,
      mine.token,
    )({ method: "GET", url: "/api/payroll/export.xlsx?year=2026" });
    expect(noMonth.statusCode).toBe(422);
  });

  it("is refused to roles without payroll access", async () => {
    const admin = await registerAndLogin(ctx.app);
    const email = `op.${Date.now()}@example.fr`;
    await as(
      ctx.app,
      admin.token,
    )({
      method: "POST",
      url: "/api/users",
      payload: { name: "Opératrice", email, password: "initial-pass-2026", role: "operator" },
    });
    const login = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password: "initial-pass-2026" },
    });
    const res = await as(
      ctx.app,
      login.json().access_token,
    )({
      method: "GET",
      url: "/api/payroll/export.xlsx?year=2026&month=7",
    });
    expect(res.statusCode).toBe(403);
  });
});

describe("payroll documents", () => {
  it("builds a payslip PDF with the agent, every line and the net to pay", async () => {
    const admin = await registerAndLogin(ctx.app, { companyName: "Sécurité Île-de-France" });
    const ids = await siteAndAgent(ctx.app, admin.token, { name: "Amélie Lefèvre", badge: "CYN-042" });
    const input = {
      poste: "agent_cynophile",
      heures: 151.67,
      heuresNuit: 20,
      heuresDimanche: 8,
      heuresFerie: 7,
      joursTravailles: 20,
      primeRisque: true,
      nbChiens: 2,
    };
    const calc = await as(
      ctx.app,
      admin.token,
    )({ method: "POST", url: "/api/payroll/calculate", payload: input });
    const net = calc.json().netAPayer as number;

    const res = await as(
      ctx.app,
      admin.token,
    )({
      method: "POST",
      url: "/api/payroll/payslip.pdf",
      payload: { agent_id: ids.agentId, year: 2026, month: 11, input },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(
      'attachment; filename="simulation-bulletin-amelie-lefevre-2026-11.pdf"',
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");

    const text = await pdfText(res.rawPayload);
    const formatted = new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" })
      .format(net)
      .replace(/[\u00a0\u202f]/g, " ");
    for (const expected of [
      "Sécurité Île-de-France",
      "Amélie Lefèvre",
      "CYN-042",
      "Agent cynophile",
      "Période : Novembre 2026",
      "Prime cynophile",
      "2 chiens",
      "Majoration jours fériés (+100 %)",
      "SALAIRE BRUT",
      "Cotisations salariales",
      "NET À PAYER",
      formatted,
      "Document généré le",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("Prime SSIAP"); // a line that does not apply is left out
  });

  it("exports the month of every active agent as an Excel sheet with numbers and totals", async () => {
    const admin = await registerAndLogin(ctx.app);
    const first = await siteAndAgent(ctx.app, admin.token, { name: "Bruno Garnier", speciality: "Incendie" });
    const second = await siteAndAgent(ctx.app, admin.token, { name: "Chloé Roux" });
    await addShifts(admin.token, first, JULY);
    await addShifts(admin.token, second, [{ date: "2026-07-14", start: "08:00", end: "18:00" }]);

    const res = await as(
      ctx.app,
      admin.token,
    )({ method: "GET", url: "/api/payroll/export.xlsx?year=2026&month=7" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(res.headers["content-disposition"]).toBe('attachment; filename="paie-2026-07.xlsx"');

    const rows = await readSheet(res.rawPayload);
    const header = rows[0] as string[];
    expect(header).toContain("Net à payer");
    const col = (title: string) => header.indexOf(title);
    const bruno = rows.find((r) => r[0] === "Bruno Garnier") ?? [];
    const chloe = rows.find((r) => r[0] === "Chloé Roux") ?? [];
    expect(bruno[col("Poste")]).toBe("Agent SSIAP 1");
    expect(bruno[col("Heures")]).toBe(24.5);
    expect(bruno[col("Heures de nuit")]).toBe(17);
    expect(bruno[col("Heures fériées")]).toBe(7);
    expect(chloe[col("Heures")]).toBe(9.5);
    expect(chloe[col("Heures fériées")]).toBe(10);

    // The sheet's net is the calculation's for the same input.
    const calc = await as(
      ctx.app,
      admin.token,
    )({
      method: "POST",
      url: "/api/payroll/calculate",
      payload: { poste: "agent_securite", heures: 9.5, heuresFerie: 10, joursTravailles: 1 },
    });
    expect(chloe[col("Net à payer")]).toBe(calc.json().netAPayer);
    expect(typeof chloe[col("Salaire brut")]).toBe("number");

    const totals = rows.find((r) => String(r[0]).startsWith("Total")) ?? [];
    expect(totals[0]).toBe("Total (2 agents)");
    // French as before decision 122: the sheet's name, the euro after the amount, the footer.
    const parts = workbookParts(res.rawPayload);
    expect(parts.sheets).toContain('name="Paie Juillet 2026"');
    expect(parts.formats).toContain('#,##0.00 "€"');
    expect(rows.at(-1)?.[0]).toMatch(/ - paie de Juillet 2026$/);
    const net = (Number(bruno[col("Net à payer")]) * 100 + Number(chloe[col("Net à payer")]) * 100) / 100;
    expect(totals[col("Net à payer")]).toBeCloseTo(net, 2);
    expect(totals[col("Heures")]).toBe(34);
  });

  it("writes the month's export and the variables in the requester's language (decision 122)", async () => {
    const admin = await registerAndLogin(ctx.app);
    const agent = await siteAndAgent(ctx.app, admin.token, { name: "Bruno Garnier", speciality: "Incendie" });
    await addShifts(admin.token, agent, JULY);
    const get = (url: string, language: string) =>
      as(ctx.app, admin.token)({ method: "GET", url, headers: { "accept-language": language } });

    const res = await get("/api/payroll/export.xlsx?year=2026&month=7", "en");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toBe('attachment; filename="payroll-2026-07.xlsx"');
    const rows = await readSheet(res.rawPayload);
    const header = rows[0] as string[];
    expect(header).toEqual([
      "Agent",
      "Badge number",
      "Job",
      "Coefficient",
      "Hourly rate",
      "Hours",
      "Night hours",
      "Sunday hours",
      "Public holiday hours",
      "Days worked",
      "Shifts",
      "Base salary",
      "Bonuses",
      "Premiums",
      "Gross salary",
      "Contributions",
      "Allowances",
      "Net pay",
    ]);
    const bruno = rows.find((r) => r[0] === "Bruno Garnier") ?? [];
    expect(bruno[header.indexOf("Job")]).toBe("SSIAP 1 agent");
    expect(bruno[header.indexOf("Hours")]).toBe(24.5);
    expect(["Completed", "Planned"]).toContain(bruno[header.indexOf("Shifts")]);
    expect(rows.find((r) => String(r[0]).startsWith("Total"))?.[0]).toBe("Total (1 agent)");
    expect(rows.at(-1)?.[0]).toMatch(/ - payroll for July 2026$/);
    const parts = workbookParts(res.rawPayload);
    expect(parts.sheets).toContain('name="Payroll July 2026"');
    expect(parts.formats).toContain('"€"#,##0.00');
    expect(parts.formats).not.toContain('#,##0.00 "€"');

    const variables = await get("/api/payroll/variables?year=2026&month=7&format=xlsx", "en");
    expect(variables.headers["content-disposition"]).toBe(
      'attachment; filename="payroll-variables-2026-07.xlsx"',
    );
    const sheet = await readSheet(variables.rawPayload);
    expect(sheet[0]?.slice(0, 3)).toEqual(["MATRICULE", "NOM", "POSTE"]); // the codes a package maps
    expect(sheet[1]?.slice(0, 6)).toEqual([
      "Badge number",
      "Name",
      "Job",
      "Coefficient",
      "Hourly rate",
      "Hours worked",
    ]);
    expect(sheet[2]?.[2]).toBe("SSIAP 1 agent");

    const spanish = await get("/api/payroll/export.xlsx?year=2026&month=7", "es");
    expect(spanish.headers["content-disposition"]).toBe('attachment; filename="nomina-2026-07.xlsx"');
    expect(((await readSheet(spanish.rawPayload))[0] as string[]).at(-1)).toBe("Neto a pagar");
    const csv = await get("/api/payroll/variables?year=2026&month=7&format=csv", "es");
    expect(csv.headers["content-disposition"]).toBe('attachment; filename="variables-nomina-2026-07.csv"');
    expect(csv.body).toContain("MATRICULE;NOM;POSTE");
  });
});
