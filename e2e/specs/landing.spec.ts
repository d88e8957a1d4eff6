import fs from "node:fs";
import path from "node:path";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { screenshot, useBrowser } from "../support/browser.ts";

const b = useBrowser();

const HERO_FR = "La solution de sécurité adaptable, de la gestion globale aux opérations";

async function openLanding(options: { width?: number; height?: number } = {}): Promise<Page> {
  const page = await b.newPage(options);
  await page.goto("/");
  await page.getByRole("heading", { level: 1, name: HERO_FR }).waitFor({ timeout: 20_000 });
  return page;
}

/** Text of an element with runs of whitespace collapsed (textContent: adjacent elements are not spaced). */
async function textOf(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? "").replace(/\s+/g, " ");
}

/** The open modal as the user sees it: a full-page capture would show the fixed overlay mid-page. */
async function viewportScreenshot(page: Page, name: string): Promise<void> {
  const dir = path.resolve(import.meta.dirname, "../artifacts");
  fs.mkdirSync(dir, { recursive: true });
  // The dialog slides in for 180 ms: capture it where it settles, not half-way.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
  await page.screenshot({ path: path.join(dir, `${name}.png`) });
}

function dialog(page: Page) {
  return page.getByRole("dialog", { name: "Demander une démonstration" });
}

async function fillDemoForm(page: Page, values: { email: string }): Promise<void> {
  const form = dialog(page);
  await form.getByLabel("Prénom").fill("Claire");
  await form.getByLabel("Nom", { exact: true }).fill("Dubois");
  await form.getByLabel("Email professionnel").fill(values.email);
  await form.getByLabel("Téléphone").fill("+33 6 12 34 56 78");
  await form.getByLabel("Société").fill("Vigilance Ouest Sécurité");
  await form.getByLabel("Nombre de sites").selectOption("11-50");
  await form.getByLabel(/Message/).fill("Nous gérons 25 sites en Bretagne.");
}

describe("Landing page", () => {
  it("shows every section of the spec with its texts, and passes axe at 1440 px", async () => {
    const page = await openLanding();
    const text = await textOf(page.locator("main"));

    expect(await page.getByRole("link", { name: "Connexion" }).isVisible()).toBe(true);
    for (const stat of [
      "1000+",
      "Sites sécurisés",
      "5000+",
      "Agents gérés",
      "99.9%",
      "Disponibilité",
      "24/7",
    ]) {
      expect(text, stat).toContain(stat);
    }
    for (const feature of ["Caméras", "Alarmes", "Contrôle d'accès", "Rapports", "Planning Agents"]) {
      expect(await page.getByRole("heading", { level: 3, name: feature, exact: true }).count(), feature).toBe(
        1,
      );
    }
    for (const phrase of ["IP, NVR et DVR", "QR code et NFC", "PDF, Excel et Word"])
      expect(text).toContain(phrase);
    for (const benefit of [
      "Entièrement adaptable",
      "Interface intuitive",
      "Multi-sites et multi-agents",
      "Reporting en temps réel",
      "Mise en place en 48h",
      "Formation incluse",
      "Mises à jour gratuites",
    ]) {
      expect(text, benefit).toContain(benefit);
    }
    expect(await page.getByRole("img", { name: "Note : 5 sur 5" }).count()).toBe(3);

    const plan = (id: string) => page.locator(`[data-plan="${id}"]`);
    const starter = await textOf(plan("starter"));
    expect(starter).toMatch(/Starter.*€99 ?\/mois/);
    for (const item of [
      "Jusqu'à 10 sites",
      "50 agents",
      "100 caméras",
      "Rapports basiques",
      "Support email",
    ]) {
      expect(starter).toContain(item);
    }
    const pro = await textOf(plan("professional"));
    expect(pro).toMatch(/Professional.*€299 ?\/mois/);
    expect(pro).toContain("Le plus populaire");
    for (const item of [
      "50 sites",
      "500 agents",
      "1000 caméras",
      "Rapports avancés",
      "Support prioritaire",
      "Accès API",
    ]) {
      expect(pro).toContain(item);
    }
    const enterprise = await textOf(plan("enterprise"));
    expect(enterprise).toMatch(/Enterprise.*Sur mesure/);
    for (const item of [
      "Sites, agents et caméras illimités",
      "Rapports personnalisés",
      "Support dédié 24/7",
      "Formation sur site",
      "Intégrations personnalisées",
    ]) {
      expect(enterprise).toContain(item);
    }
    expect(await page.getByRole("button", { name: "Commencer" }).count()).toBe(2);
    expect(await page.getByRole("button", { name: "Nous contacter" }).count()).toBe(1);
    expect(await page.getByRole("link", { name: "Essayer gratuitement" }).getAttribute("href")).toBe(
      "/register-company",
    );

    const footer = page.locator("footer");
    const phones = await footer.getByRole("link", { name: /^\+\d/ }).all();
    expect(phones).toHaveLength(4);
    const footerText = await textOf(footer);
    for (const country of ["UK", "ES", "FR", "US"])
      expect(footerText).toMatch(new RegExp(`${country}\\s*\\+\\d`));
    expect(footerText).toContain("© 2026 High Tech Security. Tous droits réservés.");
    expect(footerText).toMatch(/RCS \w+ \d{3} \d{3} \d{3}/);
    expect(await footer.getByRole("link", { name: /^www\./ }).getAttribute("href")).toMatch(/^https:\/\//);

    await expectNoSeriousA11yViolations(page);
    await screenshot(page, "landing-1440");
  });

  it("fits a 390 px phone without sideways scrolling and passes axe", async () => {
    const page = await openLanding({ width: 390, height: 844 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await page.getByRole("link", { name: "Connexion" }).isVisible()).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, "landing-390");
  });

  it("'Connexion' leads to /login, 'Démarrer maintenant' and 'Essayer gratuitement' to /register-company", async () => {
    const page = await openLanding();
    await page.getByRole("link", { name: "Connexion" }).click();
    await page.waitForURL("**/login");

    await page.goto("/");
    await page.getByRole("link", { name: "Démarrer maintenant" }).click();
    await page.waitForURL("**/register-company");

    await page.goto("/");
    await page.getByRole("link", { name: "Se connecter" }).click();
    await page.waitForURL("**/login");

    await page.goto("/");
    await page.getByRole("link", { name: "Essayer gratuitement" }).click();
    await page.waitForURL("**/register-company");
  });

  it("stores a demo request sent from a plan's modal, then reopens empty and refuses an invalid e-mail", async () => {
    const page = await openLanding();
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().endsWith("/api/demo-requests"))
        posts.push(request.url());
    });

    await page.getByRole("button", { name: "Commencer" }).first().click();
    await dialog(page).waitFor();
    expect(await dialog(page).getByRole("button", { name: "Fermer" }).isVisible()).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await viewportScreenshot(page, "demo-modal-1440");

    await fillDemoForm(page, { email: "claire.dubois@vigilance-ouest.fr" });
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith("/api/demo-requests") && r.request().method() === "POST"),
      dialog(page).getByRole("button", { name: "Envoyer ma demande" }).click(),
    ]);
    expect(response.status()).toBe(201);
    const stored = (await response.json()) as { id: string; email: string; sites: string; message: string };
    expect(stored).toMatchObject({ email: "claire.dubois@vigilance-ouest.fr", sites: "11-50" });
    expect(stored.id).toBeTruthy();

    await page.getByText("Demande envoyée", { exact: true }).waitFor();
    expect(
      await page.getByText("Notre équipe vous contactera sous 24 h ouvrées.", { exact: true }).isVisible(),
    ).toBe(true);
    await dialog(page).waitFor({ state: "hidden" });

    // Reopened from another plan: the form starts empty again.
    await page.getByRole("button", { name: "Nous contacter" }).click();
    await dialog(page).waitFor();
    for (const label of ["Prénom", "Email professionnel", "Téléphone", "Société"]) {
      expect(await dialog(page).getByLabel(label).inputValue(), label).toBe("");
    }
    expect(await dialog(page).getByLabel("Nombre de sites").inputValue()).toBe("");

    await fillDemoForm(page, { email: "pas-une-adresse" });
    await dialog(page).getByRole("button", { name: "Envoyer ma demande" }).click();
    const email = dialog(page).getByLabel("Email professionnel");
    await dialog(page).getByText("Adresse e-mail invalide").waitFor();
    expect(await email.getAttribute("aria-invalid")).toBe("true");
    const errorId = await email.getAttribute("aria-describedby");
    expect(await page.locator(`[id="${errorId}"]`).textContent()).toBe("Adresse e-mail invalide");
    expect(posts).toHaveLength(1);
  });

  it("shows the busy label while sending and the server's message when the server refuses", async () => {
    const page = await openLanding({ width: 390, height: 844 });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/demo-requests", async (route) => {
      await held;
      await route.fulfill({
        status: 429,
        contentType: "application/json",
        body: JSON.stringify({ detail: "Trop de requêtes. Réessayez dans quelques minutes." }),
      });
    });

    await page.getByRole("button", { name: "Commencer" }).first().click();
    await dialog(page).waitFor();
    await viewportScreenshot(page, "demo-modal-390");
    await fillDemoForm(page, { email: "claire.dubois@vigilance-ouest.fr" });
    await dialog(page).getByRole("button", { name: "Envoyer ma demande" }).click();
    const busy = dialog(page).getByRole("button", { name: "Envoi en cours..." });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);

    release();
    await page.getByText("Trop de requêtes. Réessayez dans quelques minutes.", { exact: true }).waitFor();
    // The modal stays open with the user's input, ready to try again later.
    expect(await dialog(page).getByLabel("Prénom").inputValue()).toBe("Claire");
  });

  it("switches the hero to English", async () => {
    const page = await openLanding();
    await page.getByLabel("Langue").selectOption("en");
    await page
      .getByRole("heading", {
        level: 1,
        name: "The adaptable security solution, from overall management to field operations",
      })
      .waitFor();
    expect(await page.getByRole("link", { name: "Get started" }).isVisible()).toBe(true);
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
  });
});
