import fs from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { beforeAll, describe, expect, it } from "vitest";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { screenshot, useBrowser } from "../support/browser.ts";
import { apiLogin, signIn } from "../support/login.ts";

const b = useBrowser();

const require = createRequire(import.meta.url);
const STANDARD_FONTS = `${path.join(path.dirname(require.resolve("pdfjs-dist/package.json")), "standard_fonts")}/`;

const AGENT_NAME = "Amélie Lefèvre";
const pad = (n: number) => String(n).padStart(2, "0");

/** The current month on a Paris calendar, as the screen's month picker starts. */
function currentMonth() {
  const [year, month] = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/Paris",
    year: "numeric",
    month: "2-digit",
  })
    .format(new Date())
    .split("-")
    .map(Number);
  return { year: year ?? 2026, month: month ?? 1 };
}

async function api<T>(token: string, method: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(`${b.baseUrl}/api${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function pdfText(data: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(data), standardFontDataUrl: STANDARD_FONTS }).promise;
  const page = await pdf.getPage(1);
  const content = await page.getTextContent();
  // pdf.js 6 destroys a document through its loading task (PDFDocumentProxy.destroy is gone).
  await pdf.loadingTask.destroy();
  return content.items
    .map((item) => ("str" in item ? item.str : ""))
    .join("\n")
    .replace(/[\u00a0\u202f]/g, " ");
}

const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, " ").trim();

let token = "";
const { year, month } = currentMonth();

describe("Payroll calculator 'CALCUL-SECU'", () => {
  // A dog handler with three planned shifts this month, one across midnight, created through the API.
  beforeAll(async () => {
    token = (await apiLogin(b.baseUrl)).token;
    const site = await api<{ id: string }>(token, "POST", "/sites", {
      name: "Entrepôt Gennevilliers",
      address: "8 route du Port, 92230 Gennevilliers",
    });
    const agent = await api<{ id: string }>(token, "POST", "/agents", {
      name: AGENT_NAME,
      badge: "CYN-042",
      phone: "06 11 22 33 44",
      email: "amelie.lefevre@demo-hts.fr",
      speciality: "Cynophile",
      level: "senior",
      assignedSiteId: site.id,
    });
    for (const [day, start, end] of [
      [2, "08:00", "16:00"],
      [3, "20:00", "06:00"],
      [5, "13:00", "21:00"],
    ] as const) {
      await api(token, "POST", "/planning-advanced/shifts", {
        agent_id: agent.id,
        site_id: site.id,
        shift_date: `${year}-${pad(month)}-${pad(day)}`,
        start_time: start,
        end_time: end,
        break_minutes: 30,
      });
    }
  });

  it("imports the hours, calculates in the browser as the server does, and downloads the payslip", async () => {
    const page = await b.newPage();
    await signIn(page);
    await page
      .getByRole("navigation", { name: "Navigation principale" })
      .getByRole("link", { name: /Calcul Paie/ })
      .click();
    await page.waitForURL("**/dashboard/salary-calculator");
    await page.getByRole("heading", { level: 1, name: "Calcul de la paie" }).waitFor();

    await page.getByLabel("Agent", { exact: true }).selectOption({ label: `${AGENT_NAME} (CYN-042)` });
    await expect(page.getByLabel("Mois", { exact: true }).inputValue()).resolves.toBe(
      `${year}-${pad(month)}`,
    );
    // The job follows the agent's profile; the dogs field exists only for a dog handler.
    await expect(page.getByLabel(/^Poste/).inputValue()).resolves.toBe("agent_cynophile");
    await page.getByLabel("Nombre de chiens").selectOption("2");
    await page.getByLabel("Prime de risque").check();

    await page.getByRole("button", { name: "Importer depuis le planning" }).click();
    await page.getByRole("status").filter({ hasText: "importées depuis 3 garde(s)" }).first().waitFor();
    const hours = await api<Record<string, number>>(
      token,
      "GET",
      `/payroll/hours?agent_id=${await page.getByLabel("Agent", { exact: true }).inputValue()}&year=${year}&month=${month}`,
    );
    // 8 + 10 + 8 h less three 30-min breaks; the night shift has 21:00 to 06:00 at night.
    expect(hours).toMatchObject({ heures: 24.5, heuresNuit: 9, shiftCount: 3, source: "planned" });
    await expect(page.getByLabel("Heures mensuelles").inputValue()).resolves.toBe(String(hours.heures));
    await expect(page.getByLabel(/^Heures de nuit/).inputValue()).resolves.toBe(String(hours.heuresNuit));
    await expect(page.getByLabel("Jours travaillés").inputValue()).resolves.toBe("3");

    await page.getByRole("button", { name: "CALCULER LE SALAIRE" }).click();
    const net = spaces((await page.getByTestId("payroll-net").textContent()) ?? "");
    const toast = page.getByText("Calcul effectué", { exact: true }).first();
    await toast.waitFor();
    await page
      .getByText(/^Net à payer : /)
      .first()
      .waitFor();
    expect(
      spaces(
        (await page
          .getByText(/^Net à payer : /)
          .first()
          .textContent()) ?? "",
      ),
    ).toBe(`Net à payer : ${net}`);

    // The browser's figure is the server's for the same input, with the same company rates.
    const server = await api<{ netAPayer: number; salaireBrut: number }>(
      token,
      "POST",
      "/payroll/calculate",
      {
        poste: "agent_cynophile",
        heures: hours.heures,
        heuresNuit: hours.heuresNuit,
        heuresDimanche: hours.heuresDimanche,
        heuresFerie: hours.heuresFerie,
        joursTravailles: 3,
        primeRisque: true,
        nbChiens: 2,
      },
    );
    const formatted = spaces(
      new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" }).format(server.netAPayer),
    );
    expect(net).toBe(formatted);

    // A full-page capture draws the fixed header where the page is scrolled to: capture from the top.
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, "payroll-1440");
    await expectNoSeriousA11yViolations(page);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Simulation de bulletin (PDF)" }).click(),
    ]);
    const file = await download.path();
    const pdf = await fs.readFile(file);
    expect(pdf.subarray(0, 4).toString()).toBe("%PDF");
    const text = await pdfText(pdf);
    expect(text).toContain(AGENT_NAME);
    expect(text).toContain("NET À PAYER");
    // Not a legal payslip (decision 051): the document says what it is.
    expect(text.replace(/\s+/g, " ")).toContain("SIMULATION DE BULLETIN DE PAIE");
    expect(text).toContain(formatted);
  });

  it("fits a 390 px phone and downloads the month's Excel export", async () => {
    const page = await b.newPage({ width: 390, height: 844 });
    await signIn(page);
    await page.goto("/dashboard/salary-calculator");
    await page.getByRole("heading", { level: 1, name: "Calcul de la paie" }).waitFor();
    await page.getByLabel(/^Poste/).selectOption("agent_securite");
    // Fields that do not apply to the job are not shown.
    await expect(page.getByLabel("Nombre de chiens").count()).resolves.toBe(0);
    await expect(page.getByLabel("Prime SSIAP").count()).resolves.toBe(0);
    await page.getByRole("button", { name: "CALCULER LE SALAIRE" }).click();
    // The spec's defaults: 151.67 h at coefficient 140, dressing bonus, pass and upkeep, 20 days.
    await expect(
      page
        .getByTestId("payroll-net")
        .textContent()
        .then((t) => spaces(t ?? "")),
    ).resolves.toBe("1 652,50 €");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // The result is brought into view under the form on a phone.
    await expect(page.evaluate(() => window.scrollY)).resolves.toBeGreaterThan(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, "payroll-390");
    await expectNoSeriousA11yViolations(page);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export Excel du mois" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`paie-${year}-${pad(month)}.xlsx`);
    const xlsx = await fs.readFile(await download.path());
    expect(xlsx.subarray(0, 2).toString()).toBe("PK");
  });
});
