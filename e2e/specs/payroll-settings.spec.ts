import fs from "node:fs/promises";
import { beforeAll, describe, expect, it } from "vitest";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { screenshot, useBrowser } from "../support/browser.ts";
import { apiLogin, signIn } from "../support/login.ts";

// Issue 16, item 7: the 'Barème de paie' screen (dated rates), Paramètres > Entreprise (legal
// identifiers) and the payroll variables download. Rates are saved from a future month so that the
// other payroll specs, which share this server, keep computing the current month with the defaults.

const b = useBrowser();
const pad = (n: number) => String(n).padStart(2, "0");

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
const { year, month } = currentMonth();
const NEXT_JANUARY = `${year + 1}-01`;

let token = "";
async function api<T>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(`${b.baseUrl}/api${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

describe("Payroll rates, company identifiers and payroll variables", () => {
  beforeAll(async () => {
    token = (await apiLogin(b.baseUrl)).token;
  });

  it("edits every rate on the 'Barème de paie' screen, in force from a chosen month", async () => {
    const page = await b.newPage();
    await signIn(page);
    await page.goto("/dashboard/salary-calculator");
    await page.getByRole("link", { name: /Barème de paie/ }).click();
    await page.waitForURL("**/dashboard/salary-calculator/settings");
    await page.getByRole("heading", { level: 1, name: "Barème de paie" }).waitFor();

    // Every field PUT /api/payroll/settings accepts is on screen (7 rates, 10 bonuses, 4 percentages, 3 allowances).
    const form = page.getByRole("form", { name: "Barème de paie" });
    const coefficient = page.getByLabel(/^Coefficient 140/);
    await expect(coefficient.inputValue()).resolves.toBe("12.6079"); // waits for the rates to load
    await expect(form.locator('input[inputmode="decimal"]').count()).resolves.toBe(24);
    await expect(page.getByLabel(/^Majoration de nuit/).inputValue()).resolves.toBe("75");

    await coefficient.fill("13.25");
    await page.getByLabel(/^Majoration de nuit/).fill("80");
    await page.getByLabel(/^Prime de risque/).fill("125");
    await page.getByLabel("En vigueur à partir de").fill(NEXT_JANUARY);
    await page.getByRole("button", { name: "Enregistrer le barème" }).click();
    await page.getByText("Barème enregistré", { exact: true }).first().waitFor();
    await page
      .getByRole("list", { name: "Historique des barèmes" })
      .getByText(/En vigueur à partir de janvier/)
      .waitFor();

    const future = await api<{
      tauxHoraires: Record<string, number>;
      majorations: { nuit: number };
      primeRisque: number;
    }>("GET", `/payroll/settings?month=${NEXT_JANUARY}`);
    expect(future.tauxHoraires["140"]).toBe(13.25);
    expect(future.majorations.nuit).toBe(0.8);
    expect(future.primeRisque).toBe(125);
    // The current month keeps the rates then in force.
    const now = await api<{ tauxHoraires: Record<string, number> }>(
      "GET",
      `/payroll/settings?month=${year}-${pad(month)}`,
    );
    expect(now.tauxHoraires["140"]).toBe(12.6079);

    // The screen now shows the saved month's rates; the current month still shows the old ones.
    await page.getByRole("heading", { name: /Barème en vigueur en janvier/ }).waitFor();
    await expect(page.getByLabel(/^Coefficient 140/).inputValue()).resolves.toBe("13.25");
    await page.getByLabel("Afficher le barème du mois").fill(`${year}-${pad(month)}`);
    await page.waitForFunction(
      () =>
        (document.getElementById("rate-tauxHoraires-140") as HTMLInputElement | null)?.value === "12.6079",
    );

    // A value out of range is refused: the server's message in the toast, the percent rule by the field.
    await page.getByLabel(/^Cotisations salariales/).fill("150");
    await page.getByRole("button", { name: "Enregistrer le barème" }).click();
    await page
      .getByText(/Taux de cotisations invalide/)
      .first()
      .waitFor();
    await page
      .getByText("Pourcentage invalide : un nombre entre 0 et 100 avec au plus deux décimales")
      .waitFor();

    await screenshot(page, "payroll-rates-1440");
    await expectNoSeriousA11yViolations(page);
  });

  it("fits a phone, saves the company's legal identifiers and downloads the payroll variables", async () => {
    const page = await b.newPage({ width: 390, height: 844 });
    await signIn(page);
    await page.goto("/dashboard/salary-calculator/settings");
    await page.getByRole("heading", { level: 1, name: "Barème de paie" }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await page.goto("/dashboard/settings?tab=company");
    await page.getByRole("heading", { name: "Identifiants légaux de l'entreprise" }).waitFor();
    await page.getByLabel(/^SIRET/).fill("732 829 320 00075");
    await page.getByLabel(/^Code NAF/).fill("8010Z");
    await page.getByLabel(/^Numéro URSSAF/).fill("117000001234567890");
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await page
      .getByText(/SIRET invalide/)
      .first()
      .waitFor();
    await page.getByLabel(/^SIRET/).fill("732 829 320 00074");
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await page.getByText("Entreprise enregistrée", { exact: true }).first().waitFor();
    await expect(page.getByLabel(/^Code NAF/).inputValue()).resolves.toBe("80.10Z");
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await screenshot(page, "settings-company-390");
    await expectNoSeriousA11yViolations(page);

    await page.goto("/dashboard/salary-calculator");
    await page.getByRole("heading", { level: 1, name: "Calcul de la paie" }).waitFor();
    const [csv] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Variables de paie (CSV)" }).click(),
    ]);
    expect(csv.suggestedFilename()).toBe(`variables-paie-${year}-${pad(month)}.csv`);
    const text = (await fs.readFile(await csv.path())).toString("utf8");
    expect(text.startsWith("\uFEFFMATRICULE;NOM;POSTE;")).toBe(true);
    expect(text).toContain("ABS_CONGES_JOURS");

    const [xlsx] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Variables de paie (Excel)" }).click(),
    ]);
    expect(xlsx.suggestedFilename()).toBe(`variables-paie-${year}-${pad(month)}.xlsx`);
    // A real .xlsx (a ZIP); its cells are checked by the API test (payroll-settings.test.ts).
    const file = await fs.readFile(await xlsx.path());
    expect(file.subarray(0, 2).toString()).toBe("PK");
  });
});
