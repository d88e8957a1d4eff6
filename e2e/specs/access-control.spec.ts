import os from "node:os";
import path from "node:path";
import { type Browser, chromium } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { ARGS, CHROMIUM, screenshot, useBrowser } from "../support/browser.ts";
import { signIn } from "../support/login.ts";
import { writeQrVideo } from "../support/qr-video.ts";

// Issue 11 end to end: an administrator installs a reader and issues a badge on the 'Contrôle d'accès'
// screen; a second browser, whose camera films the printed QR code, opens /access-reader with the key and
// is answered 'Autorisé', then 'Refusé' once the badge is deactivated; the administrator's open access
// log receives both entries live.
const b = useBrowser();
let readerBrowser: Browser | undefined;

afterAll(async () => {
  await readerBrowser?.close();
});

describe("Contrôle d'accès", () => {
  it("issues a badge, installs a reader, scans the QR code from a camera and shows both decisions live", async () => {
    const admin = await b.newPage();
    await signIn(admin);
    await admin.goto("/dashboard/access");
    await admin.getByRole("heading", { level: 1, name: "Contrôle d'accès" }).waitFor({ timeout: 30_000 });
    // The demo's log is already there.
    await admin.getByTestId("access-log-row").first().waitFor();
    await expectNoSeriousA11yViolations(admin);

    // A new access point: its key is shown once.
    await admin.getByRole("tab", { name: "Points d'accès" }).click();
    await admin.getByRole("button", { name: "Nouveau point d'accès" }).click();
    const pointDialog = admin.getByRole("dialog");
    await pointDialog.getByLabel(/^Nom/).fill("Tourniquet E2E");
    await pointDialog.getByLabel(/^Site/).selectOption({ index: 1 });
    await pointDialog.getByLabel(/^Emplacement/).fill("Hall d'accueil");
    await pointDialog.getByRole("button", { name: "Créer le point" }).click();
    const readerKey = (await admin.getByTestId("reader-key").textContent())?.trim() ?? "";
    expect(readerKey).toMatch(/^hts_rk_/);
    await admin.getByRole("button", { name: "Fermer" }).first().click();
    await admin.getByTestId("access-point-card").filter({ hasText: "Tourniquet E2E" }).waitFor();

    // A new QR badge from the spec's form.
    await admin.getByRole("button", { name: "Nouveau badge" }).click();
    const badgeDialog = admin.getByRole("dialog");
    await badgeDialog.getByLabel(/^Numéro de badge/).fill("E2E-001");
    await badgeDialog.getByLabel(/^Nom du titulaire/).fill("Inès Lecteur");
    await badgeDialog.getByLabel(/^Département/).fill("Sécurité");
    await badgeDialog.getByRole("button", { name: "Créer le badge" }).click();
    await badgeDialog.waitFor({ state: "hidden" });
    await admin.getByRole("tab", { name: "Gestion des badges" }).click();
    const card = admin.getByTestId("badge-card").filter({ hasText: "Inès Lecteur" });
    await card.getByRole("button", { name: "QR code" }).click();
    const token = (await admin.getByTestId("badge-qr-token").textContent())?.trim() ?? "";
    expect(token).toMatch(/^HTS1\./);
    await admin.keyboard.press("Escape");

    // The administrator watches the log, filtered on the new point.
    await admin.getByRole("tab", { name: "Journal d'accès" }).click();
    await admin.getByLabel("Rechercher dans le journal").fill("Inès");
    await expect.poll(() => admin.getByTestId("access-log-row").count()).toBe(0);

    // The gate's tablet: a camera filming the printed QR code.
    const video = writeQrVideo({
      text: token,
      file: path.join(os.tmpdir(), `hts-e2e-qr-${process.pid}.y4m`),
    });
    readerBrowser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        ...ARGS,
        "--use-fake-ui-for-media-stream",
        "--use-fake-device-for-media-stream",
        `--use-file-for-fake-video-capture=${video}`,
      ],
    });
    const context = await readerBrowser.newContext({
      baseURL: b.baseUrl,
      locale: "fr-FR",
      viewport: { width: 820, height: 1180 },
    });
    await context.grantPermissions(["camera"], { origin: b.baseUrl });
    const reader = await context.newPage();
    await reader.goto(`/access-reader#key=${encodeURIComponent(readerKey)}`);
    await reader.getByRole("heading", { level: 1, name: "Tourniquet E2E" }).waitFor({ timeout: 30_000 });
    const result = reader.getByTestId("reader-result");
    await expect
      .poll(() => result.getAttribute("data-decision"), { timeout: 30_000, interval: 100 })
      .toBe("Autorisé");
    expect(await result.textContent()).toContain("Inès Lecteur");
    await screenshot(reader, "access-reader-granted");

    // Live on the administrator's screen, without a reload.
    const rows = admin.getByTestId("access-log-row");
    await rows.filter({ hasText: "Autorisé" }).first().waitFor({ timeout: 15_000 });

    // Deactivated (through the API, so the log tab stays open): the same code is now refused.
    const session = await admin.evaluate(() => localStorage.getItem("token"));
    const headers = { authorization: `Bearer ${session}`, "content-type": "application/json" };
    const list = await fetch(`${b.baseUrl}/api/access/badges?q=E2E-001`, { headers });
    const [badge] = (await list.json()) as { id: string }[];
    const off = await fetch(`${b.baseUrl}/api/access/badges/${badge?.id}`, {
      method: "PATCH",
      headers,
      body: JSON.stringify({ status: "Désactivé" }),
    });
    expect(off.status).toBe(200);
    await expect
      .poll(() => result.getAttribute("data-decision"), { timeout: 30_000, interval: 100 })
      .toBe("Refusé");
    expect(await result.textContent()).toContain("Badge désactivé");
    await screenshot(reader, "access-reader-refused");
    await rows.filter({ hasText: "Refusé" }).first().waitFor({ timeout: 15_000 });
    expect(await rows.filter({ hasText: "Badge désactivé" }).count()).toBeGreaterThan(0);
    await screenshot(admin, "access-log-live");

    // Manual entry, for a phone without a working camera: a made-up code is refused.
    await reader.getByLabel("Code du badge (texte du QR code ou UID NFC)").fill("HTS1.faux");
    await reader.getByRole("button", { name: "Vérifier" }).click();
    await expect.poll(() => result.textContent(), { timeout: 15_000 }).toContain("Badge inconnu ou falsifié");
    await expectNoSeriousA11yViolations(reader);

    // A new key, asked for in a dialog: the old one no longer opens the point.
    await admin.getByRole("tab", { name: "Points d'accès" }).click();
    const pointCard = admin.getByTestId("access-point-card").filter({ hasText: "Tourniquet E2E" });
    await pointCard.getByRole("button", { name: "Nouvelle clé" }).click();
    await admin.getByRole("dialog").getByRole("button", { name: "Nouvelle clé" }).click();
    const newKey = (await admin.getByTestId("reader-key").textContent())?.trim() ?? "";
    expect(newKey).toMatch(/^hts_rk_/);
    expect(newKey).not.toBe(readerKey);
    await admin.getByRole("button", { name: "Fermer" }).first().click();
    const oldKey = await fetch(`${b.baseUrl}/api/access/reader`, { headers: { "x-reader-key": readerKey } });
    expect(oldKey.status).toBe(401);

    // Deleted after a confirmation that says what happens; its log entries stay.
    await pointCard.getByRole("button", { name: "Supprimer le point d'accès Tourniquet E2E" }).click();
    const confirm = admin.getByRole("dialog");
    await confirm.getByText("Son historique reste dans le journal d'accès").waitFor();
    await confirm.getByRole("button", { name: "Supprimer" }).click();
    await pointCard.waitFor({ state: "detached" });
    const stillLogged = await fetch(`${b.baseUrl}/api/access/logs?q=E2E-001`, { headers });
    expect(((await stillLogged.json()) as unknown[]).length).toBeGreaterThan(0);
  });

  it("fits a phone: the three tabs and the badge form without sideways scrolling", async () => {
    const page = await b.newPage({ width: 390, height: 844 });
    await signIn(page);
    await page.goto("/dashboard/access");
    await page.getByTestId("access-log-row").first().waitFor({ timeout: 30_000 });
    for (const tab of ["Gestion des badges", "Points d'accès", "Journal d'accès"]) {
      await page.getByRole("tab", { name: tab }).click();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, tab).toBeLessThanOrEqual(0);
    }
    await page.getByRole("tab", { name: "Gestion des badges" }).click();
    await page.getByTestId("badge-card").first().waitFor();
    await screenshot(page, "access-badges-390");
    await page.getByRole("button", { name: "Nouveau badge" }).click();
    await page
      .getByRole("dialog")
      .getByLabel(/^Numéro de badge/)
      .waitFor();
    await page.getByRole("dialog").getByText("NFC", { exact: true }).click();
    await page
      .getByRole("dialog")
      .getByLabel(/^UID de la carte NFC/)
      .waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press("Escape");

    // 'Modifier' saves through the same form.
    const card = page.getByTestId("badge-card").filter({ hasText: "EMP-2042" });
    await card.getByRole("button", { name: "Modifier" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel(/^Département/).fill("Services généraux");
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await dialog.waitFor({ state: "hidden" });
    await card.getByText("Services généraux").waitFor();
  });
});
