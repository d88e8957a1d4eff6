import fs from "node:fs/promises";
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { screenshot, useBrowser } from "../support/browser.ts";
import { apiLogin, signIn } from "../support/login.ts";

const b = useBrowser();
const PHONE = { width: 390, height: 844 };
// A point in Paris: the geolocation field must show exactly what the device reports.
const POSITION = { latitude: 48.8566, longitude: 2.3522 };

type TReport = {
  id: string;
  siteName: string;
  status: string;
  geolocation: string | null;
  totalIncidents: number;
  incidents: { type: string; description: string; measuresTaken: string | null }[];
  interventions: { description: string; agentName: string | null; time: string | null }[];
  observations: string | null;
  responsibleName: string;
  hasSignature: boolean;
  responsibleSignature: string | null;
};

let token = "";
let userName = "";
let siteName = "";

async function api(method: string, url: string, body?: unknown): Promise<Response> {
  return fetch(`${b.baseUrl}/api${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
}

/** The toast on screen with this title (one at a time, spec part 1). */
async function toastWith(page: Page, title: string | RegExp): Promise<Locator> {
  const toast = page.getByText(title, { exact: typeof title === "string" }).first();
  await toast.waitFor();
  return toast;
}

async function download(page: Page, button: Locator): Promise<Buffer> {
  const [file] = await Promise.all([page.waitForEvent("download"), button.click()]);
  return fs.readFile(await file.path());
}

async function noSidewaysScroll(page: Page) {
  await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(
    PHONE.width,
  );
}

describe("Security reports and reports and analyses", () => {
  beforeAll(async () => {
    const session = await apiLogin(b.baseUrl);
    token = session.token;
    userName = session.user.name;
    const sites = (await (await api("GET", "/sites")).json()) as { id: string; name: string }[];
    siteName = sites[0]?.name ?? "";
    expect(siteName).not.toBe("");
  });

  it("writes a signed report, finalizes it, exports it three ways, and refuses changes after", async () => {
    const page = await b.newPage();
    await page.context().grantPermissions(["geolocation"]);
    await page.context().setGeolocation(POSITION);
    await signIn(page);
    await page
      .getByRole("navigation", { name: "Navigation principale" })
      .getByRole("link", { name: /Rapports Sécurité/ })
      .click();
    await page.waitForURL("**/dashboard/security-reports");
    await page.getByRole("heading", { level: 1, name: "Rapports de Sécurité" }).waitFor();

    // Geolocation: read-only, from the device.
    const geo = page.getByLabel("Géolocalisation");
    await expect.poll(() => geo.inputValue()).toBe("48.856600, 2.352200");
    await expect(geo.getAttribute("readonly")).resolves.not.toBeNull();
    // The responsible defaults to the signed-in user.
    await expect(page.getByLabel("Nom du responsable").inputValue()).resolves.toBe(userName);

    // The spec's validation messages.
    await page.getByRole("button", { name: "Créer le rapport" }).click();
    await page.getByText("Veuillez sélectionner un site").first().waitFor();
    await page.getByRole("button", { name: "Ajouter l'incident" }).click();
    await page.getByText("Veuillez remplir la description de l'incident").first().waitFor();
    await page.getByRole("button", { name: "Ajouter l'intervention" }).click();
    await page.getByText("Veuillez remplir la description de l'intervention").first().waitFor();

    await page.getByLabel(/^Site/).selectOption({ label: siteName });
    const total = page.getByLabel("Nombre total d'incidents");
    await expect(total.inputValue()).resolves.toBe("0");

    await page.getByLabel("Type d'incident").selectOption({ label: "Vol" });
    await page.getByLabel(/^Description de l'incident/).fill("Vol de câbles sur le parking nord");
    await page.getByLabel(/^Mesures prises/).fill("Police prévenue, zone balisée");
    await page.getByRole("button", { name: "Ajouter l'incident" }).click();
    await toastWith(page, "Incident ajouté");
    await page.getByLabel("Type d'incident").selectOption({ label: "Alarme déclenchée" });
    await page.getByLabel(/^Description de l'incident/).fill("Alarme porte quai 3 à 02:10");
    await page.getByRole("button", { name: "Ajouter l'incident" }).click();
    await expect.poll(() => total.inputValue()).toBe("2");
    // Removing one follows the count; add it back.
    await page.getByRole("button", { name: "Retirer l'incident 2" }).click();
    await expect.poll(() => total.inputValue()).toBe("1");
    await page.getByLabel("Type d'incident").selectOption({ label: "Alarme déclenchée" });
    await page.getByLabel(/^Description de l'incident/).fill("Alarme porte quai 3 à 02:10");
    await page.getByRole("button", { name: "Ajouter l'incident" }).click();
    await expect.poll(() => total.inputValue()).toBe("2");

    await page.getByLabel(/^Description de l'intervention/).fill("Ronde de levée de doute");
    await page.getByLabel(/^Agent/).fill("Lucas Petit");
    await page.getByLabel(/^Heure/).fill("02:15");
    await page.getByRole("button", { name: "Ajouter l'intervention" }).click();
    await toastWith(page, "Intervention ajoutée");

    const observation = `Observation e2e ${Date.now()}`;
    await page.getByLabel(/^Observations/).fill(observation);

    // Draw a signature with the mouse, as a finger would on a phone.
    const canvas = page.getByTestId("signature-canvas");
    await canvas.scrollIntoViewIfNeeded();
    const box = await canvas.boundingBox();
    if (!box) throw new Error("signature canvas not laid out");
    await page.mouse.move(box.x + 30, box.y + box.height * 0.6);
    await page.mouse.down();
    for (let i = 1; i <= 20; i++) {
      await page.mouse.move(box.x + 30 + i * 12, box.y + box.height * (0.6 + 0.2 * Math.sin(i / 2)), {
        steps: 2,
      });
    }
    await page.mouse.up();
    await page.getByText("Signature enregistrée").waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, "security-reports-form-1440");

    await page.getByRole("button", { name: "Créer le rapport" }).click();
    await toastWith(page, "Rapport créé");
    // Reset, but the geolocation is kept.
    await expect.poll(() => page.getByLabel(/^Site/).inputValue()).toBe("");
    await expect(geo.inputValue()).resolves.toBe("48.856600, 2.352200");
    await expect(total.inputValue()).resolves.toBe("0");
    await page.getByText("Aucune signature").waitFor();

    const list = (await (await api("GET", "/security-reports")).json()) as TReport[];
    const created = list.find((report) => report.observations === observation);
    expect(created).toMatchObject({
      siteName,
      status: "draft",
      geolocation: "48.856600, 2.352200",
      totalIncidents: 2,
      responsibleName: userName,
      hasSignature: true,
    });
    expect(created?.incidents.map((incident) => incident.type)).toEqual(["vol", "alarme_declenchee"]);
    expect(created?.interventions).toEqual([
      { description: "Ronde de levée de doute", agentName: "Lucas Petit", time: "02:15" },
    ]);
    const full = (await (await api("GET", `/security-reports/${created?.id}`)).json()) as TReport;
    expect(full.responsibleSignature?.startsWith("data:image/png;base64,")).toBe(true);
    const id = created?.id ?? "";

    // A draft can still be changed.
    expect((await api("PATCH", `/security-reports/${id}`, { comments: "Relu" })).status).toBe(200);

    const card = page.getByTestId("security-report-card").filter({ hasText: siteName }).first();
    await expect(card.getByTestId("security-report-status").textContent()).resolves.toBe("Brouillon");
    await card.getByRole("button", { name: "Finaliser" }).click();
    const dialog = page.getByRole("dialog", { name: "Finaliser ce rapport ?" });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Finaliser" }).click();
    await toastWith(page, "Rapport finalisé");
    await expect.poll(() => card.getByTestId("security-report-status").textContent()).toBe("Finalisé");
    await expect(card.getByRole("button", { name: "Modifier" }).count()).resolves.toBe(0);

    const magic: Record<string, string> = { PDF: "%PDF", Word: "PK", Excel: "PK" };
    for (const [label, prefix] of Object.entries(magic)) {
      const bytes = await download(page, card.getByRole("button", { name: new RegExp(`en ${label}$`) }));
      expect(bytes.subarray(0, prefix.length).toString("latin1")).toBe(prefix);
      expect(bytes.length).toBeGreaterThan(500);
      await toastWith(page, `Rapport exporté en ${label}`);
    }
    await expect.poll(() => card.getByTestId("security-report-status").textContent()).toBe("Exporté");

    // Finalized: the server refuses any change.
    const refused = await api("PATCH", `/security-reports/${id}`, { comments: "Trop tard" });
    expect(refused.status).toBe(409);
    await expectNoSeriousA11yViolations(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, "security-reports-1440");
  });

  it("fits a 390 px phone: full-width form and signature pad", async () => {
    const page = await b.newPage(PHONE);
    await signIn(page);
    await page.goto("/dashboard/security-reports");
    await page.getByRole("heading", { level: 1, name: "Rapports de Sécurité" }).waitFor();
    await page.getByTestId("security-report-card").first().waitFor();
    const canvas = await page.getByTestId("signature-canvas").boundingBox();
    // Full width: only the page and card paddings (16 px + 16 px a side) around it.
    expect(canvas?.width ?? 0).toBeGreaterThanOrEqual(PHONE.width - 70);
    await noSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, "security-reports-390");
  });

  it("generates a monthly incidents PDF, follows its progress and downloads it", async () => {
    const page = await b.newPage();
    await signIn(page);
    await page.goto("/dashboard/security-reports");
    await page.getByRole("link", { name: "Rapports et analyses" }).click();
    await page.waitForURL("**/dashboard/reports");
    await page.getByRole("heading", { level: 1, name: "Rapports et analyses" }).waitFor();
    await page.getByTestId("kpi-incidents").waitFor();
    await page.getByRole("heading", { name: "Évolution des incidents par gravité" }).waitFor();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("button", { name: "Générer un rapport" }).click();
    const dialog = page.getByRole("dialog", { name: "Générer un rapport" });
    await dialog.waitFor();
    await dialog.getByLabel(/^Type de rapport/).selectOption("incidents");
    await dialog.getByLabel(/^Format/).selectOption("pdf");
    await dialog.getByLabel(/^Période/).selectOption("month");
    await expect(
      dialog.getByRole("checkbox", { name: "Inclure les graphiques" }).getAttribute("aria-checked"),
    ).resolves.toBe("true");
    await dialog.getByRole("button", { name: "Générer", exact: true }).click();
    await toastWith(page, "Rapport en cours de génération");

    const progress = dialog.getByRole("progressbar");
    await progress.waitFor();
    await expect.poll(() => progress.getAttribute("aria-valuenow"), { timeout: 60_000 }).toBe("100");
    await dialog.getByText("Terminé").first().waitFor();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, "reports-dialog-1440");
    const pdf = await download(page, dialog.getByRole("button", { name: "Télécharger" }));
    expect(pdf.subarray(0, 4).toString("latin1")).toBe("%PDF");
    await dialog.getByRole("button", { name: "Fermer" }).click();
    await dialog.waitFor({ state: "hidden" });

    const row = page.getByTestId("recent-report").first();
    await row.getByText("Terminé").waitFor();
    await expect(row.textContent()).resolves.toMatch(/\d+(,\d)? (Ko|Mo)/);
    const again = await download(page, row.getByRole("button", { name: /^Télécharger/ }));
    expect(again.subarray(0, 4).toString("latin1")).toBe("%PDF");
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, "reports-1440");

    const phone = await b.newPage(PHONE);
    await signIn(phone);
    await phone.goto("/dashboard/reports");
    await phone.getByTestId("kpi-incidents").waitFor();
    await phone.getByTestId("recent-report").first().waitFor();
    await noSidewaysScroll(phone);
    await expectNoSeriousA11yViolations(phone);
    await screenshot(phone, "reports-390");
  });
});
