import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { screenshot, useBrowser } from "../support/browser.ts";

// Issue 26 item 6 on screen: an administrator restores his company from a listed backup after typing
// its name (decision 067). A company of its own, so that the shared demo company is left alone.
const b = useBrowser();

async function registerCompany(name: string, email: string) {
  const res = await fetch(`${b.baseUrl}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      company: { name, email: `societe.${email}`, subscription: "basic" },
      admin: { name: "Admin Restauration", email, password: "motdepasse-solide" },
    }),
  });
  expect(res.status).toBe(201);
}

async function login(page: Page, email: string) {
  await page.goto("/login");
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Mot de passe/).fill("motdepasse-solide");
  await page.getByRole("button", { name: "Se connecter" }).click();
  await page.waitForURL("**/dashboard**", { timeout: 30_000 });
}

describe("company restore", () => {
  it("asks for the company's name, then restores and says so", async () => {
    const stamp = Date.now();
    const name = `Restauration ${stamp}`;
    const email = `restore.${stamp}@example.fr`;
    await registerCompany(name, email);
    const page = await b.newPage();
    await login(page, email);
    await page.goto("/dashboard/settings?tab=system");
    await page.getByRole("button", { name: "Sauvegarder maintenant" }).click();
    await page.getByText("Sauvegarde créée").first().waitFor({ timeout: 30_000 });

    await page
      .getByRole("button", { name: /^Restaurer la sauvegarde du/ })
      .first()
      .click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText(/seront remplacées par celles de la sauvegarde/).waitFor();
    const confirm = dialog.getByRole("button", { name: "Remplacer les données" });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel(/Pour confirmer, saisissez le nom de la société/).fill("Autre nom");
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel(/Pour confirmer, saisissez le nom de la société/).fill(name);
    expect(await confirm.isDisabled()).toBe(false);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, "company-restore-dialog");
    await confirm.click();
    await page
      .getByText(/Société restaurée \(\d+ enregistrements\)/)
      .first()
      .waitFor({ timeout: 30_000 });
    await dialog.waitFor({ state: "detached" });
  });
});
