import { describe, expect, it } from "vitest";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { screenshot, useBrowser } from "../support/browser.ts";
import { signIn } from "../support/login.ts";

// Issue 22, slice B (decisions 085, 086): the demo administrator opens 'Consignes' from the sidebar,
// writes post orders for a site with a PDF attached, publishes a second version, sees the versions and
// the acknowledgements panel, and switches on the site's lone-worker rule; axe at desktop and 390 px.
const b = useBrowser();
const PDF = Buffer.from("%PDF-1.4\n% consignes de test\n");

describe("Consignes", () => {
  it("publishes versions with an attachment and sets the site's lone-worker rule", async () => {
    const page = await b.newPage({ width: 1280, height: 900 });
    await signIn(page);
    await page.getByRole("link", { name: "Consignes" }).click();
    await page.waitForURL("**/dashboard/post-orders");
    await page.getByRole("heading", { level: 1, name: "Consignes" }).waitFor({ timeout: 30_000 });

    const title = `Consignes e2e ${Date.now().toString(36)}`;
    await page.getByRole("button", { name: "Nouvelles consignes" }).first().click();
    await page.getByLabel("Poste").fill(`Accueil ${Date.now().toString(36)}`);
    await page.getByLabel("Titre").fill(title);
    await page.getByLabel("Texte des consignes").fill("Ronde toutes les deux heures.");
    await page
      .getByLabel(/^Pièces jointes/)
      .setInputFiles({ name: "plan.pdf", mimeType: "application/pdf", buffer: PDF });
    await page.getByRole("button", { name: "Publier" }).click();
    await page.getByRole("heading", { name: `Version 1 · ${title}` }).waitFor({ timeout: 15_000 });
    await page.getByRole("button", { name: "Télécharger plan.pdf" }).waitFor();
    await page.getByRole("heading", { name: "Prises de connaissance" }).waitFor();

    await page.getByRole("button", { name: "Nouvelle version" }).click();
    await page.getByLabel("Texte des consignes").fill("Ronde toutes les heures.");
    await page.getByRole("button", { name: "Publier" }).click();
    await page.getByRole("heading", { name: `Version 2 · ${title}` }).waitFor({ timeout: 15_000 });
    expect(await page.getByText("En vigueur", { exact: true }).count()).toBe(1);

    await page.getByLabel("Activer les contrôles « Tout va bien ? » sur ce site").check();
    await page.getByLabel("Intervalle (minutes)").fill("45");
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await page.getByText("Règle PTI enregistrée").first().waitFor({ timeout: 15_000 });
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, "post-orders-desktop");

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Consignes" }).waitFor({ timeout: 30_000 });
    await page.getByText(title).first().waitFor();
    expect(await page.getByLabel("Intervalle (minutes)").inputValue()).toBe("45");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, "post-orders-390");
  });
});
