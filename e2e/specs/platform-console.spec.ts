import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { screenshot, useBrowser } from "../support/browser.ts";
import { apiLogin } from "../support/login.ts";
import { PLATFORM_OPERATOR } from "../support/platform.ts";

// Issue 29, item 7: the platform operator grants a plan, suspends a company, answers a demo request, and
// never sees a company's data.
const b = useBrowser();

const stamp = Date.now();
const admin = { email: `admin.console.${stamp}@example.fr`, password: "motdepasse-solide" };
const companyName = `Gardiennage Console ${stamp}`;

async function registerCompany(): Promise<void> {
  const res = await fetch(`${b.baseUrl}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      company: { name: companyName, email: `societe.${stamp}@example.fr` },
      admin: { name: "Marie Dupont", ...admin },
    }),
  });
  if (res.status !== 201) throw new Error(`inscription : ${res.status} ${await res.text()}`);
  const session = await apiLogin(b.baseUrl, admin);
  const site = await fetch(`${b.baseUrl}/api/sites`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${session.token}` },
    body: JSON.stringify({ name: "Entrepôt Secret", address: "9 quai Privé, Lyon" }),
  });
  expect(site.status).toBe(201);
}

async function openConsole(page: Page): Promise<void> {
  await page.goto("/platform");
  await page.getByLabel(/^E-mail/).fill(PLATFORM_OPERATOR.email);
  await page.getByLabel(/^Mot de passe/).fill(PLATFORM_OPERATOR.password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await page.getByRole("heading", { level: 1, name: "Console de l'exploitant" }).waitFor({ timeout: 20_000 });
}

describe("Platform operator's console", () => {
  it("grants a plan, suspends and reinstates a company, answers a demo request; no company data shown", async () => {
    await registerCompany();
    const demo = await fetch(`${b.baseUrl}/api/demo-requests`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        firstName: "Élodie",
        lastName: "Garnier",
        email: `elodie.${stamp}@protect-ouest.fr`,
        phone: "+33 6 12 34 56 78",
        company: `Protect'Ouest ${stamp}`,
        sites: "11-50",
        message: "Nous gérons 30 sites à Nantes.",
      }),
    });
    expect(demo.status).toBe(201);

    const page = await b.newPage();
    await openConsole(page);
    const row = page.getByTestId("platform-company").filter({ hasText: companyName });
    await row.waitFor();
    expect(await row.textContent()).toContain("1 utilisateur · 1 actif");
    expect(await row.textContent()).toContain("1 site · 0 agent");
    // Counts only: nothing of the company's records reaches the console.
    expect(await page.locator("main").textContent()).not.toContain("Entrepôt Secret");
    await expectNoSeriousA11yViolations(page);

    await row.getByLabel(`Offre de ${companyName}`).selectOption("enterprise");
    await page.getByText(`Offre de ${companyName} modifiée`).first().waitFor();
    const me = await fetch(`${b.baseUrl}/api/auth/me`, {
      headers: { authorization: `Bearer ${(await apiLogin(b.baseUrl, admin)).token}` },
    });
    expect(((await me.json()) as { company: { subscription: string } }).company.subscription).toBe(
      "enterprise",
    );

    await row.getByRole("button", { name: `Suspendre ${companyName}` }).click();
    await row.getByText("Suspendue").waitFor();
    const refused = await fetch(`${b.baseUrl}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(admin),
    });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { detail: string }).detail).toContain("suspendu");
    await row.getByRole("button", { name: `Rétablir ${companyName}` }).click();
    await row.getByText("Active", { exact: true }).waitFor();
    await apiLogin(b.baseUrl, admin);

    const request = page.getByTestId("platform-demo-request").filter({ hasText: `Protect'Ouest ${stamp}` });
    await request.getByText("À traiter").waitFor();
    await request.getByRole("button", { name: "Marquer comme traitée" }).click();
    await request.getByText("Traitée", { exact: true }).waitFor();
    await screenshot(page, "platform-console");

    // The operator's own token opens no business route.
    const token = await page.evaluate(() => sessionStorage.getItem("hts-platform-token"));
    for (const url of ["/api/sites", "/api/agents", "/api/alarms"]) {
      const res = await fetch(`${b.baseUrl}${url}`, { headers: { authorization: `Bearer ${token}` } });
      expect(res.status, url).toBe(403);
    }
  });

  it("refuses a company administrator at the console's sign-in", async () => {
    const page = await b.newPage({ width: 390, height: 844 });
    await page.goto("/platform");
    await page.getByLabel(/^E-mail/).fill(admin.email);
    await page.getByLabel(/^Mot de passe/).fill(admin.password);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await page.getByText("Identifiants incorrects").waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
